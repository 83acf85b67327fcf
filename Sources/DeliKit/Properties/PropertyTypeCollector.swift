/// The type of every property path a generated factory carries, which the runtime converts
/// environment overrides to: what the code reads a path as (a `ConfigProperty` field's type;
/// `String` for qualifiers and `@PropertyValue`), else the YAML type of the scalar in the files.
struct PropertyTypeCollector {
    /// How sure a type is: what the code reads beats what the files hold.
    private enum Rank: Int, Comparable {
        case written
        case readAsString
        case readAsField

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var found: [String: (type: String, rank: Rank)] = [:]

    /// Path → Swift type name, for `target`'s property trees and what `graph` reads from them.
    static func types(for graph: DependencyGraph, target: BuildTarget) -> [String: String] {
        var collector = PropertyTypeCollector()
        let trees = [target.commonProperties] + target.profiles.map(\.overlay)
        for tree in trees { collector.addLeaves(of: tree.root, path: "") }
        collector.addReads(of: graph)
        return collector.found.mapValues(\.type)
    }

    private mutating func addReads(of graph: DependencyGraph) {
        // By index, and each component's dependencies in place (see `forEachQualifierPath`).
        let components = graph.components
        for index in components.indices where components[index].isRegistrable {
            components[index].forEachQualifierPath { path, _ in add(path, "String", .readAsString) }
            guard let property = components[index].configProperty else { continue }
            for field in property.fields where PropertyConversion.scalarTypes.contains(field.typeName) {
                guard let path = property.path(of: field) else { continue }
                add(path, field.typeName, field.typeName == "String" ? .readAsString : .readAsField)
            }
        }
        for usage in graph.usages {
            for value in [usage.path, usage.qualifierBy].compactMap({ $0?.value.literalText }) {
                add(value, "String", .readAsString)
            }
        }
    }

    private mutating func addLeaves(of node: YAMLNode, path: String) {
        switch node.content {
        case .mapping(let entries):
            for entry in entries {
                guard let child = Self.join(path, key: entry.key) else { continue }
                addLeaves(of: entry.value, path: child)
            }
        case .sequence(let items):
            for (index, item) in items.enumerated() { addLeaves(of: item, path: "\(path)[\(index)]") }
        case .scalar(let scalar):
            guard let type = Self.typeName(of: scalar), !path.isEmpty else { return }
            add(path, type, .written)
        }
    }

    private mutating func add(_ path: String, _ type: String, _ rank: Rank) {
        guard let existing = found[path], existing.rank >= rank else {
            found[path] = (type, rank)
            return
        }
        guard existing.rank == rank, existing.type != type else { return }
        switch rank {
        case .written:
            let numbers: Set<String> = ["Int", "Double"]
            found[path]?.type = numbers.contains(type) && numbers.contains(existing.type) ? "Double" : "String"
        case .readAsString, .readAsField:
            return
        }
    }

    /// `path.key`, or `path['key']` when the key is not a plain name; nil when it cannot be written.
    static func join(_ path: String, key: String) -> String? {
        let isPlain = !key.isEmpty && !key.contains(where: { ".[]'\"".contains($0) })
        if isPlain { return path.isEmpty ? key : "\(path).\(key)" }
        if !key.contains("'") { return "\(path)['\(key)']" }
        if !key.contains("\"") { return "\(path)[\"\(key)\"]" }
        return nil
    }

    private static func typeName(of scalar: YAMLScalar) -> String? {
        switch scalar {
        case .string: return "String"
        case .int: return "Int"
        case .float: return "Double"
        case .bool: return "Bool"
        case .null: return nil
        }
    }
}
