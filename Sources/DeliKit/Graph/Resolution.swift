/// What a dependency resolves to in the registry.
enum Resolution: Hashable, Sendable, Codable {
    /// The registrations used (one for a single dependency, any number for an array).
    case found([Int])
    /// Nothing matches; `others` are registrations of the type with other qualifiers.
    case missing(others: [Int])
    /// Several registrations match a single dependency.
    case ambiguous([Int])
    /// The single match is a factory, asked for without a payload.
    case factory(Int)
    /// The qualifier comes from a property or an expression: only the type can be checked.
    case unchecked(candidates: [Int])
    /// No registration can provide the type (`form`: "a function", "a tuple" or "an inout parameter").
    case uninjectable(form: String)

    /// The registrations the dependency can reach, for graph edges.
    var targets: [Int] {
        switch self {
        case .found(let targets): return targets
        case .factory(let target): return [target]
        case .missing, .ambiguous, .unchecked, .uninjectable: return []
        }
    }
}
