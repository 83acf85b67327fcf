/// A typed property value to bake into generated code, as read from the YAML or JSON files.
public indirect enum PropertyLiteral: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// YAML `null`: rendered by leaving the key out, since a missing key and null read the same.
    case null
    case array([PropertyLiteral])
    case dictionary([(key: String, value: PropertyLiteral)])

    public static func == (lhs: PropertyLiteral, rhs: PropertyLiteral) -> Bool {
        switch (lhs, rhs) {
        case (.string(let l), .string(let r)): return l == r
        case (.int(let l), .int(let r)): return l == r
        case (.double(let l), .double(let r)): return l.bitPattern == r.bitPattern
        case (.bool(let l), .bool(let r)): return l == r
        case (.null, .null): return true
        case (.array(let l), .array(let r)): return l == r
        case (.dictionary(let l), .dictionary(let r)):
            return l.elementsEqual(r, by: { $0.key == $1.key && $0.value == $1.value })
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value.bitPattern)
        case .bool(let value): hasher.combine(value)
        case .null: hasher.combine(0)
        case .array(let values): hasher.combine(values)
        case .dictionary(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}
