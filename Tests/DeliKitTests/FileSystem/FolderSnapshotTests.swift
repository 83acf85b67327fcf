import Foundation
import Testing

@testable import DeliKit

/// What a walk of folders lists: files and folders from the roots as given, hidden and excluded
/// folders (and excluded files) left out; the folders alone when the files are not needed.
@Suite struct FolderSnapshotTests {
    private func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("deli-snapshot-\(UUID().uuidString)")
            .path
        for folder in ["Sub/Deep", ".hidden", "Generated", "Sub/Generated"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["A.swift", "Sub/B.swift", "Sub/Deep/C.swift", ".hidden/D.swift", "Generated/E.swift", "skip.me"] {
            try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        return root
    }

    @Test func listsFilesAndFoldersButNotHiddenOrExcludedOnes() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let excluded: Set = [FilePath.normalize(root + "/Generated"), FilePath.normalize(root + "/skip.me")]
        let snapshot = FolderSnapshot(roots: [root], excluded: excluded, stamping: false)
        #expect(snapshot.folders == [root, root + "/Sub", root + "/Sub/Deep", root + "/Sub/Generated"])
        #expect(Set(snapshot.files) == [root + "/A.swift", root + "/Sub/B.swift", root + "/Sub/Deep/C.swift"])
        #expect(snapshot.stamps.isEmpty)
    }

    @Test func listsOnlyTheFoldersWhenTheFilesAreNotNeeded() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let excluded: Set = [FilePath.normalize(root + "/Sub/../Generated")]
        let snapshot = FolderSnapshot(roots: [root], excluded: excluded, stamping: false, listingFiles: false)
        #expect(snapshot.folders == [root, root + "/Sub", root + "/Sub/Deep", root + "/Sub/Generated"])
        #expect(snapshot.files.isEmpty)
    }
}
