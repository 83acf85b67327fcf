/// Spells values as Swift source literals.
enum SwiftLiteral {
    /// A double-quoted string literal with every character that needs it escaped, including `\(`
    /// (by escaping the backslash) and control characters.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            result += escaped(scalar)
        }
        return result + "\""
    }

    /// A literal that Swift reads back as exactly this `Double`.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        let text = "\(value)"
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            return String(scalar)
        }
    }
}
