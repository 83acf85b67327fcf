/// Writes the baked property tree as a `[String: Any]` literal with explicit collection types, so
/// the type checker never has to infer a heterogeneous literal.
struct PropertyLiteralRenderer {
    /// Writes `return [ … ]` for the root mapping into `writer`.
    func render(_ properties: [(key: String, value: PropertyLiteral)], into writer: inout CodeWriter) {
        let pairs = properties.filter { $0.value != .null }
        guard !pairs.isEmpty else { return writer.line("[:]") }
        writer.block("[", closing: "]") { writer in
            for pair in pairs {
                writeValue(pair.value, prefix: SwiftLiteral.string(pair.key) + ": ", into: &writer)
            }
        }
    }

    private func writeValue(_ value: PropertyLiteral, prefix: String, into writer: inout CodeWriter) {
        switch value {
        case .dictionary(let pairs):
            let present = pairs.filter { $0.value != .null }
            guard !present.isEmpty else { return writer.line(prefix + "[:] as [String: Any],") }
            writer.block(prefix + "[", closing: "] as [String: Any],") { writer in
                for pair in present {
                    writeValue(pair.value, prefix: SwiftLiteral.string(pair.key) + ": ", into: &writer)
                }
            }
        case .array(let values):
            guard !values.isEmpty else { return writer.line(prefix + "[] as [Any],") }
            writer.block(prefix + "[", closing: "] as [Any],") { writer in
                for element in values { writeValue(element, prefix: "", into: &writer) }
            }
        default:
            writer.line(prefix + scalar(value) + ",")
        }
    }

    private func scalar(_ value: PropertyLiteral) -> String {
        switch value {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let number): return "\(number)"
        case .double(let number): return SwiftLiteral.double(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "Optional<Any>.none as Any"
        case .array, .dictionary: return ""
        }
    }
}
