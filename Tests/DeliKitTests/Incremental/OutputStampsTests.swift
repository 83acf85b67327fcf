import Foundation
import Testing

@testable import DeliKit

@Suite struct OutputStampsTests {
    private let old = FileStamp(size: 10, modified: 1_000, changed: 1_000, inode: 1)
    private let fresh = FileStamp(size: 10, modified: 5_000, changed: 5_000, inode: 1)

    private func entry(_ stamp: FileStamp, text: String = "factory") -> OutputStamps.Entry {
        OutputStamps.Entry(path: "Sources/App/DeliFactory.swift", hash: ContentHash(of: text), stamp: stamp)
    }

    @Test func onlyARecordedStampOlderThanTheTrustTimeProvesTheFile() {
        let stamps = OutputStamps(entries: [entry(old), entry(fresh, text: "other")], trustedBefore: 2_000)
        #expect(stamps.trusts(entry(old)))
        #expect(!stamps.trusts(entry(old, text: "a new text")), "another text to write")
        #expect(!stamps.trusts(entry(FileStamp(size: 11, modified: 1_000, changed: 1_000, inode: 1))))
        #expect(!stamps.trusts(entry(fresh, text: "other")), "written in the racy window")
    }

    @Test func savingPaysOnlyWhenTheNextRunLearnsSomething() {
        let racy = OutputStamps(entries: [entry(fresh)], trustedBefore: 2_000)
        #expect(racy.isOutdated(by: OutputStamps(entries: [entry(fresh)], trustedBefore: 9_000)))
        let settled = OutputStamps(entries: [entry(fresh)], trustedBefore: 9_000)
        #expect(!settled.isOutdated(by: OutputStamps(entries: [entry(fresh)], trustedBefore: 12_000)))
        #expect(settled.isOutdated(by: OutputStamps(entries: [entry(old)], trustedBefore: 12_000)))
    }

    @Test func theDiskStoreReadsBackWhatItWroteAndIgnoresDamage() throws {
        let directory = NSTemporaryDirectory() + "deli-outputs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = DiskBuildRecordStore(directory: directory)
        let stamps = OutputStamps(entries: [entry(old)], trustedBefore: 2_000)
        #expect(store.loadOutputs(target: "App") == nil)
        store.saveOutputs(stamps, target: "App")
        #expect(store.loadOutputs(target: "App") == stamps)
        let path = directory + "/outputs-App.bin"
        #expect(
            CacheFileRecognizer.isDeliFile(
                name: "outputs-App.bin", header: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        try Data("DELIOUTS damaged".utf8).write(to: URL(fileURLWithPath: path))
        #expect(store.loadOutputs(target: "App") == nil)
    }
}
