import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns syntax positions into 1-based `SourceLocation`s of one file.
///
/// Lines are found in a table of line starts built with one pass over the UTF-8 bytes, which is far
/// cheaper than walking every token; columns count UTF-8 bytes like the compiler. `\n`, `\r\n` and a
/// lone `\r` end a line, as in `SourceLocationConverter`.
struct SyntaxLocator {
    let path: String
    private let lineStarts: [Int]
    /// Where the offsets of the parsed text are in `text` (the parser may have read a reduced text).
    private let offsets: OffsetMap

    /// Locates in `text` the nodes of a tree parsed from it, or from a reduction of it whose offsets
    /// `offsets` maps back.
    init(path: String, text: String, offsets: OffsetMap = .identity) {
        self.path = path
        self.lineStarts = Self.lineStarts(of: text)
        self.offsets = offsets
    }

    /// The location of the first character of `node`, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let offset = offsets.original(position.utf8Offset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private static func lineStarts(of text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, memchr(base, 13, bytes.count) == nil else {
                return lineStarts(ofAnyEndings: bytes)
            }
            // Line feeds only (nearly every file): found with `memchr`, not byte by byte.
            var starts = [0]
            var cursor = base
            let end = base + bytes.count
            while cursor < end, let found = memchr(cursor, 10, end - cursor) {
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(cursor - base)
            }
            return starts
        }
    }

    private static func lineStarts(ofAnyEndings bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        var previous: UInt8 = 0
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte == 10 {
                starts.append(offset + 1)
            } else if previous == 13 {
                starts.append(offset)
            }
            previous = byte
        }
        if previous == 13 { starts.append(bytes.count) }
        return starts
    }
}
