/// A typed YAML scalar: the value a plain or tagged scalar resolves to under YAML 1.1 rules.
public enum YAMLScalar: Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    /// The text Deli prints for the scalar in messages (`null`, `true`, `42`, `1.5`, or the string).
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .float(let value): return YAMLScalarResolver.text(of: value)
        case .string(let value): return value
        }
    }

    /// The YAML type name used in messages (`string`, `integer`, …).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .float: return "float"
        case .string: return "string"
        }
    }
}

extension YAMLScalar: Hashable {
    /// Scalars are equal when their types and values are; unlike `Double`, NaN equals NaN so that
    /// a tree read back from its own output compares equal.
    public static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let l), .bool(let r)): return l == r
        case (.int(let l), .int(let r)): return l == r
        case (.float(let l), .float(let r)): return l == r || (l.isNaN && r.isNaN)
        case (.string(let l), .string(let r)): return l == r
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .float(let value): hasher.combine(value.isNaN ? Double.nan.bitPattern : value.bitPattern)
        case .string(let value): hasher.combine(value)
        }
    }
}
