/// Converts property values to the typed getters' types: numbers, bools (`true`/`false`/`1`/`0`)
/// and numeric strings. Overflow, fractions where an integer is asked for, and garbage give nil.
enum PropertyConverter {
    static func string(_ value: Any) -> String? {
        switch value {
        case let string as String: return string
        case let bool as Bool: return bool ? "true" : "false"
        case let integer as any BinaryInteger: return "\(integer)"
        case let double as Double: return "\(double)"
        case let float as Float: return "\(float)"
        default: return nil
        }
    }

    static func bool(_ value: Any) -> Bool? {
        switch value {
        case let bool as Bool: return bool
        case let integer as any BinaryInteger: return Int(exactly: integer).flatMap(boolean(number:))
        case let string as String: return boolean(string)
        default: return nil
        }
    }

    static func integer<I: FixedWidthInteger>(_ value: Any, as type: I.Type) -> I? {
        switch value {
        case is Bool: return nil
        case let integer as any BinaryInteger: return I(exactly: integer)
        case let double as Double: return double.isFinite ? I(exactly: double) : nil
        case let float as Float: return float.isFinite ? I(exactly: float) : nil
        case let string as String:
            if let parsed = I(string) { return parsed }
            guard let double = Double(string), double.isFinite else { return nil }
            return I(exactly: double)
        default: return nil
        }
    }

    static func floating<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Any, as type: F.Type) -> F? {
        let result: F?
        switch value {
        case is Bool: return nil
        case let integer as any BinaryInteger: result = F(integer)
        case let double as Double: result = double.isFinite ? F(double) : nil
        case let float as Float: result = float.isFinite ? F(float) : nil
        case let string as String: result = F(string)
        default: return nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }

    private static func boolean(number: Int) -> Bool? {
        number == 1 ? true : number == 0 ? false : nil
    }

    private static func boolean(_ string: String) -> Bool? {
        switch string {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }
}
