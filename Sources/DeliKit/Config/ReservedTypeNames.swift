/// Names a generated factory class cannot have: Swift keywords (which need backticks as a
/// declaration's name, and which the generated code never writes), the special type names `Any`,
/// `Self`, `Type` and `Protocol`, and the names the generated code itself refers to.
enum ReservedTypeNames {
    /// Keywords reserved in declarations, expressions and statements, plus `_`.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "_", "await",
        "async", "some", "any", "consume", "copy", "borrowing", "consuming", "actor", "macro", "package",
    ]

    /// Type names that mean something else in Swift.
    static let specialTypes: Set<String> = ["Any", "AnyObject", "Self", "Type", "Protocol"]

    /// Names the generated factory refers to without qualification: the modules, the runtime's
    /// protocol and context, and the standard types of the property literals and registrations.
    static let runtimeNames: Set<String> = [
        "Deli", "Swift", "ModuleFactory", "AppContext", "String", "Int", "Double", "Bool", "Array", "Dictionary",
        "Optional", "Set", "Void", "Sendable",
    ]

    /// Why `name` cannot be a factory's class name, or nil when it can.
    static func reason(against name: String) -> String? {
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        if specialTypes.contains(name) { return "'\(name)' is a special Swift type name" }
        if runtimeNames.contains(name) { return "'\(name)' is a name the generated code uses" }
        return nil
    }
}
