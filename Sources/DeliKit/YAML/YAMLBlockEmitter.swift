/// Writes a ``YAMLNode`` tree as the exact text libyaml's emitter gives for it with
/// ``YAMLWriter``'s settings (block style, two-space indent, no line folding, implicit document),
/// without going through libyaml's event API.
///
/// It follows the emitter's rules for the trees it accepts: every scalar is printable ASCII on one
/// line (plain, or single-quoted where a plain scalar would read back as something else or start
/// with an indicator), every key is at most 128 bytes (a simple key), and the root is a non-empty
/// mapping or sequence. For anything else it returns nil and ``YAMLWriter`` hands the tree to
/// libyaml, so the output never depends on which path wrote it.
struct YAMLBlockEmitter {
    private var output: [UInt8] = []
    /// libyaml's emitter state: the current column, whether the last character written was
    /// whitespace, whether only indentation was written on this line, and the block indent.
    private var column = 0
    private var whitespace = true
    private var indention = true
    private var indent = -1

    /// The text of `root`, ending with a newline, or nil when the tree is not one this writer takes.
    static func text(of root: YAMLNode) -> String? {
        switch root.content {
        case .scalar: return nil
        case .sequence(let items) where items.isEmpty: return nil
        case .mapping(let entries) where entries.isEmpty: return nil
        case .sequence, .mapping: break
        }
        var emitter = YAMLBlockEmitter()
        emitter.output.reserveCapacity(4096)
        guard emitter.emit(root, inMapping: false) else { return nil }
        emitter.writeIndent()
        return String(decoding: emitter.output, as: UTF8.self)
    }

    private mutating func emit(_ node: YAMLNode, inMapping: Bool) -> Bool {
        switch node.content {
        case .scalar(let scalar):
            return write(scalar, isKey: false)
        case .sequence(let items) where items.isEmpty:
            writeIndicator("[]", needsWhitespace: true, isIndention: false)
            return true
        case .mapping(let entries) where entries.isEmpty:
            writeIndicator("{}", needsWhitespace: true, isIndention: false)
            return true
        case .sequence(let items):
            return emitSequence(items, indentless: inMapping && !indention)
        case .mapping(let entries):
            return emitMapping(entries)
        }
    }

    /// A block sequence; as a mapping's value its dashes stay at the key's indent.
    private mutating func emitSequence(_ items: [YAMLNode], indentless: Bool) -> Bool {
        let outer = indent
        indent = indent < 0 ? 0 : (indentless ? indent : indent + 2)
        defer { indent = outer }
        for item in items {
            writeIndent()
            writeIndicator("-", needsWhitespace: true, isIndention: true)
            guard emit(item, inMapping: false) else { return false }
        }
        return true
    }

    private mutating func emitMapping(_ entries: [YAMLMappingEntry]) -> Bool {
        let outer = indent
        indent = indent < 0 ? 0 : indent + 2
        defer { indent = outer }
        for entry in entries {
            writeIndent()
            // Longer keys are written as `? key` by libyaml.
            guard entry.key.utf8.count <= 128, write(.string(entry.key), isKey: true) else { return false }
            writeIndicator(":", needsWhitespace: false, isIndention: false)
            guard emit(entry.value, inMapping: true) else { return false }
        }
        return true
    }

    private mutating func write(_ scalar: YAMLScalar, isKey: Bool) -> Bool {
        guard let style = YAMLScalarStyle(scalar, isKey: isKey) else { return false }
        // A plain scalar needs a space after an indicator; a quote is an indicator that needs one.
        if !whitespace { put(0x20) }
        let start = output.count
        style.write(into: &output)
        column += output.count - start
        whitespace = false
        indention = false
        return true
    }

    /// A line break unless only indentation was written so far, then spaces up to the indent.
    private mutating func writeIndent() {
        let target = max(indent, 0)
        if !indention || column > target || (column == target && !whitespace) {
            output.append(0x0A)
            column = 0
        }
        while column < target { put(0x20) }
        whitespace = true
        indention = true
    }

    private mutating func writeIndicator(_ indicator: StaticString, needsWhitespace: Bool, isIndention: Bool) {
        if needsWhitespace && !whitespace { put(0x20) }
        indicator.withUTF8Buffer { bytes in
            output.append(contentsOf: bytes)
            column += bytes.count
        }
        whitespace = false
        indention = indention && isIndention
    }

    private mutating func put(_ byte: UInt8) {
        output.append(byte)
        column += 1
    }
}
