internal import CYaml

/// Runs libyaml's parser over a byte buffer and returns its events as Swift values.
///
/// The parser lives only inside ``read(_:map:)``; the input pointer is valid for the whole parse
/// because parsing happens inside `withUnsafeBufferPointer`.
enum LibYAMLEventReader {
    /// The events up to the end of the stream, or up to the first syntax error.
    static func read(_ bytes: [UInt8], map: inout SourceTextMap) -> (events: [YAMLEvent], error: YAMLSyntaxError?) {
        guard !bytes.isEmpty else { return ([], nil) }  // libyaml asserts on a null input pointer
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                let error = YAMLSyntaxError(
                    problem: "cannot start the YAML parser", location: map.location(byteOffset: 0))
                return ([], error)
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return pump(&parser, map: &map)
        }
    }

    /// The events in order. Reading stops right after a collection opens deeper than
    /// ``YAMLTreeBuilder/maximumDepth`` (the builder reports it): libyaml's work per token grows with
    /// the nesting, so a hostile file of 100,000 open brackets would otherwise take minutes.
    private static func pump(_ parser: inout yaml_parser_t, map: inout SourceTextMap) -> ([YAMLEvent], YAMLSyntaxError?)
    {
        var events: [YAMLEvent] = []
        var depth = 0
        while depth <= YAMLTreeBuilder.maximumDepth {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return (events, syntaxError(parser, map: &map))
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return (events, nil) }
            if event.type == YAML_SEQUENCE_START_EVENT || event.type == YAML_MAPPING_START_EVENT { depth += 1 }
            if event.type == YAML_SEQUENCE_END_EVENT || event.type == YAML_MAPPING_END_EVENT { depth -= 1 }
            if let converted = convert(event, map: &map) { events.append(converted) }
        }
        return (events, nil)
    }

    private static func convert(_ event: yaml_event_t, map: inout SourceTextMap) -> YAMLEvent? {
        let at = map.location(line: Int(event.start_mark.line), characterColumn: Int(event.start_mark.column))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: return .documentStart(at)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "", at: at)
        case YAML_SCALAR_EVENT: return .scalar(scalar(event, at: at))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(anchor: string(data.anchor), tag: string(data.tag), at: at)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(anchor: string(data.anchor), tag: string(data.tag), at: at)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return nil
        }
    }

    private static func scalar(_ event: yaml_event_t, at location: SourceLocation) -> YAMLScalarEvent {
        let data = event.data.scalar
        var value = ""
        if let pointer = data.value {
            value = String(decoding: UnsafeBufferPointer(start: pointer, count: data.length), as: UTF8.self)
        }
        let isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
        return YAMLScalarEvent(
            value: value, tag: string(data.tag), anchor: string(data.anchor), isPlain: isPlain, location: location)
    }

    private static func syntaxError(_ parser: yaml_parser_t, map: inout SourceTextMap) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = map.location(byteOffset: Int(parser.problem_offset))
        } else {
            let mark = parser.problem_mark
            location = map.location(line: Int(mark.line), characterColumn: Int(mark.column))
        }
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return YAMLSyntaxError(problem: problem, location: location)
        }
        let mark = parser.context_mark
        let contextLocation = map.location(line: Int(mark.line), characterColumn: Int(mark.column))
        return YAMLSyntaxError(problem: problem, location: location, context: context, contextLocation: contextLocation)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
