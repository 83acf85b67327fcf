import Foundation
import Testing

/// `deli clean` deletes only the cache folder deli wrote: any other path is refused with exit code 2
/// and nothing is deleted.
@Suite struct CleanSafetyCLITests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
    }

    private func exists(_ path: String, in project: TemporaryProject) -> Bool {
        FileManager.default.fileExists(atPath: project.url.appendingPathComponent(path).path)
    }

    @Test(arguments: [
        ("Sources/App", "it holds entries deli did not write ('App.swift', 'DeliFactory.swift')"),
        (".", "it holds entries deli did not write ('.build', 'Deli.resolved', 'Sources' and 1 more)"),
        ("deli.yml", "it is a file, not a cache folder"),
    ])
    func aPathDeliDidNotWriteIsRefused(path: String, reason: String) throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        let result = try DeliProcess.run(["clean", "--cache-path", path], in: project.url)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: refusing to delete '\(path)': \(reason); nothing was deleted [DELI-C070]\n")
        #expect(exists("deli.yml", in: project))
        #expect(exists("Sources/App/App.swift", in: project))
        #expect(exists("Sources/App/DeliFactory.swift", in: project))
        #expect(exists(CacheCLITests.cacheFile, in: project))
    }

    @Test func aCacheFolderWithAForeignFileIsLeftWhole() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        try project.write("notes", to: ".build/deli-cache/notes.txt")
        try project.write("not a cache", to: ".build/deli-cache/scan-Other.bin")
        let result = try DeliProcess.run(["clean"], in: project.url)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: refusing to delete '.build/deli-cache': it holds entries deli did not write "
                + "('notes.txt', 'scan-Other.bin'); nothing was deleted [DELI-C070]\n")
        #expect(exists(CacheCLITests.cacheFile, in: project))
        #expect(exists(RecordCLITests.recordFile, in: project))
    }

    @Test func aSymbolicLinkIsRefused() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build", "--cache-path", "real"], in: project.url).status == 0)
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("link").path, withDestinationPath: "real")
        let result = try DeliProcess.run(["clean", "--cache-path", "link"], in: project.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("it is a symbolic link"))
        #expect(exists("real/scan-App.bin", in: project))
    }

    @Test func theCacheWithItsRecordsAndLeftoverTemporaryFilesIsDeleted() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build", "--cache-path", "c"], in: project.url).status == 0)
        try project.write("", to: "c/.scan-App.bin.4242.tmp")
        #expect(exists("c/record-App.bin", in: project))
        let result = try DeliProcess.run(["clean", "--cache-path", "c"], in: project.url)
        #expect(result.status == 0 && result.standardError == "")
        #expect(!exists("c", in: project))
    }
}

/// A cache or record whose bytes were changed is never trusted: it is discarded (a note under
/// `--verbose`), the run works from the sources, and a sound file replaces it.
@Suite struct DamagedCacheCLITests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
    }

    /// Changes one letter of `text` where it occurs in the binary file at `path`.
    private func damage(_ path: String, replacing text: String, in project: TemporaryProject) throws {
        let url = project.url.appendingPathComponent(path)
        var bytes = Array(try Data(contentsOf: url))
        let range = try #require(bytes.firstRange(of: Array(text.utf8)))
        bytes[range.lowerBound] ^= 0x20
        try Data(bytes).write(to: url)
    }

    @Test func aDamagedRecordIsDiscardedAndTheFactoryStaysCorrect() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        let factory = try project.read("Sources/App/DeliFactory.swift")
        // The record holds stamps and fingerprints; its last byte is part of its checksum.
        let url = project.url.appendingPathComponent(RecordCLITests.recordFile)
        var bytes = Array(try Data(contentsOf: url))
        bytes[bytes.count - 1] ^= 0x20
        try Data(bytes).write(to: url)
        let result = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(result.status == 0)
        #expect(!result.standardError.contains(RecordCLITests.replayed))
        #expect(
            result.standardError.contains(
                "deli: discarded the damaged cache file '.build/deli-cache/record-App.bin' "
                    + "(its checksum does not match its contents); this run rebuilds it\n"))
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
        let again = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(again.standardError.contains(RecordCLITests.replayed))
        #expect(!again.standardError.contains("discarded"))
    }

    /// The scan cache is read when the record does not answer, so each run edits the source too.
    @Test func aDamagedScanCacheIsDiscardedQuietlyWithoutVerbose() throws {
        let project = try project()
        #expect(try DeliProcess.run(["validate"], in: project.url).status == 0)
        try damage(CacheCLITests.cacheFile, replacing: "Greeter", in: project)
        try project.write(CLITests.sources + "\n// edited\n", to: "Sources/App/App.swift")
        let quiet = try DeliProcess.run(["validate"], in: project.url)
        #expect(quiet.status == 0 && !quiet.standardError.contains("discarded"))
        try damage(CacheCLITests.cacheFile, replacing: "Greeter", in: project)
        try project.write(CLITests.sources + "\n// edited again\n", to: "Sources/App/App.swift")
        let verbose = try DeliProcess.run(["validate", "--verbose"], in: project.url)
        #expect(verbose.status == 0)
        #expect(
            verbose.standardError.contains(
                "deli: discarded the damaged cache file '.build/deli-cache/scan-App.bin' "
                    + "(its checksum does not match its contents); this run rebuilds it\n"))
    }
}
