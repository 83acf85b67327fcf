import Foundation
import Testing

@testable import DeliKit

@Suite struct DiskScanCacheTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("deli-cache-\(UUID().uuidString)").path
    }

    @Test func savesAndLoadsOneFilePerTarget() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        let cache = CachingScanner.scan(CachingScannerTests.files, cache: nil).cache
        storage.save(cache, target: "App Tests/1")
        #expect(storage.path(for: "App Tests/1") == storage.directory + "/scan-App_Tests_1.json")
        #expect(storage.load(target: "App Tests/1") == cache)
        #expect(storage.load(target: "Other") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storage.directory) == ["scan-App_Tests_1.json"])
    }

    @Test func aDamagedFileReadsAsNoCacheAndIsReplacedOnSave() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
        for damaged in ["", "{\"toolVersion\": 3", "\u{0}\u{1}binary", "{\"files\": {}}"] {
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: storage.path(for: "App")))
            #expect(storage.load(target: "App") == nil)
        }
        let (results, cache, changed) = CachingScanner.scan(CachingScannerTests.files, cache: nil)
        #expect(changed && results.count == 2)
        storage.save(cache, target: "App")
        #expect(storage.load(target: "App") == cache)
    }

    @Test func anUnwritableFolderIsIgnored() {
        let storage = DiskScanCache(directory: "/proc/deli-cache-cannot-exist")
        storage.save(ScanCache(), target: "App")
        #expect(storage.load(target: "App") == nil)
    }
}
