/// Each module's factory registers the components of its own sources, so a type becomes a component
/// only through what its own module declares. An extension in another module that makes it one
/// (`extension Plain: Component {}` in the app, for `Impl`'s `Plain`) is seen by no factory that
/// could register it: such a component is taken out of the graph, and the extension is reported.
struct ForeignConformanceFilter {
    let catalog: TypeCatalog
    let owners: ModuleOwners
    /// The builder's resolver: the supertypes it walks are the ones that made the component.
    let conformances: ConformanceResolver

    /// `components` without those that only another module's extension makes components, and
    /// those extensions.
    func split(_ components: [ComponentDeclaration]) -> (kept: [ComponentDeclaration], foreign: [TypeDeclaration]) {
        var kept: [ComponentDeclaration] = []
        var foreign: [TypeDeclaration] = []
        for component in components {
            let outside = foreignExtensions(of: component)
            if outside.isEmpty || isComponentInItsModule(component) {
                kept.append(component)
            } else {
                foreign += outside
            }
        }
        return (kept, foreign)
    }

    /// The extensions of the component's type in other modules that name a registering protocol.
    private func foreignExtensions(of component: ComponentDeclaration) -> [TypeDeclaration] {
        catalog.extensions(of: component.typeName).filter { declaration in
            owners.module(of: declaration.location.file) != component.module
                && declaration.inheritedTypes.contains(where: makesComponent)
        }
    }

    /// Whether the type's declarations in its own module make it a component.
    private func isComponentInItsModule(_ component: ComponentDeclaration) -> Bool {
        catalog.declarations(of: component.typeName).contains { declaration in
            owners.module(of: declaration.location.file) == component.module
                && declaration.inheritedTypes.contains(where: makesComponent)
        }
    }

    /// Whether inheriting `written` makes a type registrable: a registering protocol itself, or a
    /// protocol or class that reaches one.
    private func makesComponent(_ written: String) -> Bool {
        let name = catalog.withoutModule(TypeText.withoutDeliModule(TypeText.withoutGenericArguments(written)))
        let registering = UndeclaredExtensionValidator.registeringProtocols
        if registering.contains(name) { return true }
        return conformances.supertypes(of: name).contains(where: registering.contains)
    }
}
