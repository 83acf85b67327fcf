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
