import Foundation
import Testing

@testable import DeliKit

/// The log beside a scan cache file: a run that changed a few entries appends them; the cache is
/// rewritten when the log grows, the relevant names change, or the log cannot be read.
@Suite struct ScanCacheLogTests {
    private let storage = DiskScanCache(
        directory: FileManager.default.temporaryDirectory.appendingPathComponent("deli-log-\(UUID())").path)

    private func cleanUp() { try? FileManager.default.removeItem(atPath: storage.directory) }

    /// Saves `next` as a run does after loading `loaded`.
    private func save(_ next: ScanCache, replacing loaded: ScanCache) {
        storage.save(next, change: ScanCacheChange(from: loaded, to: next), target: "App")
    }

    private func bytes(_ path: String) -> [UInt8]? { ScanCacheFixture.bytes(path) }

    private func edited(_ cache: ScanCache, _ round: Int) -> ScanCache { ScanCacheFixture.edited(cache, round) }

    @Test func aRunThatChangedOneEntryAppendsItAndLeavesTheFileAlone() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let base = bytes(storage.path(for: "App"))
        let loaded = try #require(storage.load(target: "App"))
        let next = edited(loaded, 1)
        save(next, replacing: loaded)
        #expect(bytes(storage.path(for: "App")) == base)
        let log = try #require(bytes(storage.logPath(for: "App")))
        #expect(log.count < 1_000)
        #expect(storage.load(target: "App") == next)
        let removed = try #require(storage.load(target: "App"))
        var smaller = removed
        smaller.files[smaller.files.keys.sorted()[1]] = nil
        save(smaller, replacing: removed)
        #expect(storage.load(target: "App") == smaller)
    }

    @Test func aDamagedLogKeepsTheRecordsBeforeTheDamageAndIsFoldedInOnTheNextSave() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let loaded = try #require(storage.load(target: "App"))
        let next = edited(loaded, 1)
        save(next, replacing: loaded)
        CacheFile.append([0x05, 0x01], to: storage.logPath(for: "App"))
        let damaged = try #require(storage.load(target: "App"))
        #expect(damaged == next)
        save(edited(damaged, 2), replacing: damaged)
        #expect(bytes(storage.logPath(for: "App")) == nil)
        #expect(storage.load(target: "App") == edited(damaged, 2))
    }

    @Test func otherRelevantNamesAreAppendedToo() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let base = bytes(storage.path(for: "App"))
        let loaded = try #require(storage.load(target: "App"))
        var next = edited(loaded, 1)
        next.relevantNames.insert("NewlyRelevant")
        let dropped = try #require(next.relevantNames.sorted().first)
        next.relevantNames.remove(dropped)
        save(next, replacing: loaded)
        #expect(bytes(storage.path(for: "App")) == base)
        #expect(try #require(bytes(storage.logPath(for: "App"))).count < 1_000)
        let reloaded = try #require(storage.load(target: "App"))
        #expect(reloaded == next && reloaded.relevantNames.contains("NewlyRelevant"))
        #expect(!reloaded.relevantNames.contains(dropped))
    }

    @Test func anEntryParsedAgainForNewNamesIsAppendedEvenWithTheSameContents() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let loaded = try #require(storage.load(target: "App"))
        var next = loaded
        next.origin = nil
        let path = try #require(loaded.files.first { $0.value.result != nil }?.key)
        next.files[path]?.result?.skippedFingerprints.append(IdentifierFingerprint.of("NowRelevant"))
        next.relevantNames.insert("NowRelevant")
        storage.save(next, change: ScanCacheChange(from: loaded, to: next, read: [path]), target: "App")
        #expect(storage.load(target: "App") == next)
    }

    @Test func anUpdateAppendsEntriesAndKeepsTheNamesAndTheTrustTime() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let base = bytes(storage.path(for: "App"))
        let loaded = try #require(storage.load(target: "App"))
        let path = loaded.files.keys.sorted()[0]
        var entry = try #require(loaded.files[path])
        entry.hash = ContentHash(of: "edited")
        storage.update([path: entry], target: "App")
        #expect(bytes(storage.path(for: "App")) == base, "appended, not rewritten")
        var expected = loaded
        expected.files[path] = entry
        let updated = try #require(storage.load(target: "App"))
        #expect(updated == expected && updated.trustedBefore == loaded.trustedBefore)
        // An update whose record would pass a quarter of the file folds the log in.
        var large = entry
        large.result?.skippedFingerprints = (0..<5_000).map { IdentifierFingerprint.of("Name\($0)") }
        storage.update([path: large], target: "App")
        #expect(bytes(storage.logPath(for: "App")) == nil)
        #expect(storage.load(target: "App")?.files[path] == large)
    }

    @Test func aLogWrittenForAnotherCacheFileIsNotApplied() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let loaded = try #require(storage.load(target: "App"))
        save(edited(loaded, 1), replacing: loaded)
        let log = try #require(bytes(storage.logPath(for: "App")))
        var other = ScanCacheFixture.cache
        other.trustedBefore = 99
        storage.save(other, target: "App")
        try Data(log).write(to: URL(fileURLWithPath: storage.logPath(for: "App")))
        #expect(storage.load(target: "App") == other)
    }

    @Test func theLogIsFoldedInBeforeItPassesAQuarterOfTheFile() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        var rewrites = 0
        for round in 1...200 {
            let loaded = try #require(storage.load(target: "App"))
            let before = bytes(storage.path(for: "App"))
            save(edited(loaded, round), replacing: loaded)
            if bytes(storage.path(for: "App")) != before { rewrites += 1 }
            let base = try #require(bytes(storage.path(for: "App")))
            #expect((bytes(storage.logPath(for: "App"))?.count ?? 0) <= base.count / 4)
            #expect(storage.load(target: "App") == edited(loaded, round))
        }
        #expect(rewrites > 0 && rewrites < 200)
    }

    /// A loaded cache takes its entries by position in the file's (sorted) order, also after the
    /// log's changes; a change that adds a path it does not hold leaves it to look paths up.
    @Test func aLoadedCacheKeepsItsEntriesInPathOrderThroughTheLog() throws {
        defer { cleanUp() }
        storage.save(ScanCacheFixture.cache, target: "App")
        let loaded = try #require(storage.load(target: "App"))
        let paths = loaded.files.keys.sorted()
        #expect(loaded.positions?.entries(for: paths) == paths.map { loaded.files[$0] })
        var next = edited(loaded, 1)
        next.files[paths[1]] = nil
        save(next, replacing: loaded)
        let replayed = try #require(storage.load(target: "App"))
        #expect(replayed == next)
        let entries = try #require(replayed.positions?.entries(for: paths))
        #expect(entries == paths.map { next.files[$0] } && entries[1] == nil)
        // A path the positions do not hold: they are dropped, and paths are looked up.
        var grown = replayed
        let added = "Sources/App/Zzz.swift"
        ScanCacheChange(trustedBefore: nil, removed: [], changed: [added: try #require(next.files[paths[0]])])
            .apply(to: &grown)
        #expect(grown.positions == nil && grown.files[added] == next.files[paths[0]])
        #expect(grown.entries(for: paths + [added]) == (paths + [added]).map { grown.files[$0] })
    }
}
