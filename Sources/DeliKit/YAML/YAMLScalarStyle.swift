/// How libyaml's block emitter writes a scalar that is printable ASCII on one line: plain, or
/// single-quoted where a plain scalar would read back as something else (another type, an
/// indicator, a document marker, outer spaces).
///
/// ``YAMLBlockEmitter`` and the writers that emit a fixed layout straight to bytes share it, so
/// every path writes a scalar the same way.
struct YAMLScalarStyle {
    /// The scalar's text as it reads back (`null`, `true`, `12`, the string itself).
    let text: String
    let isPlain: Bool

    /// Nil when the scalar holds anything but printable ASCII: libyaml may quote or escape it.
    init?(_ scalar: YAMLScalar, isKey: Bool) {
        var isPlainImplicit = true
        switch scalar {
        case .null:
            (text, isPlain) = ("null", true)
            return
        case .bool(let value):
            (text, isPlain) = (value ? "true" : "false", true)
            return
        case .int, .float: text = scalar.description
        case .string(let value):
            text = value
            isPlainImplicit = Self.readsBackAsString(value)
        }
        guard let analysis = YAMLScalarAnalysis(text) else { return nil }
        isPlain = isPlainImplicit && analysis.allowsPlain && !(isKey && text.isEmpty)
    }

    /// Appends the scalar in its style: the text, or the text in single quotes with each quote doubled.
    func write(into output: inout [UInt8]) {
        guard !isPlain else { return output.append(contentsOf: text.utf8) }
        output.append(UInt8(ascii: "'"))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "'") { output.append(byte) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "'"))
    }

    /// Whether `text`, written plain, reads back as this string.
    private static func readsBackAsString(_ text: String) -> Bool {
        if case .string = YAMLScalarResolver.resolvePlain(text) { return true }
        return false
    }
}
