/// Writes a property tree as a `[String: Any]` literal with explicit collection types, so
/// the type checker never has to infer a heterogeneous literal.
///
/// Null values are left out of mappings (at run time a missing key and a null read the same),
/// except in a profile's own tree, where a null removes the common value under it and is written
/// `Optional<Any>.none as Any` (see `keepsNulls`).
struct PropertyLiteralRenderer {
    /// Whether nulls in mappings are written rather than left out.
    var keepsNulls = false

    /// Whether `root` has anything worth baking.
    static func hasProperties(_ root: YAMLNode) -> Bool {
        !(root.mapping ?? []).filter { !isNull($0.value) }.isEmpty
    }

    /// Writes the literal of the root mapping into `writer`, after `prefix` and before `suffix`.
    func render(_ root: YAMLNode, prefix: String = "", suffix: String = "", into writer: inout CodeWriter) {
        let entries = (root.mapping ?? []).filter { keepsNulls || !Self.isNull($0.value) }
        guard !entries.isEmpty else { return writer.line(prefix + "[:]" + suffix) }
        writer.block(prefix + "[", closing: "]" + suffix) { writer in
            for entry in entries {
                writeValue(entry.value, prefix: SwiftLiteral.string(entry.key) + ": ", into: &writer)
            }
        }
    }

    private func writeValue(_ node: YAMLNode, prefix: String, into writer: inout CodeWriter) {
        switch node.content {
        case .mapping(let entries):
            let present = entries.filter { keepsNulls || !Self.isNull($0.value) }
            guard !present.isEmpty else { return writer.line(prefix + "[:] as [String: Any],") }
            writer.block(prefix + "[", closing: "] as [String: Any],") { writer in
                for entry in present {
                    writeValue(entry.value, prefix: SwiftLiteral.string(entry.key) + ": ", into: &writer)
                }
            }
        case .sequence(let items):
            guard !items.isEmpty else { return writer.line(prefix + "[] as [Any],") }
            writer.block(prefix + "[", closing: "] as [Any],") { writer in
                for item in items { writeValue(item, prefix: "", into: &writer) }
            }
        case .scalar(let scalar):
            writer.line(prefix + literal(scalar) + ",")
        }
    }

    private func literal(_ scalar: YAMLScalar) -> String {
        switch scalar {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let number): return "\(number)"
        case .float(let number): return SwiftLiteral.double(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "Optional<Any>.none as Any"
        }
    }

    private static func isNull(_ node: YAMLNode) -> Bool {
        if case .scalar(.null) = node.content { return true }
        return false
    }
}
