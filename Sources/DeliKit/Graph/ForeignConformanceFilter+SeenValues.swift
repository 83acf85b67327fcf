extension ForeignConformanceFilter {
    /// `component` with the `qualifier`, `scope` and `target` members its own module sees. Swift
    /// picks the members that satisfy a conformance where the conformance is declared, so one
    /// declared in an extension the module cannot see (the app's `extension Analytics { var
    /// qualifier: String? { "app" } }` for `Impl`'s `Console`) gives the library's factory nothing.
    func withSeenValues(
        _ component: ComponentDeclaration, primary: TypeDeclaration, _ visibility: ModuleVisibilityRule
    ) -> ComponentDeclaration {
        let facts = component.facts
        let unseen = [facts.qualifier, facts.scope, facts.target].contains { value in
            value.map { !visibility.sees(file: $0.location.file) } ?? false
        }
        guard unseen else { return component }
        let values = conformances.inheritedValues(
            of: primary.name, declaredBy: primary,
            supertypes: conformances.supertypes(of: primary.name, declaredBy: primary), seen: visibility.sees)
        var result = component
        result.facts.qualifier = values.qualifier
        result.facts.scope = values.scope
        result.facts.target = values.target
        result.qualifier = ComponentBuilder.qualifier(values.qualifier)
        if component.kind == .configProperty {
            result.configProperty?.target = values.target?.value.literalText
        } else {
            result.scope = ComponentBuilder.scope(values.scope)
        }
        return result
    }
}
