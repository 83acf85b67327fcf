extension TypeText {
    /// `name` with the backticks taken off every identifier that needs none: `` `Foo` `` and `Foo`
    /// are one type to Swift, so they are one name to deli (`` [`Foo`] `` is `[Foo]`). A keyword or a
    /// special type name keeps them (`` `Type` ``, `` `default` ``): the generated code must write
    /// them so.
    static func withoutBackticks(_ name: String) -> String {
        // Most names have none: a byte search tells, without building a new string.
        guard name.containsByte(UInt8(ascii: "`")) else { return name }
        var result = ""
        var rest = Substring(name)
        while let open = rest.firstIndex(of: "`") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`") else {
                rest = rest[open...]
                break
            }
            let word = rest[afterOpen..<close]
            result += needsBackticks(word) ? rest[open...close] : word
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether `word` can be written as a type's name only between backticks.
    private static func needsBackticks(_ word: Substring) -> Bool {
        let word = String(word)
        return ReservedTypeNames.keywords.contains(word) || ReservedTypeNames.specialTypes.contains(word)
    }
}
