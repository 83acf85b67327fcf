import Testing

@testable import DeliKit

@Suite struct InMemoryFileSystemTests {
    @Test func filesDirectoriesAndErrors() throws {
        var fileSystem = InMemoryFileSystem(files: ["a/b/c.txt": "hi", "top.txt": "t"])
        fileSystem.addDirectory("empty/dir")
        fileSystem.makeUnreadable("top.txt")
        #expect(try fileSystem.readFile(at: "a/b/c.txt") == Array("hi".utf8))
        #expect(fileSystem.itemKind(at: "a/b") == .directory)
        #expect(fileSystem.itemKind(at: "./a/b/c.txt") == .file)
        #expect(fileSystem.itemKind(at: "nope") == nil)
        #expect(throws: FileSystemError.notFound(path: "nope")) { try fileSystem.readFile(at: "nope") }
        #expect(throws: FileSystemError.unreadable(path: "top.txt", reason: "Permission denied")) {
            try fileSystem.readFile(at: "top.txt")
        }
        let names = try fileSystem.contentsOfDirectory(at: ".").map(\.name).sorted()
        #expect(names == ["a", "empty", "top.txt"])
    }

    @Test func walkerListsEverythingSorted() {
        let fileSystem = InMemoryFileSystem(files: ["r/z.swift": "", "r/a/b.swift": "", "r/a/c/d.txt": ""])
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: "r")
        #expect(walked.files == ["a/b.swift", "a/c/d.txt", "z.swift"])
        #expect(walked.failures.isEmpty)
    }
}
