import Foundation
import Synchronization
import Testing

@testable import DeliKit

/// `deli watch`'s file system: a stamp is read once and kept until the watcher reports a change to
/// the file, its folder, or a loss of changes; files outside the folders that report events are
/// read every time.
@Suite struct WatchedFileSystemTests {
    /// The local file system, counting the stamps it is asked for.
    private final class CountingFileSystem: FileSystem {
        let base = LocalFileSystem()
        let asked = Mutex<[String]>([])

        func stamps(at paths: [String]) -> [FileStamp?] {
            asked.withLock { $0 += paths }
            return base.stamps(at: paths)
        }

        func readFile(at path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(at: path) }
        func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
            try base.contentsOfDirectory(at: path)
        }
        func itemKind(at path: String) -> FileItemKind? { base.itemKind(at: path) }
        func isReachedByOtherPaths(at path: String) -> Bool { base.isReachedByOtherPaths(at: path) }
        func identity(at path: String) -> FileIdentity? { base.identity(at: path) }

        func takeAsked() -> [String] {
            asked.withLock { asked in
                defer { asked = [] }
                return asked
            }
        }
    }

    /// The tree, and a watched file system over a counting one, told that the root and `Sub`
    /// report their changes.
    private func watchedTree() throws -> (root: String, counting: CountingFileSystem, fileSystem: WatchedFileSystem) {
        let root = try tree()
        let counting = CountingFileSystem()
        let fileSystem = WatchedFileSystem(base: counting)
        fileSystem.watch(folders: [root, root + "/Sub"])
        return (root, counting, fileSystem)
    }

    private func tree() throws -> String {
        let root = try makeTemporaryFolder("deli-watched-fs-")
        try FileManager.default.createDirectory(atPath: root + "/Sub", withIntermediateDirectories: true)
        for file in ["/A.swift", "/Sub/B.swift", "/Sub/C.swift"] { try write("old", to: root + file) }
        return root
    }

    @Test func aStampIsReadOnceUntilItsFileIsReported() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = [root + "/A.swift", root + "/Sub/B.swift", root + "/Sub/C.swift"]
        let first = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == paths)
        #expect(fileSystem.stamps(at: paths) == first)
        #expect(counting.takeAsked().isEmpty)

        try write("a longer text", to: root + "/Sub/B.swift")
        // Reported as the watcher spells it, from a root given with a dot.
        fileSystem.forget(WatchedChanges(paths: [root + "/./Sub/B.swift"]))
        let second = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == [root + "/Sub/B.swift"])
        #expect(second[1] != first[1] && second[1] == LocalFileSystem().stamp(at: root + "/Sub/B.swift"))
        #expect(second[0] == first[0] && second[2] == first[2])
    }

    /// A file that comes or goes changes its folder's stamp, which the source walk reads: the folder's
    /// stamp is forgotten with it, though the watcher reports only the file.
    @Test func aFileThatComesForgetsItsFoldersStamp() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = fileSystem.stamps(at: [root + "/Sub", root + "/A.swift"])
        _ = counting.takeAsked()
        try write("new", to: root + "/Sub/New.swift")
        fileSystem.forget(WatchedChanges(paths: [root + "/Sub/New.swift"]))
        let second = fileSystem.stamps(at: [root + "/Sub", root + "/A.swift"])
        #expect(counting.takeAsked() == [root + "/Sub"])
        #expect(second[0] == LocalFileSystem().stamp(at: root + "/Sub") && second[1] == first[1])
    }

    @Test func aReportedFolderOrALossForgetsWhatItCovers() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = [root + "/A.swift", root + "/Sub/B.swift", root + "/Sub/C.swift"]
        _ = fileSystem.stamps(at: paths)
        _ = counting.takeAsked()
        fileSystem.forget(WatchedChanges(paths: [root + "/Sub"]))
        _ = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == [root + "/Sub/B.swift", root + "/Sub/C.swift"])
        fileSystem.forget(WatchedChanges(paths: [], isComplete: false))
        _ = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == paths)
    }

    /// A symbolic link to a file is stamped with its target, whose edits are reported for the
    /// target's folder (here outside the watch) and never for the link: it is read every time, so
    /// an edit of the target shows with no change reported.
    @Test func aLinkToAFileIsReadEveryTime() throws {
        try expectReadEveryTime(name: "L.swift") { target, link in
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
    }

    /// A file hard-linked from outside the watch can be edited there without any event: it is read
    /// every time, like a symbolic link.
    @Test func aHardLinkedFileIsReadEveryTime() throws {
        try expectReadEveryTime(name: "H.swift") { target, link in
            try FileManager.default.linkItem(atPath: target, toPath: link)
        }
    }

    /// Makes `name` in the watched tree a link (by `link`) to a file outside it, edits that file in
    /// place, and expects the next stamps to read the link again, and only it.
    private func expectReadEveryTime(name: String, link: (String, String) throws -> Void) throws {
        let (root, counting, fileSystem) = try watchedTree()
        let outside = try makeTemporaryFolder("deli-watched-fs-target-")
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try write("old", to: outside + "/T.swift")
        try link(outside + "/T.swift", root + "/" + name)
        let paths = [root + "/A.swift", root + "/" + name]
        let first = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == paths)
        let handle = try #require(FileHandle(forWritingAtPath: outside + "/T.swift"))
        try handle.write(contentsOf: Array("a longer text".utf8))
        try handle.close()
        let second = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == [root + "/" + name])
        #expect(second[1] == LocalFileSystem().stamp(at: outside + "/T.swift") && second[1] != first[1])
        #expect(second[0] == first[0])
    }

    @Test func filesOutsideTheEventFoldersAreReadEveryTime() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = [root + "/A.swift", root + "/Sub/B.swift"]
        _ = fileSystem.stamps(at: paths)
        // Sub now polled (or gone from the watch): its file is read again, every time.
        fileSystem.watch(folders: [root])
        _ = counting.takeAsked()
        for _ in 0..<2 {
            _ = fileSystem.stamps(at: paths)
            #expect(counting.takeAsked() == [root + "/Sub/B.swift"])
        }
    }

    /// A long list asked for again (a build's sources) is answered from the last answer: only the
    /// stamps forgotten since, and those not kept, are read, in the list's order.
    @Test func aLongListAskedForAgainReadsOnlyWhatWasForgotten() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Out", withIntermediateDirectories: true)
        try write("out", to: root + "/Out/D.swift")
        let many = (0..<StampAnswers.minimumCount).map { root + "/F\($0).swift" }
        for path in many { try write("old", to: path) }
        let paths = many + [root + "/Sub/B.swift", root + "/Out/D.swift", root + "/Sub/C.swift"]
        let first = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == paths)
        #expect(fileSystem.stamps(at: paths) == first)
        #expect(counting.takeAsked() == [root + "/Out/D.swift"])

        try write("a longer text", to: many[5])
        fileSystem.forget(WatchedChanges(paths: [root + "/Sub/C.swift", many[5]]))
        let second = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == [many[5], root + "/Out/D.swift", root + "/Sub/C.swift"])
        #expect(second[5] == LocalFileSystem().stamp(at: many[5]) && second[5] != first[5])
        #expect(second.indices.filter { second[$0] != first[$0] } == [5])

        // Sub no longer reports events: its files are read every time from now on.
        fileSystem.watch(folders: [root])
        for _ in 0..<2 {
            _ = fileSystem.stamps(at: paths)
            #expect(counting.takeAsked() == [root + "/Sub/B.swift", root + "/Out/D.swift", root + "/Sub/C.swift"])
        }
        fileSystem.forget(WatchedChanges(paths: [], isComplete: false))
        #expect(fileSystem.stamps(at: paths) == second)
        #expect(counting.takeAsked() == paths)
    }

    /// The watch gives its folders again after every change it absorbs: the same list keeps every
    /// stamp, and a shorter one still forgets the files of the folders it no longer names.
    @Test func theSameFoldersAgainKeepTheStampsAndFewerForgetTheRest() throws {
        let (root, counting, fileSystem) = try watchedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = [root + "/A.swift", root + "/Sub/B.swift"]
        _ = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == paths)
        fileSystem.watch(folders: [root, root + "/Sub"])
        _ = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked().isEmpty)
        fileSystem.watch(folders: [root])
        _ = fileSystem.stamps(at: paths)
        #expect(counting.takeAsked() == [root + "/Sub/B.swift"])
    }

    @Test func relativePathsMeetTheAbsolutePathsTheWatcherReports() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let counting = CountingFileSystem()
        let fileSystem = WatchedFileSystem(base: counting)
        let directory = FileManager.default.currentDirectoryPath
        let relative = String(repeating: "../", count: directory.split(separator: "/").count) + root.dropFirst()
        fileSystem.watch(folders: [root + "/Sub"])
        _ = fileSystem.stamps(at: [relative + "/Sub/B.swift"])
        _ = fileSystem.stamps(at: [relative + "/Sub/B.swift"])
        #expect(counting.takeAsked().count == 1)
        fileSystem.forget(WatchedChanges(paths: [root + "/Sub/B.swift"]))
        _ = fileSystem.stamps(at: [relative + "/Sub/B.swift"])
        #expect(counting.takeAsked() == [relative + "/Sub/B.swift"])
    }
}

private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}
