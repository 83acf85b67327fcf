/// One `import` declaration at the top level of a scanned file, with the `#if` clauses around it:
/// the generated factory imports what the files declaring its components import, since it names
/// their types (a `Config(JSONDecoder.self)` member, a `Logger` dependency).
public struct ImportDeclaration: Hashable, Sendable, Codable {
    /// The imported module: the first component of the path (`Foundation` for
    /// `import struct Foundation.URL`).
    public var module: String
    /// `@testable import`: internal declarations are visible.
    public var isTestable = false
    /// `@_implementationOnly import`: a file that imports the module otherwise gets a warning.
    public var isImplementationOnly = false
    /// The import names an access level (`internal import`, `public import`, …).
    public var hasAccessLevel = false
    /// The `#if` clauses the declaration sits in, outermost first.
    public var conditions: [BranchCondition] = []

    public init(module: String, conditions: [BranchCondition] = []) {
        self.module = module
        self.conditions = conditions
    }

    /// The import as the generated file writes it: `@testable` and `@_implementationOnly` as in
    /// the source, and `internal` for an import with an access level (the factory's interface never
    /// names another module's types).
    public var line: String {
        let attribute = isTestable ? "@testable " : isImplementationOnly ? "@_implementationOnly " : ""
        return attribute + (hasAccessLevel && !isTestable ? "internal " : "") + "import " + module
    }
}
