/// Whether a property value can be read as a `ConfigProperty` field type, as the runtime's typed
/// getters read it: numbers, numeric strings, and bools written `true`/`false`/`1`/`0`.
///
/// Keep in step with the runtime's `PropertyConverter`: the fixture `E006-float-overflow` and the
/// runtime's `FloatingPropertyTests` check the same values.
enum PropertyConversion {
    /// The field types the runtime can fill.
    static let scalarTypes: Set<String> = [
        "String", "Bool", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// Whether the value can be read as the field's scalar type; other types are not checked (a
    /// nested ConfigProperty is built from its own `target`). A null reads as absent: an optional or
    /// defaulted field keeps nil or its default.
    static func converts(_ fact: PropertyFact, to field: ConfigPropertyField) -> Bool {
        if fact.kind == .null { return field.isOptional || field.hasDefault }
        return !scalarTypes.contains(field.typeName) || converts(fact, toScalar: field.typeName)
    }

    private static func converts(_ fact: PropertyFact, toScalar type: String) -> Bool {
        if fact.kind == .mapping || fact.kind == .sequence { return false }
        switch type {
        case "String": return true
        case "Bool": return fact.kind == .bool || ["true", "false", "1", "0"].contains(fact.text)
        case "Double": return fact.kind != .bool && finite(fact, as: Double.self)
        case "Float": return fact.kind != .bool && finite(fact, as: Float.self)
        default: return fact.kind != .bool && integer(fact.text, fits: type)
        }
    }

    /// The runtime's `PropertyConverter.floating`: a string is parsed as `F` itself, a float is the
    /// `Double` the factory bakes converted to `F`; either way the result must be finite, so an
    /// overflow (`1e400`, a `Float` past 3.4e38) and `nan`/`inf` do not convert.
    private static func finite<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ fact: PropertyFact, as type: F.Type
    ) -> Bool {
        let value: F?
        if fact.kind == .string {
            value = F(fact.text)
        } else {
            value = Double(fact.text).flatMap { $0.isFinite ? F($0) : nil }
        }
        return value?.isFinite ?? false
    }

    private static func integer(_ text: String, fits type: String) -> Bool {
        switch type {
        case "Int": return Int(exactly: text) != nil
        case "Int8": return Int8(exactly: text) != nil
        case "Int16": return Int16(exactly: text) != nil
        case "Int32": return Int32(exactly: text) != nil
        case "Int64": return Int64(exactly: text) != nil
        case "UInt": return UInt(exactly: text) != nil
        case "UInt8": return UInt8(exactly: text) != nil
        case "UInt16": return UInt16(exactly: text) != nil
        case "UInt32": return UInt32(exactly: text) != nil
        default: return UInt64(exactly: text) != nil
        }
    }
}

extension FixedWidthInteger {
    /// Parses decimal text, also accepting an integral float such as `3.0`; nil on overflow or garbage.
    fileprivate init?(exactly text: String) {
        if let value = Self(text) {
            self = value
        } else if let number = Double(text), number.rounded() == number, let value = Self(exactly: number) {
            self = value
        } else {
            return nil
        }
    }
}
