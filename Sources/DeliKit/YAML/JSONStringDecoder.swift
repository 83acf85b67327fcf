/// Decodes one JSON string literal (quotes, escapes, `\u` surrogate pairs) starting at `index`.
struct JSONStringDecoder {
    private let bytes: [UInt8]
    private(set) var index: Int

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.index = start
    }

    /// The string's value, leaving `index` after the closing quote; nil if the literal is cut off.
    mutating func decode() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var output: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: output, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                guard decodeEscape(into: &output) else { return nil }
            } else {
                output.append(byte)
            }
        }
        return nil
    }

    private mutating func decodeEscape(into output: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let escape = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "b"): 8,
            UInt8(ascii: "f"): 12, UInt8(ascii: "\""): 34, UInt8(ascii: "\\"): 92, UInt8(ascii: "/"): 47,
        ]
        if let replacement = simple[escape] {
            output.append(replacement)
            return true
        }
        guard escape == UInt8(ascii: "u"), let unit = readHex4() else { return false }
        output.append(contentsOf: utf8(forUnit: unit))
        return true
    }

    private mutating func utf8(forUnit unit: UInt16) -> [UInt8] {
        var units = [unit]
        if UTF16.isLeadSurrogate(unit), index + 1 < bytes.count, bytes[index] == 92, bytes[index + 1] == 117 {
            index += 2
            if let trail = readHex4() { units.append(trail) }
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    private mutating func readHex4() -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<index + 4], as: UTF8.self)
        index += 4
        return UInt16(text, radix: 16)
    }
}
