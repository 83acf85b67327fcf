import Foundation
import Testing

@testable import DeliKit

/// The stores `deli watch` and `deli serve` keep in memory: each run gets what the run before it
/// saved without reading or writing the files, and the files get what was kept when it is saved.
@Suite struct ResidentStoresTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deli-resident-\(UUID())")
        .path

    private func cleanUp() { try? FileManager.default.removeItem(atPath: directory) }

    private func bytes(_ path: String) -> [UInt8]? { ScanCacheFixture.bytes(path) }

    private func edited(_ cache: ScanCache, _ round: Int) -> ScanCache { ScanCacheFixture.edited(cache, round) }

    /// The fixture's cache saved on disk, and a resident cache in front of it that has loaded it.
    private func loadedResident() throws -> (disk: DiskScanCache, resident: ResidentScanCache, loaded: ScanCache) {
        let disk = DiskScanCache(directory: directory)
        disk.save(ScanCacheFixture.cache, target: "App")
        let resident = ResidentScanCache(disk: disk)
        return (disk, resident, try #require(resident.load(target: "App")))
    }

    /// Thirty runs through the resident cache: each gets what the run before it saved, and nothing
    /// is written meanwhile; once the kept caches are saved, the disk holds the last one, whole.
    @Test func eachRunGetsWhatTheLastSavedAndTheDiskGetsItWhenTheKeptAreSaved() throws {
        defer { cleanUp() }
        let (disk, resident, loaded) = try loadedResident()
        let onDisk = bytes(disk.path(for: "App"))
        var last = loaded
        for round in 1...30 {
            let kept = try #require(resident.take(target: "App"))
            #expect(kept == last)
            last = edited(kept, round)
            resident.save(last, change: ScanCacheChange(from: kept, to: last), target: "App")
        }
        #expect(bytes(disk.path(for: "App")) == onDisk && bytes(disk.logPath(for: "App")) == nil)
        resident.saveKept()
        #expect(DiskScanCache(directory: directory).load(target: "App") == last)
        #expect(bytes(disk.logPath(for: "App")) == nil)
        // Nothing changed since: saving again writes nothing.
        try FileManager.default.removeItem(atPath: disk.path(for: "App"))
        resident.saveKept()
        #expect(bytes(disk.path(for: "App")) == nil)
    }

    @Test func theDiskCopyIsReadOnce() throws {
        defer { cleanUp() }
        let (disk, resident, loaded) = try loadedResident()
        #expect(loaded == ScanCacheFixture.cache)
        try FileManager.default.removeItem(atPath: disk.path(for: "App"))
        #expect(resident.load(target: "App") == ScanCacheFixture.cache)
        #expect(resident.load(target: "Other") == nil)
    }

    /// A run takes the kept cache (the store lets go of it while the run changes it in place), then
    /// saves what it made or gives the cache back; a store with none kept hands over the disk's.
    @Test func aTakenCacheIsNoLongerKeptUntilSavedOrGivenBack() throws {
        defer { cleanUp() }
        let (disk, resident, loaded) = try loadedResident()
        let taken = try #require(resident.take(target: "App"))
        #expect(taken == loaded && taken.origin?.logSize == loaded.origin?.logSize)
        // Not kept meanwhile: a load reads the disk again, which has not changed.
        #expect(resident.take(target: "App") == disk.load(target: "App"))
        resident.giveBack(taken, target: "App")
        #expect(resident.load(target: "App")?.origin?.base == loaded.origin?.base)
        let next = edited(try #require(resident.take(target: "App")), 1)
        resident.save(next, change: ScanCacheChange(from: loaded, to: next), target: "App")
        #expect(resident.take(target: "App") == next)
        // Taken while the kept caches are saved: written once the run saves it and they are saved again.
        resident.saveKept()
        #expect(disk.load(target: "App") == loaded)
        resident.save(next, target: "App")
        resident.saveKept()
        #expect(DiskScanCache(directory: directory).load(target: "App") == next)
    }

    /// Entries updated in a kept cache stay in memory until the kept caches are saved; without a
    /// kept cache they are appended to the disk's log at once.
    @Test func updatedEntriesAreKeptOrAppended() throws {
        defer { cleanUp() }
        let (disk, resident, loaded) = try loadedResident()
        let path = loaded.files.keys.sorted()[0]
        var entry = try #require(loaded.files[path])
        entry.hash = ContentHash(of: "updated")
        resident.update([path: entry], target: "App")
        var expected = loaded
        expected.files[path] = entry
        #expect(resident.load(target: "App") == expected)
        #expect(disk.load(target: "App") == loaded)
        resident.saveKept()
        #expect(DiskScanCache(directory: directory).load(target: "App") == expected)

        let unloaded = ResidentScanCache(disk: disk)
        entry.hash = ContentHash(of: "updated again")
        unloaded.update([path: entry], target: "App")
        expected.files[path] = entry
        #expect(bytes(disk.logPath(for: "App")) != nil)
        #expect(DiskScanCache(directory: directory).load(target: "App") == expected)
    }

    /// The kept cache is written whole over whatever the disk holds then (another process's cache
    /// meanwhile is no base to append to).
    @Test func savingTheKeptCachesRewritesTheFile() throws {
        defer { cleanUp() }
        let (disk, resident, loaded) = try loadedResident()
        disk.save(edited(ScanCacheFixture.cache, 9), target: "App")
        let next = edited(loaded, 1)
        resident.save(next, change: ScanCacheChange(from: loaded, to: next), target: "App")
        resident.saveKept()
        #expect(bytes(disk.logPath(for: "App")) == nil)
        #expect(DiskScanCache(directory: directory).load(target: "App") == next)
    }

    /// Records stay in memory until the kept records are saved; walks are written as they change.
    @Test func recordsAreKeptUntilSavedAndWalksWrittenThrough() throws {
        defer { cleanUp() }
        let disk = DiskBuildRecordStore(directory: directory)
        let resident = ResidentBuildRecords(disk: disk)
        #expect(resident.load(target: "App") == nil)
        let record = BuildRecord(
            inputsKey: ContentHash(of: "inputs"), sourcesKey: BuildRecord.sourcesKey(["App/A.swift"]),
            trustedBefore: 5, files: [RecordedFile(stamp: nil, hash: ContentHash(of: "a"))], diagnostics: [],
            componentCount: 1, factorySource: "// Generated by deli\n", resolvedSource: nil)
        resident.save(record, target: "App")
        #expect(disk.load(target: "App") == nil)
        #expect(resident.load(target: "App") == record)
        #expect(resident.load(target: "App")?.factory?.isHeld == true)
        resident.saveKept()
        #expect(disk.load(target: "App") == record)
        try FileManager.default.removeItem(atPath: disk.path(for: "App"))
        resident.saveKept()
        #expect(disk.load(target: "App") == nil)

        let walk = RecordedWalk(root: "Sources/App", includeHidden: false, files: ["A.swift"], directories: [])
        resident.saveWalk(walk)
        #expect(disk.loadWalk(root: "Sources/App") == walk)
        #expect(resident.loadWalk(root: "Sources/App") == walk)
    }

    /// A walk whose directories only have new stamps (the folder a factory was written into) is kept
    /// in memory and not written again; one that lists other files or directories is.
    @Test func aWalkWhoseStampsAloneMovedIsNotWrittenAgain() throws {
        defer { cleanUp() }
        let disk = DiskBuildRecordStore(directory: directory)
        let resident = ResidentBuildRecords(disk: disk)
        func walk(_ files: [String], stamp: Int64, listing: String) -> RecordedWalk {
            let folder = RecordedWalk.Directory(
                path: "", stamp: FileStamp(size: 1, modified: stamp, changed: stamp, inode: 2, device: 1),
                isTrusted: false,
                listing: ContentHash(of: listing))
            return RecordedWalk(root: "Sources/App", includeHidden: false, files: files, directories: [folder])
        }
        let first = walk(["A.swift"], stamp: 10, listing: "A")
        resident.saveWalk(first)
        let restamped = walk(["A.swift"], stamp: 20, listing: "A")
        resident.saveWalk(restamped)
        #expect(resident.loadWalk(root: "Sources/App") == restamped)
        #expect(disk.loadWalk(root: "Sources/App") == first)
        let grown = walk(["A.swift", "B.swift"], stamp: 30, listing: "AB")
        resident.saveWalk(grown)
        #expect(disk.loadWalk(root: "Sources/App") == grown)
        #expect(resident.loadWalk(root: "Sources/App") == grown)
    }
}
