/// One `static let name = DiagnosticID("E001")` found in the core's sources.
struct DiagnosticDeclaration: Equatable {
    /// The code without the `DELI-` prefix, such as `E001`.
    var code: String
    /// The Swift name of the static property, such as `missingImplementation`.
    var name: String
    /// Where it is declared, relative to the repository root, with its 1-based line.
    var file: String
    var line: Int

    /// `C`, `E` or `W`.
    var kind: Character { code.first ?? " " }
}
