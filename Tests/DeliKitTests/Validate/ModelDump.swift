@testable import DeliKit

/// A compact, readable text of the model, one line per component, for `model.txt` expectations.
///
/// `kind Type q="x" scope links=[A,B] deps=[label:Type@q, _:[Book]@by(path)] payload=P`
enum ModelDump {
    static func text(_ graph: DependencyGraph) -> String {
        graph.components.map(line).joined(separator: "\n") + "\n"
    }

    private static func line(_ component: ComponentDeclaration) -> String {
        var parts = [
            component.kind.rawValue, component.typeName, "q=\"\(component.qualifier)\"", component.scope.rawValue,
        ]
        if component.isValueType { parts.append("value") }
        if !component.links.isEmpty { parts.append("links=[\(component.links.joined(separator: ","))]") }
        if !component.dependencies.isEmpty {
            parts.append("deps=[\(component.dependencies.map(dependency).joined(separator: ", "))]")
        }
        if let payload = component.payloadType { parts.append("payload=\(payload)") }
        if let member = component.configuration { parts.append("config=\(member.typeName).\(member.memberName)") }
        if let property = component.configProperty {
            let fields = property.fields.map { "\($0.name):\($0.typeName)\($0.isOptional ? "?" : "")" }
            parts.append("target=\(property.target ?? "-") fields=[\(fields.joined(separator: ","))]")
        }
        if !component.isRegistrable { parts.append("unregistrable") }
        parts += isolation(component.concurrency)
        return parts.joined(separator: " ")
    }

    /// `@MainActor`, `actor`, `nonisolated-init`: written only when the component has them.
    private static func isolation(_ concurrency: ComponentConcurrency) -> [String] {
        var parts: [String] = []
        if concurrency.isActor { parts.append("actor") }
        if let actor = concurrency.globalActor { parts.append("@\(actor)") }
        if concurrency.isInitializerNonisolated { parts.append("nonisolated-init") }
        return parts
    }

    private static func dependency(_ dependency: DependencyDeclaration) -> String {
        let qualifier = dependency.qualifierBy.map { "by(\($0))" } ?? "\"\(dependency.qualifier)\""
        return "\(dependency.label ?? "_"):\(dependency.displayType)@\(qualifier)"
    }
}
