/// Each module's factory registers the components of its own sources, so a type becomes a component
/// only through what its own module declares. An extension in another module that makes it one
/// (`extension Plain: Component {}` in the app, for `Impl`'s `Plain`) is seen by no factory that
/// could register it: such a component is taken out of the graph, and the extension is reported.
/// The same way, a supertype that only another module's extension adds (`extension MemoryStore:
/// Named {}` in the app) is no link of the component: its factory never sees the extension.
struct ForeignConformanceFilter {
    let catalog: TypeCatalog
    let owners: ModuleOwners
    /// The builder's resolver: the supertypes it walks are the ones that made the component.
    let conformances: ConformanceResolver

    /// `components` without those that only another module's extension makes components, and
    /// without the supertypes only another module's extensions add; the extensions that make
    /// components, and those that add supertypes of the sources, with those supertypes.
    func split(_ components: [ComponentDeclaration]) -> (
        kept: [ComponentDeclaration], foreign: [TypeDeclaration], unlinked: [UnlinkedConformance]
    ) {
        var kept: [ComponentDeclaration] = []
        var foreign: [TypeDeclaration] = []
        var unlinked: [UnlinkedConformance] = []
        for component in components {
            let outside = foreignExtensions(of: component)
            let registering = outside.filter { $0.inheritedTypes.contains(where: makesComponent) }
            if registering.isEmpty || isComponentInItsModule(component) {
                kept.append(outside.isEmpty ? component : withoutForeignSupertypes(component, outside, &unlinked))
            } else {
                foreign += registering
            }
        }
        return (kept, foreign, unlinked)
    }

    /// The extensions of the component's type in other modules that name a supertype.
    private func foreignExtensions(of component: ComponentDeclaration) -> [TypeDeclaration] {
        catalog.extensions(of: component.typeName).filter { declaration in
            !declaration.inheritedTypes.isEmpty && owners.module(of: declaration.location.file) != component.module
        }
    }

    /// `component` without the supertypes that only `outside`, extensions in other modules, add; each
    /// of those extensions that adds a supertype declared in the sources is noted in `unlinked`.
    private func withoutForeignSupertypes(
        _ component: ComponentDeclaration, _ outside: [TypeDeclaration], _ unlinked: inout [UnlinkedConformance]
    ) -> ComponentDeclaration {
        guard component.kind != .configMember,
            let primary = catalog.primary(named: component.typeName, at: component.location)
        else { return component }
        let ownDeclarations = catalog.declarations(of: primary).filter { declaration in
            !outside.contains { $0.location == declaration.location }
        }
        let own = closure(of: ownDeclarations, name: primary.name)
        let dropped = component.supertypes.filter { !own.contains(TypeText.withoutGenericArguments($0)) }
        guard !dropped.isEmpty else { return component }
        var result = component
        result.supertypes.removeAll(where: dropped.contains)
        unlinked += outside.compactMap { declaration in
            let added = closure(of: [declaration], name: primary.name).filter {
                dropped.contains($0) && catalog.knows($0)
            }
            return added.isEmpty ? nil : UnlinkedConformance(declaration, of: component, adds: added.sorted())
        }
        return result
    }

    /// The supertypes `declarations` of the type `name` name, with everything those inherit.
    private func closure(of declarations: [TypeDeclaration], name: String) -> Set<String> {
        let direct = conformances.directSupertypes(of: name, primaryOnly: false, declarations: declarations)
        var names = Set(direct)
        for supertype in direct { names.formUnion(conformances.supertypes(of: supertype)) }
        return names
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
