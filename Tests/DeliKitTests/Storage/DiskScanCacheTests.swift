import Foundation
import Testing

@testable import DeliKit

@Suite struct DiskScanCacheTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("deli-cache-\(UUID().uuidString)").path
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func savesAndLoadsOneFilePerTarget() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        let cache = IncrementalScannerTests.scan(IncrementalScannerTests.files, cache: nil).cache
        storage.save(cache, target: "App Tests/1")
        #expect(storage.path(for: "App Tests/1") == storage.directory + "/scan-App_Tests_1.bin")
        #expect(storage.load(target: "App Tests/1") == cache)
        #expect(storage.load(target: "Other") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storage.directory) == ["scan-App_Tests_1.bin"])
    }

    @Test func theFileHoldsTheBinaryFormAndIsReplacedOnSave() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        storage.save(ScanCache(), target: "App")
        storage.save(ScanCacheFixture.cache, target: "App")
        let stored = FileManager.default.contents(atPath: storage.path(for: "App")).map { Array($0) }
        #expect(stored == ScanCacheFixture.cache.binaryEncoded())
        #expect(storage.load(target: "App") == ScanCacheFixture.cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storage.directory) == ["scan-App.bin"])
    }

    @Test func aDamagedFileReadsAsNoCacheAndIsReplacedOnSave() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
        let valid = ScanCacheFixture.cache.binaryEncoded()
        let damaged = ["", "{\"toolVersion\": 3", "\u{0}\u{1}binary", "DELISCAN", "DELISCAN\u{4}"].map {
            Array($0.utf8)
        }
        for bytes in damaged + [Array(valid.dropLast()), valid + [0]] {
            try write(bytes, to: storage.path(for: "App"))
            #expect(storage.load(target: "App") == nil)
        }
        let scan = IncrementalScannerTests.scan(IncrementalScannerTests.files, cache: nil)
        let cache = scan.cache
        #expect(scan.cacheChanged && scan.results.count == 2)
        storage.save(cache, target: "App")
        #expect(storage.load(target: "App") == cache)
    }

    @Test func aFileOfAnotherFormatOrToolVersionReadsAsNoCache() {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        let files = ScanCacheFixture.cache.files
        storage.save(ScanCache(toolVersion: DeliVersion.current, formatVersion: 1, files: files), target: "Old")
        storage.save(
            ScanCache(toolVersion: "0.0.9", formatVersion: ScanCache.formatVersion, files: files), target: "Tool")
        #expect(storage.load(target: "Old") == nil)
        #expect(storage.load(target: "Tool") == nil)
    }

    @Test func aFolderInPlaceOfTheFileReadsAsNoCache() throws {
        let storage = DiskScanCache(directory: temporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: storage.directory) }
        try FileManager.default.createDirectory(atPath: storage.path(for: "App"), withIntermediateDirectories: true)
        #expect(storage.load(target: "App") == nil)
        storage.save(ScanCache(), target: "App")
        #expect(storage.load(target: "App") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storage.directory) == ["scan-App.bin"])
    }

    @Test func anUnwritableFolderIsIgnored() {
        let storage = DiskScanCache(directory: "/proc/deli-cache-cannot-exist")
        storage.save(ScanCache(), target: "App")
        #expect(storage.load(target: "App") == nil)
    }
}
