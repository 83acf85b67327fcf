internal import CYaml

/// Writes a ``YAMLNode`` tree as YAML text, as libyaml's emitter does.
///
/// The output is deterministic: block style, two-space indent, no line folding, keys in the
/// tree's order. Strings that would read back as another type (`"true"`, `"123"`, `""`) are
/// quoted, so ``YAMLReader`` returns an equal tree. Trees of printable ASCII scalars (what Deli
/// writes) are written directly by ``YAMLBlockEmitter``, byte for byte as libyaml would; any
/// other tree goes through libyaml's event API.
public enum YAMLWriter {
    /// The YAML text of `root`, ending with a newline, or nil if libyaml refuses the tree.
    public static func write(_ root: YAMLNode) -> String? {
        YAMLBlockEmitter.text(of: root) ?? writeThroughLibYAML(root)
    }

    /// The text libyaml's emitter gives for `root` (the reference ``YAMLBlockEmitter`` matches).
    static func writeThroughLibYAML(_ root: YAMLNode) -> String? {
        let sink = YAMLOutputSink()
        var emitter = yaml_emitter_t()
        guard yaml_emitter_initialize(&emitter) == 1 else { return nil }
        defer { yaml_emitter_delete(&emitter) }
        yaml_emitter_set_unicode(&emitter, 1)
        yaml_emitter_set_indent(&emitter, 2)
        yaml_emitter_set_width(&emitter, -1)
        yaml_emitter_set_break(&emitter, YAML_LN_BREAK)
        yaml_emitter_set_output(&emitter, yamlWriteHandler, Unmanaged.passUnretained(sink).toOpaque())
        let ok = withExtendedLifetime(sink) { emitDocument(root, into: &emitter) }
        guard ok, yaml_emitter_flush(&emitter) == 1 else { return nil }
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    private static func emitDocument(_ root: YAMLNode, into emitter: inout yaml_emitter_t) -> Bool {
        var event = yaml_event_t()
        guard yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING) == 1,
            yaml_emitter_emit(&emitter, &event) == 1
        else { return false }
        guard yaml_document_start_event_initialize(&event, nil, nil, nil, 1) == 1,
            yaml_emitter_emit(&emitter, &event) == 1
        else { return false }
        guard emit(root, into: &emitter) else { return false }
        guard yaml_document_end_event_initialize(&event, 1) == 1, yaml_emitter_emit(&emitter, &event) == 1 else {
            return false
        }
        return yaml_stream_end_event_initialize(&event) == 1 && yaml_emitter_emit(&emitter, &event) == 1
    }

    private static func emit(_ node: YAMLNode, into emitter: inout yaml_emitter_t) -> Bool {
        switch node.content {
        case .scalar(let scalar):
            return emitScalar(scalar, into: &emitter)
        case .sequence(let items):
            var event = yaml_event_t()
            guard yaml_sequence_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_SEQUENCE_STYLE) == 1,
                yaml_emitter_emit(&emitter, &event) == 1
            else { return false }
            for item in items where !emit(item, into: &emitter) { return false }
            return yaml_sequence_end_event_initialize(&event) == 1 && yaml_emitter_emit(&emitter, &event) == 1
        case .mapping(let entries):
            return emitMapping(entries, into: &emitter)
        }
    }

    private static func emitMapping(_ entries: [YAMLMappingEntry], into emitter: inout yaml_emitter_t) -> Bool {
        var event = yaml_event_t()
        guard yaml_mapping_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_MAPPING_STYLE) == 1,
            yaml_emitter_emit(&emitter, &event) == 1
        else { return false }
        for entry in entries {
            guard emitScalar(.string(entry.key), into: &emitter), emit(entry.value, into: &emitter) else {
                return false
            }
        }
        return yaml_mapping_end_event_initialize(&event) == 1 && yaml_emitter_emit(&emitter, &event) == 1
    }

    private static func emitScalar(_ scalar: YAMLScalar, into emitter: inout yaml_emitter_t) -> Bool {
        let text: String
        var plainImplicit: Int32 = 1
        switch scalar {
        case .null: text = "null"
        case .bool, .int, .float: text = scalar.description
        case .string(let value):
            text = value
            if YAMLScalarResolver.resolvePlain(value) != .string(value) { plainImplicit = 0 }
        }
        var event = yaml_event_t()
        var bytes = Array(text.utf8)
        bytes.append(0)
        let created = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_scalar_event_initialize(
                &event, nil, nil, buffer.baseAddress, Int32(buffer.count - 1), plainImplicit, 1,
                YAML_ANY_SCALAR_STYLE)
        }
        return created == 1 && yaml_emitter_emit(&emitter, &event) == 1
    }
}

/// Collects the emitter's output bytes; passed to the C write handler as its context pointer.
private final class YAMLOutputSink {
    var bytes: [UInt8] = []
}

private func yamlWriteHandler(
    _ context: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int
) -> Int32 {
    guard let context, let buffer else { return 0 }
    let sink = Unmanaged<YAMLOutputSink>.fromOpaque(context).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
    return 1
}
