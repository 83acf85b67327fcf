/// Converts positions in a file's bytes into 1-based ``SourceLocation`` values whose column counts
/// UTF-8 bytes, as Deli's diagnostics do.
///
/// libyaml's marks count characters and Foundation's JSON errors give byte offsets; this map turns
/// both into line and byte column. Character columns are counted from the last position asked
/// for when it is on the same line and not after the new one, so the marks of a whole document,
/// which libyaml gives in order, cost one pass over its bytes (a 40,000-item line is not rescanned
/// for every item).
struct SourceTextMap {
    let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The last converted character position: its line, character column and byte offset.
    private var cursor = (line: -1, characters: 0, byte: 0)

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 10 {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// The location of a 0-based line and 0-based character column (libyaml's mark).
    mutating func location(line: Int, characterColumn: Int) -> SourceLocation {
        guard line >= 0, line < lineStarts.count else {
            return SourceLocation(file: file, line: max(line, 0) + 1, column: characterColumn + 1)
        }
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        var (byte, characters) = (start, 0)
        if cursor.line == line, cursor.characters <= characterColumn {
            (byte, characters) = (cursor.byte, cursor.characters)
        }
        while byte < end, characters < characterColumn {
            byte += Self.sequenceLength(bytes[byte])
            characters += 1
        }
        cursor = (line, characters, byte)
        return SourceLocation(file: file, line: line + 1, column: min(byte, end) - start + 1)
    }

    /// The location of a 0-based byte offset.
    func location(byteOffset: Int) -> SourceLocation {
        let offset = min(max(byteOffset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
