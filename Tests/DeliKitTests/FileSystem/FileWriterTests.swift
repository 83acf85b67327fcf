import Foundation
import Testing

@testable import DeliKit

@Suite struct FileWriterTests {
    @Test func createsMissingFoldersAndAcceptsExistingOnes() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileWriter.createDirectories(root + "/a/b/c")
        try FileWriter.createDirectories(root + "/a/b")
        #expect(LocalFileSystem().itemKind(at: root + "/a/b/c") == .directory)
        try FileWriter.create(root + "/a/file", with: [1])
        #expect(throws: FileWriter.Failure(reason: "Not a directory")) {
            try FileWriter.createDirectories(root + "/a/file/d")
        }
    }

    @Test func replaceSwapsTheWholeFileAndLeavesNoTemporaryFile() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileWriter.replace(root + "/new/Out.swift", with: Array("first".utf8))
        try FileWriter.replace(root + "/new/Out.swift", with: Array("second, longer".utf8))
        #expect(try LocalFileSystem().readFile(at: root + "/new/Out.swift") == Array("second, longer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/new") == ["Out.swift"])
    }

    @Test func replaceKeepsTheReplacedFilesPermissions() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Out.swift"
        try FileWriter.replace(path, with: Array("first".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileWriter.replace(path, with: Array("second".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o444)
        #expect(try LocalFileSystem().readFile(at: path) == Array("second".utf8))
    }

    /// The new contents are a new file: a reader that opened the old one still reads the old
    /// contents, and nothing else is left in the folder.
    @Test func replaceLeavesAnOpenReaderTheOldFile() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Out.swift"
        try FileWriter.replace(path, with: Array("old".utf8))
        let reader = try #require(FileHandle(forReadingAtPath: path))
        defer { try? reader.close() }
        try FileWriter.replace(path, with: Array("new".utf8))
        #expect(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self) == "old")
        #expect(try LocalFileSystem().readFile(at: path) == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Out.swift"])
    }

    /// A folder at the path is never swapped away: the replacement fails as a rename does, and the
    /// folder stays; a symbolic link at the path is replaced by the file, as a rename does.
    @Test func replaceFailsOnAFolderAndReplacesALink() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileWriter.createDirectories(root + "/Out.swift")
        #expect(throws: FileWriter.Failure.self) { try FileWriter.replace(root + "/Out.swift", with: [1]) }
        #expect(LocalFileSystem().itemKind(at: root + "/Out.swift") == .directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Out.swift"])

        try FileWriter.replace(root + "/target", with: Array("target".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "target")
        try FileWriter.replace(root + "/link", with: Array("file".utf8))
        #expect(FileWriter.linkDestination(of: root + "/link") == nil)
        #expect(try LocalFileSystem().readFile(at: root + "/link") == Array("file".utf8))
        #expect(try LocalFileSystem().readFile(at: root + "/target") == Array("target".utf8))
    }

    #if os(Linux)
        @Test func swapExchangesTwoNames() throws {
            let root = try makeTemporaryFolder("deli-writer-")
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileWriter.create(root + "/a", with: Array("a".utf8))
            try FileWriter.create(root + "/b", with: Array("b".utf8))
            #expect(FileExchange.swap(root + "/a", root + "/b"))
            #expect(try LocalFileSystem().readFile(at: root + "/a") == Array("b".utf8))
            #expect(try LocalFileSystem().readFile(at: root + "/b") == Array("a".utf8))
            #expect(!FileExchange.swap(root + "/a", root + "/missing"), "nothing to swap with")
            #expect(try LocalFileSystem().readFile(at: root + "/a") == Array("b".utf8))
        }
    #endif

    @Test func replaceIntoAFolderThatIsAFileFailsWithTheSystemsWords() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileWriter.create(root + "/blocker", with: [])
        #expect(throws: FileWriter.Failure(reason: "Not a directory")) {
            try FileWriter.replace(root + "/blocker/Out.swift", with: [1])
        }
    }

    @Test func createRefusesAnExistingFile() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileWriter.create(root + "/deli.yml", with: Array("a".utf8))
        #expect(throws: FileWriter.Failure(reason: "File exists")) {
            try FileWriter.create(root + "/deli.yml", with: Array("b".utf8))
        }
        #expect(try LocalFileSystem().readFile(at: root + "/deli.yml") == Array("a".utf8))
    }

    @Test func linkDestinationIsWhatTheLinkSays() throws {
        let root = try makeTemporaryFolder("deli-writer-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "../elsewhere/x")
        #expect(FileWriter.linkDestination(of: root + "/link") == "../elsewhere/x")
        #expect(FileWriter.linkDestination(of: root) == nil)
    }
}
