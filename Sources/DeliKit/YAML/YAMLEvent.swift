/// One libyaml parser event, copied into Swift values so no C type leaves ``LibYAMLEventReader``.
enum YAMLEvent: Equatable {
    case documentStart(SourceLocation)
    case documentEnd
    case scalar(YAMLScalarEvent)
    case alias(anchor: String, at: SourceLocation)
    case sequenceStart(anchor: String?, tag: String?, at: SourceLocation)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?, at: SourceLocation)
    case mappingEnd
}

/// A scalar event: its text, tag, anchor, whether it was written plain, and where.
struct YAMLScalarEvent: Equatable {
    var value: String
    var tag: String?
    var anchor: String?
    var isPlain: Bool
    var location: SourceLocation
}

/// libyaml's description of a syntax error, with its locations already converted.
struct YAMLSyntaxError: Equatable {
    var problem: String
    var location: SourceLocation
    var context: String?
    var contextLocation: SourceLocation?
}
