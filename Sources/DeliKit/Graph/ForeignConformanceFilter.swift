/// Each module's factory registers the components of its own sources, so a type becomes a component
/// only through what its own module declares. An extension in another module that makes it one
/// (`extension Plain: Component {}` in the app, for `Impl`'s `Plain`) is seen by no factory that
/// could register it: such a component is taken out of the graph, and the extension is reported.
/// The same way, a supertype that only another module's extension adds (`extension MemoryStore:
/// Named {}` in the app, or `extension BaseStore: Named {}` for its superclass) is no link of the
/// component: its factory never sees the extension, and neither does a `qualifier`, `scope` or
/// `target` member such an extension declares.
struct ForeignConformanceFilter {
    let catalog: TypeCatalog
    let owners: ModuleOwners
    /// The builder's resolver: the supertypes it walks are the ones that made the component.
    let conformances: ConformanceResolver
    /// The modules each linked module can see, by name (a module missing: not known).
    let visibleModules: [String: Set<String>]

    /// `components` without those that only another module's extension makes components, and
    /// without the supertypes only extensions their module cannot see add; the extensions that make
    /// components, and those that add supertypes of the sources, with those supertypes.
    func split(_ components: [ComponentDeclaration]) -> (
        kept: [ComponentDeclaration], foreign: [TypeDeclaration], unlinked: [UnlinkedConformance]
    ) {
        var kept: [ComponentDeclaration] = []
        var foreign: [TypeDeclaration] = []
        var unlinked: [UnlinkedConformance] = []
        for component in components {
            let registering = foreignExtensions(of: component).filter {
                $0.inheritedTypes.contains(where: makesComponent)
            }
            if registering.isEmpty || isComponentInItsModule(component) {
                kept.append(asItsModuleSeesIt(component, &unlinked))
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

    /// `component` as the module that declares it sees it: its `qualifier`, `scope` and `target`
    /// from the declarations that module sees, without the supertypes only unseen extensions add.
    private func asItsModuleSeesIt(
        _ component: ComponentDeclaration, _ unlinked: inout [UnlinkedConformance]
    ) -> ComponentDeclaration {
        guard let module = component.module, component.kind != .configMember,
            let primary = catalog.primary(named: component.typeName, at: component.location)
        else { return component }
        let visibility = ModuleVisibilityRule(owners: owners, visibleModules: visibleModules, module: module)
        let seen = withSeenValues(component, primary: primary, visibility)
        return withoutUnseenSupertypes(seen, primary: primary, visibility, &unlinked)
    }

    /// `component` without the supertypes that only extensions its module cannot see add (of its
    /// type, or of a superclass: `extension BaseStore: Named {}` in the app); each of those
    /// extensions that adds a supertype declared in the sources is noted in `unlinked`.
    private func withoutUnseenSupertypes(
        _ component: ComponentDeclaration, primary: TypeDeclaration, _ visibility: ModuleVisibilityRule,
        _ unlinked: inout [UnlinkedConformance]
    ) -> ComponentDeclaration {
        let unseen = unseenExtensions(of: [primary.name] + component.supertypes, visibility)
        guard !unseen.isEmpty else { return component }
        let added = unseen.map {
            Set(conformances.supertypes(of: $0.name, in: [$0]).map(TypeText.withoutGenericArguments))
        }
        let seen = seenSupertypes(of: primary, visibility)
        let dropped = component.supertypes.filter { supertype in
            let name = TypeText.withoutGenericArguments(supertype)
            return !seen.contains(name) && added.contains { $0.contains(name) }
        }
        guard !dropped.isEmpty else { return component }
        var result = component
        result.supertypes.removeAll(where: dropped.contains)
        let droppedNames = Set(dropped.map(TypeText.withoutGenericArguments))
        unlinked += zip(unseen, added).compactMap { declaration, names in
            let known = names.filter { droppedNames.contains($0) && catalog.knows($0) }
            return known.isEmpty ? nil : UnlinkedConformance(declaration, of: component, adds: known.sorted())
        }
        return result
    }

    /// The extensions of the types `names` that name a supertype and that `visibility`'s module
    /// cannot see.
    private func unseenExtensions(of names: [String], _ visibility: ModuleVisibilityRule) -> [TypeDeclaration] {
        names.flatMap { name in
            catalog.extensions(of: TypeText.withoutGenericArguments(name)).filter { extended in
                !extended.inheritedTypes.isEmpty && !visibility.sees(extended)
            }
        }
    }

    /// The supertypes of `primary` as its module sees them: through its declarations and those of
    /// its supertypes that the module can see.
    private func seenSupertypes(of primary: TypeDeclaration, _ visibility: ModuleVisibilityRule) -> Set<String> {
        var names: Set<String> = []
        var pending = [(primary.name, catalog.declarations(of: primary).filter(visibility.sees))]
        while let (name, declarations) = pending.popLast() {
            let direct = conformances.directSupertypes(of: name, primaryOnly: false, declarations: declarations)
            for supertype in direct where names.insert(supertype).inserted {
                pending.append((supertype, catalog.declarations(of: supertype).filter(visibility.sees)))
            }
        }
        return Set(names.map(TypeText.withoutGenericArguments))
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
        let registering = ComponentKind.registeringProtocols
        if registering.contains(name) { return true }
        return conformances.supertypes(of: name).contains(where: registering.contains)
    }
}
