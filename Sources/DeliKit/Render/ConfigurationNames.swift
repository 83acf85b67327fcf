/// Names the stored properties that hold one instance of each `Configuration` type, and writes
/// the private `Configurations` struct that creates them once per `load`.
struct ConfigurationNames {
    /// Variable name by configuration type name.
    private(set) var variables: [String: String] = [:]
    private let types: [String]
    private let conditions: [String: [BranchCondition]]

    init(types: [String], conditions: [String: [BranchCondition]] = [:]) {
        self.types = Set(types).sorted()
        self.conditions = conditions
        var used: Set<String> = []
        for type in self.types {
            var name = Self.lowerCamel(type)
            if used.contains(name) { name += "\(used.count)" }
            used.insert(name)
            variables[type] = name
        }
    }

    var isEmpty: Bool { types.isEmpty }

    func writeDeclaration(into writer: inout CodeWriter) {
        guard !isEmpty else { return }
        writer.line("")
        writer.block("private struct Configurations {") { writer in
            for type in types {
                let clauses = conditions[type] ?? []
                for directive in clauses.flatMap(\.directives) { writer.line(directive) }
                writer.line("let \(variables[type] ?? type) = \(type)()")
                for _ in clauses { writer.line("#endif") }
            }
        }
    }

    /// `Outer.UserConfiguration` → `outerUserConfiguration`.
    static func lowerCamel(_ typeName: String) -> String {
        let flat = typeName.split(separator: ".").joined()
        guard let first = flat.first else { return "configuration" }
        return first.lowercased() + flat.dropFirst()
    }
}
