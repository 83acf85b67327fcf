import Foundation
import Synchronization
import Testing

@testable import DeliKit

/// A scan cache on disk that counts whole loads.
private final class CountingDiskCache: ScanCacheStorage {
    let disk: DiskScanCache
    let loads = Mutex(0)

    init(directory: String) {
        disk = DiskScanCache(directory: directory)
    }

    func load(target: String) -> ScanCache? {
        loads.withLock { $0 += 1 }
        return disk.load(target: target)
    }

    func save(_ cache: ScanCache, target: String) { disk.save(cache, target: target) }

    func save(_ cache: ScanCache, change: ScanCacheChange?, target: String) {
        disk.save(cache, change: change, target: target)
    }

    func update(_ entries: [String: CachedScan], target: String) { disk.update(entries, target: target) }
}

/// A few edited files that still declare what they did are answered from the build record without
/// loading the scan cache; their new entries still reach it, and every run agrees with a run
/// without caches (``IncrementalBuildTests/Session/step(advance:sourceLocation:)`` checks that).
@Suite struct EditedFilesReplayTests {
    private typealias Session = IncrementalBuildTests.Session
    private static let consumer = IncrementalBuildTests.files["App/Consumer.swift"]!

    @Test func aBodyEditIsAnsweredWithoutLoadingTheScanCache() throws {
        var session = Session()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deli-edit-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = CountingDiskCache(directory: directory)
        session.caches = cache
        _ = session.step()
        let loadsBefore = cache.loads.withLock { $0 }
        session.write(
            "App/Consumer.swift", "// a note\n" + Self.consumer.replacingOccurrences(of: "run\"", with: "go\""))
        session.write("App/Plain.swift", IncrementalBuildTests.files["App/Plain.swift"]! + "// plain\n")
        let (outcome, reads) = session.step()
        #expect(outcome.isReplayed && outcome.editedFilesDeclareTheSame)
        #expect(reads == ["App/Consumer.swift", "App/Plain.swift"])
        #expect(cache.loads.withLock { $0 } == loadsBefore, "the scan cache was not read")
        let entries = try #require(cache.load(target: "App")).files
        #expect(
            entries["App/Plain.swift"]?.hash
                == ContentHash(of: IncrementalBuildTests.files["App/Plain.swift"]! + "// plain\n"))
        #expect(entries["App/Consumer.swift"]?.result?.types.first?.name == "Consumer")
    }

    @Test func aDeclarationEditFallsBackToTheScanAndReadsEachFileOnce() {
        var session = Session()
        _ = session.step()
        let edited = Self.consumer.replacingOccurrences(of: "_ logger: Logger)", with: "_ logger: Logger, _ a: Audit)")
        session.write("App/Consumer.swift", edited)
        let (outcome, reads) = session.step()
        #expect(!outcome.isReplayed && outcome.hasErrors, "Audit is no component")
        #expect(reads == ["App/Audit.swift", "App/Consumer.swift"])
    }

    @Test func aPlainFileThatStartsToMentionAComponentIsScanned() {
        var session = Session()
        _ = session.step()
        session.write("App/Plain.swift", "extension Consumer { func extra() {} }\n")
        let (outcome, _) = session.step()
        #expect(!outcome.isReplayed, "the file now declares an extension of a component")
    }

    @Test func editsInTheTickOfTheRunBeforeAreSeen() {
        var session = Session()
        _ = session.step()
        session.write("App/Consumer.swift", "// one\n" + Self.consumer)
        let (first, _) = session.step(advance: 0)
        #expect(first.isReplayed)
        // Same size, same time: only its hash tells the second edit apart.
        session.write("App/Consumer.swift", "// two\n" + Self.consumer)
        let (second, reads) = session.step(advance: 0)
        #expect(second.isReplayed && reads == ["App/Consumer.swift"])
        session.write(
            "App/Consumer.swift", "// two\n" + Self.consumer.replacingOccurrences(of: "Logger", with: "Lodger"))
        let (third, _) = session.step(advance: 0)
        #expect(!third.isReplayed && third.hasErrors, "Lodger is no component")
    }

    @Test func manyEditedFilesRunTheScan() {
        var session = Session()
        for index in 0..<(EditedFilesMatcher.limit + 1) {
            session.write("App/Extra\(index).swift", "struct E\(index) {}\n")
        }
        _ = session.step()
        for index in 0..<(EditedFilesMatcher.limit + 1) {
            session.write("App/Extra\(index).swift", "struct E\(index) {}\n// edited\n")
        }
        let (outcome, _) = session.step()
        #expect(outcome.isReplayed, "the scan's own declaration check answers")
    }

    @Test func aFileParsedAgainForANewNameIsRecordedWithItsNewDeclarations() throws {
        var session = Session()
        session.write("App/Tools.swift", "import Deli\nfinal class Tool: Component {}\nstruct Helper: Service {}\n")
        session.write("App/Service.swift", "protocol Service {}\n")
        _ = session.step()
        // The same files: the record applies, and Tools.swift is parsed again for the new name.
        session.write("App/Service.swift", "import Deli\nprotocol Service: Component {}\n")
        let (grown, _) = session.step()
        #expect(grown.componentCount == 4, "Helper is a component through Service")
        let record = try #require(session.records.load(target: "App"))
        let index = try #require(grown.target.sourceFiles.firstIndex(of: "App/Tools.swift"))
        let file = "import Deli\nfinal class Tool: Component {}\nstruct Helper: Service {}\n"
        let scanned = SwiftFileScanner.scan(SourceFile(path: "App/Tools.swift", text: file))
        #expect(record.files[index].declarations == scanned.declarationsFingerprint)
        session.write("App/Tools.swift", file + "// a note\n")
        let (edited, _) = session.step()
        #expect(edited.isReplayed && edited.componentCount == 4)
    }
}
