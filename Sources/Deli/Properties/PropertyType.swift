/// The type the build-time check found for a property path; values from the environment are
/// converted to it before they replace the value from the property files.
public enum PropertyType: Sendable, Hashable {
    case string
    case bool
    case double
    case float
    case int
    case int8
    case int16
    case int32
    case int64
    case uint
    case uint8
    case uint16
    case uint32
    case uint64

    /// The Swift type's name, for messages.
    public var name: String {
        switch self {
        case .string: return "String"
        case .bool: return "Bool"
        case .double: return "Double"
        case .float: return "Float"
        case .int: return "Int"
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    /// `text` as a value of this type, or nil when it does not convert (the typed getters' rules).
    func convert(_ text: String) -> Any? {
        switch self {
        case .string: return text
        case .bool: return PropertyConverter.bool(text)
        case .double: return PropertyConverter.floating(text, as: Double.self)
        case .float: return PropertyConverter.floating(text, as: Float.self)
        case .int: return PropertyConverter.integer(text, as: Int.self)
        case .int8: return PropertyConverter.integer(text, as: Int8.self)
        case .int16: return PropertyConverter.integer(text, as: Int16.self)
        case .int32: return PropertyConverter.integer(text, as: Int32.self)
        case .int64: return PropertyConverter.integer(text, as: Int64.self)
        case .uint: return PropertyConverter.integer(text, as: UInt.self)
        case .uint8: return PropertyConverter.integer(text, as: UInt8.self)
        case .uint16: return PropertyConverter.integer(text, as: UInt16.self)
        case .uint32: return PropertyConverter.integer(text, as: UInt32.self)
        case .uint64: return PropertyConverter.integer(text, as: UInt64.self)
        }
    }
}
