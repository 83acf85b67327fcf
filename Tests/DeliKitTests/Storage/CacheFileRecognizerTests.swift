import Testing

@testable import DeliKit

/// `deli clean` deletes a file only when its name and first bytes are those deli writes.
@Suite struct CacheFileRecognizerTests {
    private static let scan = ScanCache().binaryEncoded()
    private static let record: [UInt8] = {
        var writer = BinaryWriter()
        writer.write("0.1.0 1234-5678")
        return writer.bytes + PayloadChecksumTests.record.bytes
    }()
    private static let log = ScanCacheChange(trustedBefore: 1, removed: ["a.swift"], changed: [:])
        .record(base: Array(repeating: 7, count: PayloadChecksum.byteCount))
    private static let texts = RecordedTexts.bytes(
        factory: (PiecedText(text: "// factory"), ContentHash(of: "// factory"), nil), resolved: nil)
    private static let outputs: [UInt8] = {
        var writer = OutputStamps.frame.writer()
        writer.write(OutputStamps(entries: [], trustedBefore: 1))
        return OutputStamps.frame.sealed(&writer)
    }()
    private static let walk: [UInt8] = {
        var writer = RecordedWalk.frame.writer()
        writer.write(RecordedWalk(root: "Sources/App", includeHidden: false, files: ["A.swift"], directories: []))
        return RecordedWalk.frame.sealed(&writer)
    }()

    @Test func deliFilesAreRecognisedByNameAndFirstBytes() {
        #expect(CacheFileRecognizer.isDeliFile(name: "scan-App.bin", header: Self.scan))
        #expect(CacheFileRecognizer.isDeliFile(name: "scan-App_Tests_1.bin", header: Self.scan))
        #expect(CacheFileRecognizer.isDeliFile(name: "record-App.bin", header: Self.record))
        #expect(CacheFileRecognizer.isDeliFile(name: ".scan-App.bin.4242.tmp", header: []))
        #expect(CacheFileRecognizer.isDeliFile(name: ".record-App.bin.7.tmp", header: Self.record))
        #expect(CacheFileRecognizer.isDeliFile(name: "scan-App.log", header: Self.log))
        #expect(CacheFileRecognizer.isDeliFile(name: "scan-App.log", header: []))
        #expect(CacheFileRecognizer.isDeliFile(name: "texts-App.bin", header: Self.texts))
        #expect(CacheFileRecognizer.isDeliFile(name: "outputs-App.bin", header: Self.outputs))
        #expect(CacheFileRecognizer.isDeliFile(name: ".texts-App.bin.9.tmp", header: []))
        #expect(CacheFileRecognizer.isDeliFile(name: "walk-0a1b2c.bin", header: Self.walk))
    }

    @Test(arguments: [
        ("scan-App.bin", Array("not a cache".utf8)), ("record-App.bin", Self.scan), ("scan-App.bin", Self.record),
        ("scan-.bin", Self.scan), ("scan-A b.bin", Self.scan), ("App.swift", Self.scan),
        ("scan-App.bin.bak", Self.scan), ("scan-App.log", Self.scan), ("record-App.log", Self.log),
        (".scan-App.bin.tmp", []), (".scan-App.bin.12x.tmp", []), (".scan-App.bin.1.tmp", Array("x".utf8)),
        ("Package.swift", []), ("texts-App.bin", Self.outputs), ("outputs-App.bin", Self.texts),
        ("texts-App.log", Self.texts), ("walk-0a1b2c.bin", Self.texts), ("record-App.bin", Self.walk),
    ])
    func anythingElseIsNot(name: String, header: [UInt8]) {
        #expect(!CacheFileRecognizer.isDeliFile(name: name, header: header))
    }
}
