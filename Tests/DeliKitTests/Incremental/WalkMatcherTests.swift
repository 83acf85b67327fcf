import Foundation
import Testing

@testable import DeliKit

/// Walks kept in memory, counting saves.
final class MemoryWalks: WalkRecordStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var walks: [String: RecordedWalk] = [:]
    private(set) var saves = 0

    func loadWalk(root: String) -> RecordedWalk? { lock.withLock { walks[root] } }

    func saveWalk(_ walk: RecordedWalk) {
        lock.withLock {
            walks[walk.root] = walk
            saves += 1
        }
    }
}

/// The real disk, counting directory listings.
final class ListingCountingFileSystem: FileSystem, @unchecked Sendable {
    private let base = LocalFileSystem()
    private let lock = NSLock()
    private var listed: [String] = []

    /// The directories listed since the last call, and forgets them.
    func takeListed() -> [String] {
        lock.withLock {
            defer { listed = [] }
            return listed
        }
    }

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(at: path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        lock.withLock { listed.append(path) }
        return try base.contentsOfDirectory(at: path)
    }
    func itemKind(at path: String) -> FileItemKind? { base.itemKind(at: path) }
    func identity(at path: String) -> FileIdentity? { base.identity(at: path) }
    func stamp(at path: String) -> FileStamp? { base.stamp(at: path) }
    func currentTime() -> Int64 { base.currentTime() }
    func timestampResolution() -> Int64 { base.timestampResolution() }
}

/// Every answer from a recorded walk equals a fresh walk, after every kind of change, including
/// changes in the same clock tick as the recording.
@Suite struct WalkMatcherTests {
    private let disk = ListingCountingFileSystem()
    private let walks = MemoryWalks()
    private let root = NSTemporaryDirectory() + "deli-walk-" + UUID().uuidString

    private func write(_ relative: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: FilePath.directory(of: path), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The matcher's answer, checked against a walk without records.
    private func matchedFiles() -> [String] {
        let matched = WalkMatcher(fileSystem: disk, storage: walks).files(under: root)
        let fresh = DirectoryWalker(fileSystem: LocalFileSystem()).files(under: root)
        #expect(matched.files == fresh.files)
        #expect(matched.failures.isEmpty)
        return matched.files
    }

    private func settle() { usleep(60_000) }

    @Test func anUnchangedTreeIsAnsweredWithoutListing() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["A.swift", "Sub/B.swift", "Sub/Deep/C.swift", ".hidden/D.swift"] { try write(file) }
        settle()
        #expect(matchedFiles() == ["A.swift", "Sub/B.swift", "Sub/Deep/C.swift"])
        _ = disk.takeListed()
        #expect(matchedFiles() == ["A.swift", "Sub/B.swift", "Sub/Deep/C.swift"])
        #expect(disk.takeListed().isEmpty)
        #expect(walks.saves == 1)
    }

    @Test func addedAndRemovedFilesAreFoundByListingOnlyTheirFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["A.swift", "Sub/B.swift", "Other/C.swift"] { try write(file) }
        settle()
        _ = matchedFiles()
        _ = disk.takeListed()
        try write("Sub/New.swift")
        try FileManager.default.removeItem(atPath: root + "/Other/C.swift")
        #expect(matchedFiles() == ["A.swift", "Sub/B.swift", "Sub/New.swift"])
        #expect(Set(disk.takeListed()) == [root + "/Sub", root + "/Other"])
    }

    @Test func aNewOrRemovedFolderWalksAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["A.swift", "Sub/B.swift"] { try write(file) }
        settle()
        _ = matchedFiles()
        try write("Sub/Inner/C.swift")
        #expect(matchedFiles() == ["A.swift", "Sub/B.swift", "Sub/Inner/C.swift"])
        try FileManager.default.removeItem(atPath: root + "/Sub")
        #expect(matchedFiles() == ["A.swift"])
    }

    @Test func changesInTheSameTickAsTheRecordingAreFound() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        // No settling: the folders' stamps are as fresh as the walk, so none of them is trusted.
        for round in 0..<20 {
            try write("Sub/F\(round).swift")
            _ = matchedFiles()
        }
        #expect(matchedFiles().count == 20)
    }

    @Test func aWalkThatMeetsALinkIsNotRecorded() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("Real/A.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Real")
        settle()
        // The walk enters the folder once, by the first name in order.
        #expect(matchedFiles() == ["Linked/A.swift"])
        #expect(walks.saves == 0)
    }

    @Test func aRecordIsOnlyUsedForTheSameSettings() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("A.swift")
        try write(".hidden/B.swift")
        settle()
        _ = matchedFiles()
        let hidden = WalkMatcher(fileSystem: disk, storage: walks).files(under: root, includeHidden: true)
        #expect(hidden.files == [".hidden/B.swift", "A.swift"])
    }
}

@Suite struct RecordedWalkFileTests {
    @Test func aWalkFileRoundTripsAndAnotherRootReadsAsNone() throws {
        let directory = NSTemporaryDirectory() + "deli-walkfile-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = DiskBuildRecordStore(directory: directory)
        let walk = RecordedWalk(
            root: "Sources/App", maxDepth: 3, includeHidden: true, files: ["A.swift", "Sub/B.swift"],
            directories: [
                .init(
                    path: "", stamp: FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5), isTrusted: true,
                    listing: ContentHash(of: "x"))
            ])
        store.saveWalk(walk)
        #expect(store.loadWalk(root: "Sources/App") == walk)
        #expect(store.loadWalk(root: "Sources/Other") == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 1 && names[0].hasPrefix("walk-"))
        // A damaged file reads as no walk.
        let path = directory + "/" + names[0]
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(store.loadWalk(root: "Sources/App") == nil)
    }
}
