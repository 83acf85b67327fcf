/// Small helpers for type names written as text.
enum TypeText {
    /// The Deli marker protocols, by unqualified name.
    static let deliProtocols = ComponentKind.participatingProtocols.union(["Inject", "Factory", "Payload"])

    /// The text without any whitespace (spaces, tabs and line breaks), working on UTF-8 bytes.
    static func compact(_ text: String) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        guard text.containsByte(where: isSpace) else { return text }
        return String(decoding: text.utf8.filter { !isSpace($0) }, as: UTF8.self)
    }

    /// `Deli.Component` -> `Component`; other names are unchanged.
    static func withoutDeliModule(_ name: String) -> String {
        guard name.hasPrefix("Deli.") else { return name }
        let rest = String(name.dropFirst(5))
        return deliProtocols.contains(rest) || rest == "Scope" ? rest : name
    }

    /// The element of `[T]` or `Array<T>`, or nil when the type is not an array.
    static func arrayElement(_ text: String) -> String? {
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return String(text.dropFirst().dropLast())
        }
        if text.hasPrefix("Array<"), text.hasSuffix(">") {
            return String(text.dropFirst(6).dropLast())
        }
        return nil
    }

    /// The wrapped type of `T?` or `Optional<T>`, or nil.
    /// `text` with the standard library's module name taken off each type it qualifies:
    /// `Swift.Optional<Swift.Int>` is `Optional<Int>`, `MySwift.Int` stays as it is.
    static func withoutStandardModule(_ text: String) -> String {
        // Most types name no module: a byte search tells, before the substring search.
        guard text.containsByte(UInt8(ascii: ".")), text.contains("Swift.") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "Swift.") {
            result += rest[..<range.lowerBound]
            // Kept where it ends a longer name (`MySwift.`) or a member path (`Outer.Swift.`).
            if let previous = result.last, previous.isLetter || previous.isNumber || previous == "_" || previous == "."
            {
                result += "Swift."
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    static func optionalWrapped(_ text: String) -> String? {
        if text.hasSuffix("?") || text.hasSuffix("!") { return String(text.dropLast()) }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { return String(text.dropFirst(9).dropLast()) }
        return nil
    }

    /// What makes a parameter's type one no registration can provide: `"an inout parameter"`,
    /// `"a function"` (`@escaping () -> Double`), `"a tuple"`, `"a variadic parameter"` (read as
    /// `Logger...`); nil for a type that can be registered.
    ///
    /// Asked of every dependency of every build: one pass over the bytes (a substring search of a
    /// `String` goes through the string-processing library, 2% of a build in a profile).
    static func uninjectableForm(_ text: String) -> String? {
        // Read in the text's own bytes: stepping through the UTF-8 view cost an index step a byte,
        // and every dependency of every component is asked.
        if let form = text.utf8.withContiguousStorageIfAvailable({ uninjectableForm(bytes: $0) }) { return form }
        return Array(text.utf8).withUnsafeBufferPointer { uninjectableForm(bytes: $0) }
    }

    private static func uninjectableForm(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: "inout ".utf8) { return "an inout parameter" }
        var previous: UInt8 = 0
        var depth = 0
        var hasTopLevelComma = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ">") where previous == UInt8(ascii: "-"): return "a function"
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            // Inside the outer parentheses only: `(A, B)`.
            case UInt8(ascii: ","): hasTopLevelComma = hasTopLevelComma || depth == 1
            default: break
            }
            previous = byte
        }
        // No type ends with a dot: the parameter is variadic.
        if previous == UInt8(ascii: ".") { return "a variadic parameter" }
        let isParenthesized = bytes.first == UInt8(ascii: "(") && bytes.last == UInt8(ascii: ")")
        return isParenthesized && hasTopLevelComma ? "a tuple" : nil
    }

    /// `Base<Int>` -> `Base`.
    static func withoutGenericArguments(_ text: String) -> String {
        // A byte search: asked for every supertype of every type, stepping through characters was
        // most of the lookup.
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "<")) else { return text }
        return String(text[..<open])
    }
}
