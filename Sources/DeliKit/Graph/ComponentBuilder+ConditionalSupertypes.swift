extension ComponentBuilder {
    /// `component` registered under the clauses of the extension that makes its type take part,
    /// when only an extension inside `#if` conforms it to the Deli protocols (`#if DEBUG extension
    /// Plain: Component {}`); and each link that only such an extension adds, under its clauses
    /// (see ``ConformanceResolver/conditionalSupertypes(of:)``).
    static func withConditionalSupertypes(
        _ component: ComponentDeclaration, _ conditional: [String: [BranchCondition]], markers: [String]
    ) -> ComponentDeclaration {
        guard !conditional.isEmpty else { return component }
        var result = component
        let markerConditions = markers.map { conditional[$0] }
        if let first = markerConditions.first ?? nil, markerConditions.allSatisfy({ $0 == first }) {
            result.facts.conditions += first.filter { !result.facts.conditions.contains($0) }
        }
        // A configuration's members link the types they create, not the configuration's supertypes.
        guard component.kind != .configMember else { return result }
        var links: [String: [BranchCondition]] = [:]
        for link in result.supertypes {
            let extra = conditional[link]?.filter { !result.facts.conditions.contains($0) } ?? []
            if !extra.isEmpty { links[link] = extra }
        }
        if !links.isEmpty { result.facts.linkConditions = links }
        return result
    }
}
