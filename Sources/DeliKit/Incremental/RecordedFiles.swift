/// The per-file part of a build record, one ``RecordedFile`` per source file, kept in the fixed-width
/// form it is stored in and read in place: a run with nothing changed compares each file's stamp
/// with the recorded one without decoding the table into values first.
///
/// Each entry is ``width`` bytes: a flags byte (bit 0: a stamp is recorded, bit 1: a declarations
/// fingerprint is), then eleven little-endian 64-bit words: the stamp's size, modification and
/// status-change times, inode and device; the content hash (two words and its byte count); the
/// declarations fingerprint (likewise). Absent values are zeros.
public struct RecordedFiles: RandomAccessCollection, MutableCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral
{
    /// The bytes of one entry.
    static let width = 1 + 11 * 8

    /// The entries, back to back: a part of the record file's bytes where they lie when read back,
    /// copied into a buffer of their own on the first change.
    private var storage: LoadedBytes
    /// Where the entries lie in `storage`.
    private var range: Range<Int>

    public init(_ files: [RecordedFile]) {
        storage = LoadedBytes(zeroedCount: files.count * Self.width)
        range = 0..<storage.count
        // Written into the one new buffer (through the subscript, each entry asked whether the
        // buffer was shared).
        withExtendedLifetime(storage) {
            let bytes = storage.writableBytes
            for position in files.indices { Self.store(files[position], at: position * Self.width, in: bytes) }
        }
    }

    public init(arrayLiteral files: RecordedFile...) {
        self.init(files)
    }

    /// Entries read back from their stored form; throws when `table` cannot hold whole entries or a
    /// flags byte is not one this type writes.
    init(table: some Collection<UInt8>) throws(BinaryFormatError) {
        let storage = LoadedBytes(copying: table)
        try self.init(table: storage, range: 0..<storage.count)
    }

    /// The entries that fill `range` of `storage`, read where they are.
    init(table storage: LoadedBytes, range: Range<Int>) throws(BinaryFormatError) {
        guard range.count % Self.width == 0 else { throw .damaged(at: range.count) }
        let bytes = storage.bytes
        for offset in stride(from: range.lowerBound, to: range.upperBound, by: Self.width) where bytes[offset] > 3 {
            throw .damaged(at: offset - range.lowerBound)
        }
        self.storage = storage
        self.range = range
    }

    /// Calls `body` with the entries' bytes, as they are stored.
    func withTable<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withExtendedLifetime(storage) { body(UnsafeRawBufferPointer(rebasing: storage.bytes[range])) }
    }

    public static func == (lhs: RecordedFiles, rhs: RecordedFiles) -> Bool {
        lhs.withTable { left in rhs.withTable { right in left.elementsEqual(right) } }
    }

    public func hash(into hasher: inout Hasher) {
        withTable { hasher.combine(bytes: $0) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count / Self.width }

    public subscript(position: Int) -> RecordedFile {
        get {
            withTable { bytes in
                let base = position * Self.width
                let word = { (index: Int) in
                    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: base + 1 + index * 8, as: UInt64.self))
                }
                let flags = bytes[base]
                let stamp = FileStamp(
                    size: Int64(bitPattern: word(0)), modified: Int64(bitPattern: word(1)),
                    changed: Int64(bitPattern: word(2)), inode: word(3), device: word(4))
                let hash = ContentHash(fnv: word(5), mixed: word(6), byteCount: Int(Int64(bitPattern: word(7))))
                let declarations = ContentHash(
                    fnv: word(8), mixed: word(9), byteCount: Int(Int64(bitPattern: word(10))))
                return RecordedFile(
                    stamp: flags & 1 != 0 ? stamp : nil, hash: hash, declarations: flags & 2 != 0 ? declarations : nil)
            }
        }
        set {
            if !isKnownUniquelyReferenced(&storage) || storage.isMapped {
                storage = storage.copy(range)
                range = 0..<storage.count
            }
            withExtendedLifetime(storage) {
                Self.store(newValue, at: range.lowerBound + position * Self.width, in: storage.writableBytes)
            }
        }
    }

    /// Writes `file`'s entry at byte `base` of `bytes`: the flags byte, then eleven words stored
    /// one by one (no array is made per entry).
    private static func store(_ file: RecordedFile, at base: Int, in bytes: UnsafeMutableRawBufferPointer) {
        let stamp = file.stamp
        let declarations = file.declarations
        bytes[base] = (stamp == nil ? 0 : 1) | (declarations == nil ? 0 : 2)
        var index = 0
        func store(_ word: UInt64) {
            bytes.storeBytes(of: word.littleEndian, toByteOffset: base + 1 + index * 8, as: UInt64.self)
            index += 1
        }
        store(UInt64(bitPattern: stamp?.size ?? 0))
        store(UInt64(bitPattern: stamp?.modified ?? 0))
        store(UInt64(bitPattern: stamp?.changed ?? 0))
        store(stamp?.inode ?? 0)
        store(stamp?.device ?? 0)
        store(file.hash.fnv)
        store(file.hash.mixed)
        store(UInt64(bitPattern: Int64(file.hash.byteCount)))
        store(declarations?.fnv ?? 0)
        store(declarations?.mixed ?? 0)
        store(UInt64(bitPattern: Int64(declarations?.byteCount ?? 0)))
    }
}
