/// Types scalars with the YAML 1.1 rules: plain scalars become null, bool, int, float or string;
/// quoted scalars stay strings; the standard `!!` tags force a type.
///
/// Decisions worth knowing: `y`/`n` stay strings (as in most YAML 1.1 libraries); integers that do
/// not fit in `Int` stay strings; `0o17` (YAML 1.2) and `017` (YAML 1.1) are both octal.
public enum YAMLScalarResolver {
    /// The full names of the standard tags libyaml hands over for `!!str`, `!!int`, ….
    public enum Tag {
        public static let string = "tag:yaml.org,2002:str"
        public static let int = "tag:yaml.org,2002:int"
        public static let float = "tag:yaml.org,2002:float"
        public static let bool = "tag:yaml.org,2002:bool"
        public static let null = "tag:yaml.org,2002:null"
        /// Base64 data; kept as its text.
        public static let binary = "tag:yaml.org,2002:binary"
        /// A date or date and time; kept as its text.
        public static let timestamp = "tag:yaml.org,2002:timestamp"
    }

    /// The typed value of a plain (unquoted, untagged) scalar.
    public static func resolvePlain(_ text: String) -> YAMLScalar {
        // Numbers start with a digit, a sign or a dot, so a word starting with a letter is a null,
        // a bool or a string; it is a string when longer than five letters (the longest null or
        // bool is `false`) or when it starts with none of their letters (the writer asks for every
        // name it emits).
        if let first = text.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") {
            guard text.utf8.count <= 5, "nNtTyYoOfF".utf8.contains(first) else { return .string(text) }
            if isNull(text) { return .null }
            return bool(text).map(YAMLScalar.bool) ?? .string(text)
        }
        if isNull(text) { return .null }
        if let value = bool(text) { return .bool(value) }
        if let value = int(text) { return .int(value) }
        if let value = float(text) { return .float(value) }
        return .string(text)
    }

    /// The typed value of a scalar with an explicit standard tag, or nil when the text does not
    /// fit the tag (for example `!!int abc`). Unknown tags give nil too. `!!binary` and
    /// `!!timestamp` values are checked and kept as strings.
    public static func resolve(_ text: String, tag: String) -> YAMLScalar? {
        switch tag {
        case Tag.string: return .string(text)
        case Tag.int: return int(text).map(YAMLScalar.int)
        case Tag.float: return (float(text) ?? int(text).map(Double.init)).map(YAMLScalar.float)
        case Tag.bool: return bool(text).map(YAMLScalar.bool)
        case Tag.null: return isNull(text) ? .null : nil
        case Tag.binary: return YAMLTaggedText.isBase64(text) ? .string(text) : nil
        case Tag.timestamp: return YAMLTaggedText.isTimestamp(text) ? .string(text) : nil
        default: return nil
        }
    }

    /// True for `~`, `null`, `Null`, `NULL` and the empty scalar.
    public static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// `true`/`false`, `yes`/`no`, `on`/`off` in the lower, capitalised and upper case forms.
    public static func bool(_ text: String) -> Bool? {
        guard text.utf8.count <= 5 else { return nil }
        return boolForms[text]
    }

    /// Every spelling ``bool(_:)`` accepts, built once (the writer asks for every scalar it emits).
    private static let boolForms: [String: Bool] = {
        let words = [("true", true), ("yes", true), ("on", true), ("false", false), ("no", false), ("off", false)]
        var forms: [String: Bool] = [:]
        for (word, value) in words {
            for form in [word, word.uppercased(), capitalized(word)] { forms[form] = value }
        }
        return forms
    }()

    /// Decimal, `0x` hex, `0o`/leading-`0` octal and `0b` binary integers, with a sign and `_`.
    public static func int(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard let (digits, radix) = split(body), !digits.isEmpty, digits.first != "_" else { return nil }
        let cleaned = digits.filter { $0 != "_" }
        guard !cleaned.isEmpty, let magnitude = UInt(cleaned, radix: radix) else { return nil }
        if negative {
            return magnitude <= UInt(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }

    /// Floats with a dot and/or an exponent, `.inf`/`-.inf`/`+.inf` and `.nan` in their three cases.
    public static func float(_ text: String) -> Double? {
        var body = Substring(text)
        var sign = 1.0
        if let first = body.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        if [".inf", ".Inf", ".INF"].contains(body) { return sign * .infinity }
        if [".nan", ".NaN", ".NAN"].contains(body), text.first != "-", text.first != "+" { return .nan }
        guard isDecimalFloat(body) else { return nil }
        return Double(body.filter { $0 != "_" }).map { sign * $0 }
    }

    /// The text the writer uses for a float so that reading it back gives the same value.
    public static func text(of value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        return "\(value)"
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func split(_ body: Substring) -> (Substring, Int)? {
        if body.hasPrefix("0x") { return (body.dropFirst(2), 16) }
        if body.hasPrefix("0o") { return (body.dropFirst(2), 8) }
        if body.hasPrefix("0b") { return (body.dropFirst(2), 2) }
        if body.count > 1, body.hasPrefix("0") { return (body.dropFirst(), 8) }
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) else { return nil }
        return (body, 10)
    }

    /// `digits[.digits][e[+-]digits]` or `.digits[…]`, with a dot or an exponent present.
    private static func isDecimalFloat(_ body: Substring) -> Bool {
        let bytes = Array(body.utf8)
        var index = 0
        let isDigit = { (i: Int) in i < bytes.count && (bytes[i] >= 48 && bytes[i] <= 57) }
        let intStart = index
        while isDigit(index) || (index > intStart && index < bytes.count && bytes[index] == 95) { index += 1 }
        let intDigits = index - intStart
        var fracDigits = 0
        var hasDot = false
        if index < bytes.count, bytes[index] == 46 {
            hasDot = true
            index += 1
            while isDigit(index) || (fracDigits > 0 && index < bytes.count && bytes[index] == 95) {
                index += 1
                fracDigits += 1
            }
        }
        guard intDigits + fracDigits > 0 else { return false }
        let hasExponent = index < bytes.count && (bytes[index] == 101 || bytes[index] == 69)
        guard hasDot || hasExponent else { return false }
        if hasExponent { index = exponentEnd(bytes, after: index) }
        return index == bytes.count
    }

    private static func exponentEnd(_ bytes: [UInt8], after marker: Int) -> Int {
        var index = marker + 1
        if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 { index += 1 }
        let start = index
        while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
        return index > start ? index : -1
    }
}
