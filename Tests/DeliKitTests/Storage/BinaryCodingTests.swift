import Testing

@testable import DeliKit

@Suite struct BinaryCodingTests {
    @Test func integersRoundTripAtTheirEdges() throws {
        let unsigned: [UInt64] = [0, 1, 127, 128, 300, UInt64(UInt32.max), .max]
        let signed = [0, 1, -1, 63, -64, 64, Int.max, Int.min]
        var writer = BinaryWriter()
        for value in unsigned { writer.write(value) }
        for value in signed { writer.write(value) }
        var reader = BinaryReader(bytes: writer.bytes)
        #expect(try unsigned.map { _ in try reader.readUInt64() } == unsigned)
        #expect(try signed.map { _ in try reader.readInt() } == signed)
        #expect(reader.isAtEnd)
    }

    @Test func aReaderOfARangeStopsAtItsEnd() throws {
        var writer = BinaryWriter()
        writer.write("before")
        writer.write("inside")
        let split = writer.bytes.count
        writer.write("after")
        let bytes = writer.bytes
        var reader = BinaryReader(bytes: bytes, offset: 0, end: split)
        #expect(try reader.readString() == "before" && reader.readString() == "inside" && reader.isAtEnd)
        #expect(throws: BinaryFormatError.self) { try reader.readString() }
        var slices = BinaryReader(bytes: bytes, offset: split, end: bytes.count)
        let range = try slices.readRawRange(count: bytes.count - split)
        #expect(range == split..<bytes.count && Array(slices.storage.bytes[range]) == Array(bytes[split...]))
        #expect(throws: BinaryFormatError.self) { try slices.readRawRange(count: 1) }
    }

    @Test func smallNumbersTakeOneByte() {
        var writer = BinaryWriter()
        writer.write(UInt64(127))
        writer.write(-64)
        #expect(writer.bytes == [127, 127])
    }

    @Test func sharedStringsAreWrittenOnce() throws {
        var writer = BinaryWriter()
        for name in ["Sources/App/A.swift", "Sources/App/A.swift", "é", "Sources/App/A.swift"] {
            writer.writeShared(name)
        }
        #expect(writer.bytes.count == 1 + 1 + 19 + 1 + 1 + 1 + 2 + 1)
        var reader = BinaryReader(bytes: writer.bytes)
        let names = try (0..<4).map { _ in try reader.readShared() }
        #expect(names == ["Sources/App/A.swift", "Sources/App/A.swift", "é", "Sources/App/A.swift"])
    }

    @Test func rawBytesHaveNoLengthAndAreBoundsChecked() throws {
        var writer = BinaryWriter()
        writer.writeRawBytes(Array("MAGIC".utf8))
        writer.writeShared("x")
        writer.writeShared("x")
        #expect(writer.bytes == Array("MAGIC".utf8) + [0, 1, 120, 1])
        var reader = BinaryReader(bytes: writer.bytes)
        #expect(try reader.readRawBytes(count: 5) == Array("MAGIC".utf8))
        #expect(reader.offset == 5)
        #expect(try [reader.readShared(), reader.readShared()] == ["x", "x"])
        #expect(throws: BinaryFormatError.damaged(at: 9)) { try reader.readRawBytes(count: 1) }
    }

    @Test func diagnosticsRoundTrip() throws {
        let diagnostic = Diagnostic.error(
            DiagnosticID("E001"), "no implementation of 'Logger'",
            at: SourceLocation(file: "A.swift", line: 3, column: 9),
            notes: [DiagnosticNote("declared here", at: .file("B.swift")), DiagnosticNote("no location")])
        var writer = BinaryWriter()
        writer.write([diagnostic, .warning(DiagnosticID("W101"), "unused")])
        var reader = BinaryReader(bytes: writer.bytes)
        #expect(try reader.read([Diagnostic].self) == [diagnostic, .warning(DiagnosticID("W101"), "unused")])
    }

    @Test func truncatedOrDamagedInputThrowsInsteadOfCrashing() throws {
        var writer = BinaryWriter()
        writer.write("a string long enough")
        writer.write([SourceLocation.file("A.swift")])
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            var reader = BinaryReader(bytes: Array(bytes[..<length]))
            #expect(throws: BinaryFormatError.self) {
                _ = try reader.readString()
                _ = try reader.read([DeliKit.SourceLocation].self)
            }
        }
        var huge = BinaryReader(bytes: [0xff, 0xff, 0xff, 0xff, 0x0f])
        #expect(throws: BinaryFormatError.self) { try huge.readString() }
        var notBool = BinaryReader(bytes: [2])
        #expect(throws: BinaryFormatError.self) { try notBool.readBool() }
        var badIndex = BinaryReader(bytes: [3])
        #expect(throws: BinaryFormatError.self) { try badIndex.readShared() }
    }

    /// ASCII strings of every length around a word, text beyond ASCII, and bytes that are not
    /// UTF-8 (a high bit in any of the eight positions of a word, or in the tail).
    @Test func stringsReadBackAndBytesThatAreNotUTF8AreRejected() throws {
        let texts = (0..<20).map { String(repeating: "a", count: $0) } + ["Zoë", "日本語のテキスト", "a\u{1F600}b"]
        var writer = BinaryWriter()
        for text in texts { writer.write(text) }
        var reader = BinaryReader(bytes: writer.bytes)
        #expect(try texts.map { _ in try reader.readString() } == texts)
        for position in 0..<11 {
            var bytes = Array("abcdefghijk".utf8)
            bytes[position] = 0xff
            var damaged = BinaryReader(bytes: [UInt8(bytes.count)] + bytes)
            #expect(throws: BinaryFormatError.self) { try damaged.readString() }
        }
        var truncated = BinaryReader(bytes: [2, 0xc3])
        #expect(throws: BinaryFormatError.self) { try truncated.readString() }
        var split = BinaryReader(bytes: [1, 0xc3, 0xab])
        #expect(throws: BinaryFormatError.self) { try split.readString() }
    }
}
