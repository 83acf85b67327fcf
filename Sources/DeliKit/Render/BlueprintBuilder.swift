/// Translates a checked `DependencyGraph` into the renderer's `FactoryBlueprint`.
public struct BlueprintBuilder: Sendable {
    /// Written into the generated file's header line.
    public var toolVersion: String

    public init(toolVersion: String = DeliVersion.current) {
        self.toolVersion = toolVersion
    }

    /// The blueprint of `target`'s factory: its registrations, imports, properties and profiles,
    /// and the factories of the modules it depends on.
    public func blueprint(
        for graph: DependencyGraph, target: BuildTarget, dependencyFactories: [DependencyFactoryReference] = []
    ) -> FactoryBlueprint {
        // Positions of the registered components, not a filtered copy of the list.
        let components = graph.components
        let own = components.indices.filter { components[$0].isOwnRegistration }
        var blueprint = FactoryBlueprint(
            toolVersion: toolVersion,
            className: target.className,
            accessLevel: target.accessControl == .public ? .public : .internal,
            imports: target.dependencies.flatMap(\.imports) + graph.externalModules.map { ModuleName.of(target: $0) },
            properties: target.commonProperties.root,
            profiles: target.profiles.compactMap { profile in
                profile.name.map { ProfileBlueprint(name: $0, properties: profile.overlay.root) }
            },
            defaultProfile: target.selectedProfile,
            propertyTypes: PropertyTypeCollector.types(for: graph, target: target),
            registrations: own.map { keptRegistration(components[$0], awaited: Self.awaited(by: $0, in: graph)) }
        )
        blueprint.registrationFingerprint = RegistrationDigest(own.lazy.map { components[$0] }).description
        blueprint.isNonisolatedClass = target.isMainActorByDefault
        blueprint.dependencyFactories = dependencyFactories
        blueprint.sourceImports = graph.sourceImports.filter { $0.module != "Deli" && $0.module != target.moduleName }
        return blueprint
    }

    /// ``registration(_:awaited:)``; without awaited components (most have none), made once and kept
    /// with the component's fields, for a component kept between runs (`deli watch`).
    private func keptRegistration(_ component: ComponentDeclaration, awaited: [AwaitedComponent])
        -> RegistrationBlueprint
    {
        guard awaited.isEmpty else { return registration(component, awaited: awaited) }
        return component.derived(Self.registrationKey) { registration($0) }
    }

    private enum KeptRegistration {}
    private static let registrationKey = DerivedKey<RegistrationBlueprint>(KeptRegistration.self)

    func registration(_ component: ComponentDeclaration, awaited: [AwaitedComponent] = []) -> RegistrationBlueprint {
        let arguments = component.dependencies.map { argument($0, spelled: component.spelled) }
        var result = RegistrationBlueprint(
            kind: kind(component.kind), typeName: component.spelled(component.typeName),
            qualifier: component.qualifier,
            scope: RegistrationBlueprint.Scope(rawValue: component.scope.rawValue) ?? .singleton,
            construction: .initializer([]), links: component.links.map(component.spelled))
        result.conditions = component.facts.conditions
        for (link, conditions) in component.facts.linkConditions {
            result.linkConditions[component.spelled(link)] = conditions
        }
        result.isolation = Self.isolation(component.concurrency)
        result.constructsAnywhere = component.concurrency.isInitializerNonisolated
        result.awaited = awaited
        switch component.kind {
        case .component: break
        case .autowired: result.construction = .initializer(arguments)
        case .lazyAutowired: result.injectArguments = arguments
        case .autowiredFactory: result.construction = .initializer(arguments + [Self.payload])
        case .lazyAutowiredFactory:
            result.construction = .initializer([Self.payload])
            result.injectArguments = arguments
        case .configMember:
            let member = component.configuration.map { ($0.typeName, $0.memberName) } ?? ("", "")
            result.construction = .configurationMember(configurationType: member.0, member: member.1)
        case .configProperty:
            let fields = component.configProperty?.fields ?? []
            let property = component.configProperty
            result.construction = .initializer(fieldArguments(property, fields.filter { !$0.hasDefault }))
            result.defaultedFields = fieldArguments(property, fields.filter(\.hasDefault))
        }
        return result
    }

    private static let payload = ArgumentBlueprint(label: "payload", value: .payload)

    static func isolation(_ concurrency: ComponentConcurrency) -> Isolation {
        if concurrency.isBuiltAtStart {
            return .atStart(
                globalActor: concurrency.globalActor, isAsync: concurrency.isAsync, isThrowing: concurrency.isThrowing)
        }
        return concurrency.isBuiltOnMainActor ? .mainActor : .none
    }

    /// The components built by `start()` that the component at `start` reaches through its
    /// dependencies (not itself), sorted: its resolver awaits them, so every started component it
    /// needs, directly or through synchronous ones, is built before it is.
    static func awaited(by start: Int, in graph: DependencyGraph) -> [AwaitedComponent] {
        guard graph.components[start].concurrency.isBuiltAtStart else { return [] }
        var seen: Set<Int> = [start]
        var queue = graph.edges[start].map { $0.to }
        var found: [AwaitedComponent] = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            let reached = graph.components[next]
            if reached.concurrency.isBuiltAtStart {
                found.append(
                    AwaitedComponent(typeName: reached.spelled(reached.typeName), qualifier: reached.qualifier))
            }
            queue += graph.edges[next].map { $0.to }
        }
        return found.sorted { ($0.typeName, $0.qualifier) < ($1.typeName, $1.qualifier) }
    }

    private func kind(_ kind: ComponentKind) -> RegistrationBlueprint.Kind {
        switch kind {
        case .lazyAutowired: return .lazy
        case .autowiredFactory: return .factory
        case .lazyAutowiredFactory: return .lazyFactory
        case .component, .autowired, .configMember, .configProperty: return .plain
        }
    }

    /// The argument for `dependency`, its type written by `spelled` (`any P` for a protocol).
    private func argument(_ dependency: DependencyDeclaration, spelled: (String) -> String) -> ArgumentBlueprint {
        let type = spelled(dependency.typeName)
        if let path = dependency.qualifierBy {
            return ArgumentBlueprint(
                label: dependency.label,
                value: .qualifiedByProperty(type: type, path: path, isArray: dependency.isArray))
        }
        return ArgumentBlueprint(
            label: dependency.label,
            value: .dependency(type: type, qualifier: dependency.qualifier, isArray: dependency.isArray))
    }

    /// `fields` of `declaration` as arguments; a field with a default is read as optional, to be
    /// assigned only when its property is present.
    private func fieldArguments(
        _ declaration: ConfigPropertyDeclaration?, _ fields: [ConfigPropertyField]
    ) -> [ArgumentBlueprint] {
        guard let declaration else { return [] }
        return fields.map { field in
            guard PropertyConversion.scalarTypes.contains(field.typeName), let path = declaration.path(of: field) else {
                return ArgumentBlueprint(
                    label: field.name, value: .dependency(type: field.typeName, qualifier: "", isArray: false))
            }
            return ArgumentBlueprint(
                label: field.name,
                value: .property(path: path, type: field.typeName, isOptional: field.isOptional || field.hasDefault))
        }
    }
}
