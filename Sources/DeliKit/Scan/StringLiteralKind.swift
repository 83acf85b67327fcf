/// The delimiters of one Swift string literal: how many `#` it is wrapped in and whether it is a
/// multi-line (`"""`) literal. Used by ``DeclarationChunker`` to find where a literal ends.
struct StringLiteralKind: Equatable {
    var hashes: Int
    var isMultiline: Bool

    /// The literal that opens at `index` (`"`, `"""`, `#"`, `##"""`, …), or nil when none does.
    static func opening(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> StringLiteralKind? {
        var quote = index
        while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
        return StringLiteralKind(hashes: quote - index, isMultiline: quotes(at: quote, in: bytes, count: 3))
    }

    var openingLength: Int { hashes + (isMultiline ? 3 : 1) }

    var closingLength: Int { openingLength }

    /// True when the literal's closing delimiter starts at `index`.
    func closes(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let quoteCount = isMultiline ? 3 : 1
        return Self.quotes(at: index, in: bytes, count: quoteCount)
            && hasHashes(after: index + quoteCount, in: bytes)
    }

    /// True when `hashes` `#` characters follow from `index` (always true for a plain literal).
    func hasHashes(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        return (index..<(index + hashes)).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }

    private static func quotes(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (index..<(index + count)).allSatisfy { bytes[$0] == UInt8(ascii: "\"") }
    }
}
