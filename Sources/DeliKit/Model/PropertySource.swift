/// The value found at a property path, with its YAML type.
public struct PropertyFact: Hashable, Sendable, Codable {
    /// The YAML type of a value.
    public enum Kind: String, Hashable, Sendable, Codable {
        case string
        case int
        case float
        case bool
        case null
        case mapping
        case sequence
    }

    public var kind: Kind
    /// The scalar's text (empty for mappings and sequences).
    public var text: String
    /// Where the value is written, when known.
    public var location: SourceLocation?

    public init(kind: Kind, text: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.text = text
        self.location = location
    }
}

/// The merged property tree of one profile, as the checks see it.
///
/// Paths use the runtime grammar: `a.b`, `a[0]`, `a['k']`, `a["k"]` and mixes.
public protocol PropertySource: Sendable {
    /// The value at `path`, or nil when the path is missing or malformed.
    func lookup(_ path: String) -> PropertyFact?

    /// The keys of the mapping at `path` (`""`: the top level), for "did you mean" suggestions.
    func keys(at path: String) -> [String]

    /// The property files the profile was read from, for notes on missing paths.
    var files: [String] { get }
}

extension PropertySource {
    public func keys(at path: String) -> [String] { [] }

    public var files: [String] { [] }
}
