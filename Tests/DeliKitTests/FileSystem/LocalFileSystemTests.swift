import Foundation
import Testing

@testable import DeliKit

@Suite struct LocalFileSystemTests {
    /// A file is read whole whatever `fstat` said of its size: empty, exactly the size, and larger
    /// than it (a `/proc` file reports 0 bytes and has many lines).
    @Test func readsWholeFilesOfEverySize() throws {
        let root = try makeTemporaryFolder("deli-read-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        for size in [0, 1, 4095, 4096, 4097, 100_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/f\(size)"))
            #expect(try fileSystem.readFile(at: root + "/f\(size)") == bytes, "\(size) bytes")
        }
        #if os(Linux)
            let status = try fileSystem.readFile(at: "/proc/self/status")
            #expect(status.count > 100 && status.last == 10)
            #expect(String(decoding: status, as: UTF8.self).contains("\nVmRSS:"))
        #endif
    }

    @Test func readsListsAndStopsAtSymlinkLoops() throws {
        let root = try makeTemporaryFolder("deli-fs-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/src/sub", withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/src/A.swift"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: root + "/src/sub/B.swift"))
        try manager.createSymbolicLink(atPath: root + "/src/sub/loop", withDestinationPath: root + "/src")
        try manager.createSymbolicLink(atPath: root + "/src/broken", withDestinationPath: root + "/missing")
        try manager.createSymbolicLink(atPath: root + "/src/self", withDestinationPath: root + "/src/self")

        let fileSystem = LocalFileSystem()
        #expect(try fileSystem.readFile(at: root + "/src/A.swift") == Array("let a = 1\n".utf8))
        #expect(fileSystem.itemKind(at: root + "/src/sub/loop") == .directory)
        #expect(fileSystem.itemKind(at: root + "/src/broken") == nil)
        let entries = try fileSystem.contentsOfDirectory(at: root + "/src").sorted { $0.name < $1.name }
        #expect(
            entries == [
                DirectoryEntry(name: "A.swift", kind: .file),
                DirectoryEntry(name: "broken", kind: nil, isSymbolicLink: true),
                DirectoryEntry(name: "self", kind: nil, isSymbolicLink: true),
                DirectoryEntry(name: "sub", kind: .directory),
            ])
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: root + "/src")
        #expect(walked.files == ["A.swift", "sub/B.swift"])
    }

    @Test func stampsFollowEditsAndBatchesMatchSingleStamps() throws {
        let root = try makeTemporaryFolder("deli-fs-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["/b", "/x", "/bb"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        for path in ["/a.swift", "/b/c.swift", "/b/d.swift", "/x/c.swift", "/bb/c.swift"] {
            try Data(path.utf8).write(to: URL(fileURLWithPath: root + path))
        }
        let fileSystem = LocalFileSystem()
        // Neighbouring folders whose names have the same length, or one is a prefix of the other.
        let paths = [
            root + "/a.swift", root + "/b/c.swift", root + "/x/c.swift", root + "/bb/c.swift",
            root + "/missing/e.swift",
            root + "/b/d.swift",
        ]
        let batch = fileSystem.stamps(at: paths)
        #expect(batch == paths.map { fileSystem.stamp(at: $0) })
        #expect(batch[4] == nil && batch[0]?.size == 8 && Set(batch.compactMap { $0?.inode }).count == 5)
        #expect(fileSystem.currentTime() >= batch[0]?.modified ?? .max)
        try Data("longer".utf8).write(to: URL(fileURLWithPath: root + "/a.swift"))
        #expect(fileSystem.stamp(at: root + "/a.swift")?.size == 6)
    }

    @Test func reportsMissingAndDirectoryReads() throws {
        let root = try makeTemporaryFolder("deli-fs-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        #expect(throws: FileSystemError.notFound(path: root + "/none")) { try fileSystem.readFile(at: root + "/none") }
        #expect(throws: FileSystemError.unreadable(path: root, reason: "Is a directory")) {
            try fileSystem.readFile(at: root)
        }
        #expect(throws: FileSystemError.notFound(path: root + "/none")) {
            try fileSystem.contentsOfDirectory(at: root + "/none")
        }
    }

    @Test func skipsNamesThatAreNotUTF8() throws {
        let root = try makeTemporaryFolder("deli-fs-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bytes = Array((root + "/bad-").utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0])
        let descriptor = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        try Data().write(to: URL(fileURLWithPath: root + "/good.swift"))
        let names = try LocalFileSystem().contentsOfDirectory(at: root).map(\.name)
        #expect(names == ["good.swift"])
    }
}
