import Testing

@testable import DeliKit

@Suite struct ScanCacheBinaryTests {
    private let cache = ScanCacheFixture.cache

    @Test func theFixtureHasEveryKindOfFact() {
        let results = cache.results
        let types = results.flatMap(\.types)
        #expect(results.map(\.path).count == 4 && cache.files.count == 5)
        #expect(results.contains { !$0.diagnostics.isEmpty } && results.contains { !$0.typeAliases.isEmpty })
        #expect(types.contains { !$0.conditions.isEmpty } && types.contains { !$0.typeAliases.isEmpty })
        #expect(types.contains { $0.qualifier != nil && $0.scope != nil } && types.contains { $0.target != nil })
        #expect(types.contains { !$0.initializers.isEmpty } && types.contains { !$0.injectMethods.isEmpty })
        #expect(types.contains { $0.configCalls.count == 3 } && types.contains { !$0.storedProperties.isEmpty })
        #expect(Set(types.map(\.kind)) == [.class, .struct, .protocol, .extension])
        #expect(Set(types.map(\.access)) == [.visible, .private])
        #expect(results.flatMap(\.usages).count == 6)
        let imports = results.flatMap(\.imports)
        #expect(imports.contains(where: \.isTestable) && imports.contains(where: \.hasAccessLevel))
        #expect(imports.contains { !$0.conditions.isEmpty })
    }

    @Test func aScannedCacheRoundTrips() throws {
        #expect(try ScanCache(binaryEncoded: cache.binaryEncoded()) == cache)
        let empty = ScanCache()
        #expect(try ScanCache(binaryEncoded: empty.binaryEncoded()) == empty)
    }

    /// Each result's trigger fingerprints are stored with it and read back as they were made.
    @Test func triggerFingerprintsAreStoredWithTheirResults() throws {
        let decoded = try ScanCache(binaryEncoded: cache.binaryEncoded())
        let results = cache.results
        #expect(results.contains { !$0.triggerFingerprints.isEmpty })
        #expect(decoded.results.map(\.triggerFingerprints) == results.map(\.triggerFingerprints))
        // Read back, not made again: the stored list is the one a result answers with.
        var marked = ScanCache(files: cache.files)
        let path = try #require(cache.files.first { $0.value.result != nil }?.key)
        let result = try #require(cache.files[path]?.result)
        let copy = ScanResult(path: result.path, types: result.types, usages: result.usages)
        copy.keepTriggerFingerprints([42])
        marked.files[path]?.result = copy
        let read = try ScanCache(binaryEncoded: marked.binaryEncoded())
        #expect(read.files[path]?.result?.triggerFingerprints == [42])
    }

    @Test func theFileStartsWithTheMagicBytesAndTheFormatVersion() {
        let bytes = cache.binaryEncoded()
        // The version is a zigzag varint: 39 is written as the single byte 78.
        #expect(ScanCache.formatVersion == 39)
        #expect(Array(bytes.prefix(9)) == Array("DELISCAN".utf8) + [78])
    }

    @Test func equalCachesAreEqualBytesWhateverTheirDictionaryOrder() throws {
        var reordered = ScanCache(files: [:])
        reordered.files.reserveCapacity(512)
        for (path, entry) in cache.files.sorted(by: { $0.key > $1.key }) {
            var entry = entry
            entry.result?.typeAliases = Dictionary(uniqueKeysWithValues: (0..<20).map { ("A\($0)", "T\($0)") })
            reordered.files[path] = entry
        }
        var copy = reordered
        copy.files = Dictionary(uniqueKeysWithValues: reordered.files.map { ($0.key, $0.value) })
        #expect(reordered.binaryEncoded() == copy.binaryEncoded())
        #expect(try ScanCache(binaryEncoded: reordered.binaryEncoded()) == reordered)
    }

    @Test func anotherFormatVersionOrMagicIsAnotherFormat() {
        var older = cache
        older.formatVersion = 1
        #expect(throws: BinaryFormatError.otherFormat) { try ScanCache(binaryEncoded: older.binaryEncoded()) }
        var renamed = cache.binaryEncoded()
        renamed[0] = UInt8(ascii: "X")
        #expect(throws: BinaryFormatError.otherFormat) { try ScanCache(binaryEncoded: renamed) }
        #expect(throws: BinaryFormatError.otherFormat) { try ScanCache(binaryEncoded: Array("{\"files\"".utf8)) }
    }

    @Test func anotherToolVersionIsReadButNotCurrent() throws {
        let other = ScanCache(toolVersion: "0.0.9", formatVersion: ScanCache.formatVersion, files: cache.files)
        let decoded = try ScanCache(binaryEncoded: other.binaryEncoded())
        #expect(decoded == other)
        #expect(!decoded.isCurrent)
    }

    @Test func everyTruncationIsRejected() {
        let bytes = cache.binaryEncoded()
        for length in 0..<bytes.count {
            #expect(throws: BinaryFormatError.self) { try ScanCache(binaryEncoded: Array(bytes[..<length])) }
        }
        #expect(throws: BinaryFormatError.checksumMismatch) { try ScanCache(binaryEncoded: bytes + [0]) }
    }

    /// Random byte changes (seeded, so a failure reproduces): the decoder rejects the bytes or
    /// returns a cache that encodes and decodes to itself; it never traps.
    @Test func damagedBytesAreRejectedOrReadAsAValidCache() throws {
        let bytes = cache.binaryEncoded()
        var random = SplitMix64(seed: 11)
        var accepted = 0
        for _ in 0..<3000 {
            var damaged = bytes
            for _ in 0...(random.next() % 3) {
                let index = 9 + Int(random.next() % UInt64(bytes.count - 9))
                damaged[index] = random.next() % 2 == 0 ? damaged[index] ^ 1 << (random.next() % 8) : 0xff
            }
            guard let decoded = try? ScanCache(binaryEncoded: damaged) else { continue }
            accepted += 1
            #expect(try ScanCache(binaryEncoded: decoded.binaryEncoded()) == decoded)
        }
        #expect(accepted < 3000)
    }
}
