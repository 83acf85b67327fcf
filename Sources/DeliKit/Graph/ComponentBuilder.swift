/// Decides which scanned types take part and turns each into `ComponentDeclaration`s, choosing the
/// kind, qualifier, scope, initialiser or injector, payload and dependencies.
struct ComponentBuilder: Sendable {
    let catalog: TypeCatalog
    let conformances: ConformanceResolver
    let isolation: IsolationResolver

    /// `defaults` says which files' declarations are main-actor isolated by default.
    init(catalog: TypeCatalog, defaults: IsolationDefaults = IsolationDefaults()) {
        self.catalog = catalog
        self.conformances = ConformanceResolver(catalog: catalog)
        self.isolation = IsolationResolver(catalog: catalog, defaults: defaults)
    }

    private init(catalog: TypeCatalog, isolation: IsolationResolver) {
        self.catalog = catalog
        self.conformances = ConformanceResolver(catalog: catalog)
        self.isolation = IsolationResolver(
            catalog: catalog, globalActors: isolation.globalActors, defaults: isolation.defaults)
    }

    /// The same builder, with its catalog noting in `log` every name it is asked about.
    func recording(into log: CatalogReadLog) -> ComponentBuilder {
        var catalog = catalog
        catalog.readLog = log
        return ComponentBuilder(catalog: catalog, isolation: isolation)
    }

    /// Every component of the scanned sources, in declaration order. Types are independent of
    /// each other: slices of them are built on every core and joined in order.
    func build() -> [ComponentDeclaration] {
        let types = catalog.primaries.filter { $0.kind != .protocol }
        let slices = Self.slices(of: types.count, atLeast: 256)
        return ConcurrentMap.map(slices) { slice in types[slice].sparseFlatMap(components(of:)) }.flatMap { $0 }
    }

    /// `0..<count` in about 16 consecutive ranges of at least `minimum` items, for the cores.
    private static func slices(of count: Int, atLeast minimum: Int) -> [Range<Int>] {
        let size = max(minimum, count / 16)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// One file's components and the catalog names their build read.
    struct FileComponents: Sendable {
        var components: [ComponentDeclaration]
        var reads: Set<String>
    }

    /// The components of each of `results`, with what each file's build read; slices of the files
    /// are built on every core.
    static func build(_ results: [ScanResult], with builder: ComponentBuilder) -> [FileComponents] {
        return ConcurrentMap.map(slices(of: results.count, atLeast: 64)) { slice in
            let log = CatalogReadLog()
            let recording = builder.recording(into: log)
            return results[slice].map {
                FileComponents(components: recording.components(declaredIn: $0), reads: log.take())
            }
        }.flatMap { $0 }
    }

    /// The components of the types `result` declares (not its protocols and extensions), in order.
    func components(declaredIn result: ScanResult) -> [ComponentDeclaration] {
        result.types.filter { $0.kind != .protocol && $0.kind != .extension }.sparseFlatMap(components(of:))
    }

    private func components(of type: TypeDeclaration) -> [ComponentDeclaration] {
        let supertypes = conformances.supertypes(of: type.name, declaredBy: type)
        // The Deli protocols among the supertypes: a few names, searched directly.
        let markers = supertypes.filter(TypeText.deliProtocols.contains)
        // Most types of a large target take no part.
        guard !markers.isEmpty else { return [] }
        var result: [ComponentDeclaration] = []
        if markers.contains("Configuration") {
            result += ConfigurationMemberBuilder(builder: self).members(
                of: type, declarations: catalog.declarations(of: type))
        }
        if markers.contains("ConfigProperty") {
            result.append(configProperty(type, supertypes: supertypes))
        }
        // As in Deli 0.9, a Configuration is itself a singleton created with `init()`.
        if let kind = Self.kind(for: markers) {
            result += alternatives(type, kind: kind, supertypes: supertypes)
        } else if markers.contains("Configuration") {
            var registered = component(type, kind: .component, supertypes: supertypes)
            registered.facts.isConfigurationType = true
            result.append(registered)
        }
        let conditional = conformances.conditionalSupertypes(of: type)
        return result.map { component in
            let specialized = withSpecializedSupertypes(component, of: type)
            return Self.withConditionalSupertypes(withProtocolNames(specialized), conditional, markers: markers)
        }
    }

    /// The component with its ``ComponentDeclaration/protocolNames``. Each name is looked up through
    /// the catalog, so a component kept between builds is built again when one becomes a protocol
    /// or stops being one.
    ///
    /// The names are looked at where they are, without a combined list: this runs for every
    /// component of every build.
    private func withProtocolNames(_ declaration: ComponentDeclaration) -> ComponentDeclaration {
        var names: [String] = []
        func check(_ name: String) {
            if catalog.firstPrimary(named: name)?.kind == .protocol, !names.contains(name) { names.append(name) }
        }
        check(declaration.typeName)
        for supertype in declaration.supertypes { check(supertype) }
        for dependency in declaration.dependencies { check(dependency.typeName) }
        guard !names.isEmpty else { return declaration }
        var result = declaration
        result.protocolNames = names.sorted()
        return result
    }

    /// The kind a type conforming to `markers` registers as; the most specific marker wins.
    static func kind(for markers: [String]) -> ComponentKind? {
        ComponentKind.registeringBySpecificity.first { markers.contains($0.protocolName) }
    }

    private func component(_ type: TypeDeclaration, kind: ComponentKind, supertypes: [String]) -> ComponentDeclaration {
        component(
            type, kind: kind, supertypes: supertypes,
            initializers: inheritedFunctions({ $0.initializers }, of: type, supertypes: supertypes))
    }

    /// The component created with `initializers` (their owner's, the type's or a superclass's).
    func component(
        _ type: TypeDeclaration, kind: ComponentKind, supertypes: [String],
        initializers: (owner: String, functions: [FunctionDeclaration])
    ) -> ComponentDeclaration {
        let facts = baseFacts(type, supertypes: supertypes)
        var declaration = ComponentDeclaration(
            kind: kind, typeName: type.name, qualifier: Self.qualifier(facts.qualifier), scope: Self.scope(facts.scope),
            isValueType: type.kind.isValueType, location: type.location, supertypes: Self.links(supertypes),
            dependencies: [], facts: facts)
        if kind == .autowired {
            declaration.facts.initializers = Self.dependencyInitializers(initializers.functions)
            declaration.facts.unavailableInitializers = Self.dependencyInitializers(
                initializers.functions, unavailable: true
            ).map(\.location)
            declaration.dependencies = dependencies(declaration.facts.initializers, of: initializers.owner)
        }
        if kind == .component || kind == .lazyAutowired {
            declaration.facts.initializers = initializers.functions
            declaration.facts.hasImplicitInitializer = hasImplicitInitializer(type, initializers.functions)
        }
        if kind.isFactory {
            addPayload(to: &declaration, initializers: initializers.functions, scope: initializers.owner)
        }
        if kind.isLazy {
            let methods = inheritedFunctions({ $0.injectMethods }, of: type, supertypes: supertypes)
            let instanceMethods = methods.functions.filter { !$0.isStatic }
            declaration.facts.injectMethods = instanceMethods.filter { !$0.isUnavailable }
            declaration.facts.unavailableInjectors = instanceMethods.filter(\.isUnavailable).map(\.location)
            declaration.dependencies = dependencies(declaration.facts.injectMethods, of: methods.owner)
        }
        declaration.concurrency = isolation.concurrency(
            of: type, supertypes: supertypes, initializer: Self.calledInitializer(declaration),
            injectsLater: kind.isLazy)
        return declaration
    }

    /// The initialiser the generated code calls, when it is known: the single dependency or payload
    /// initialiser, or for kinds created with `T()` the first declared one callable without arguments.
    static func calledInitializer(_ declaration: ComponentDeclaration) -> FunctionDeclaration? {
        let initializers = declaration.facts.initializers
        switch declaration.kind {
        case .component, .lazyAutowired:
            return initializers.first { $0.isCallableWithoutArguments && !$0.isFailable && !$0.isUnavailable }
        default:
            return initializers.count == 1 ? initializers[0] : nil
        }
    }

    /// The type's own initialisers (or `inject` methods); a class that declares none inherits those
    /// of its nearest scanned superclass that does.
    ///
    /// `member` is a function, not a key path: applying a key path went through the runtime's
    /// generic accessor for every component built.
    func inheritedFunctions(
        _ member: (TypeDeclaration) -> [FunctionDeclaration], of type: TypeDeclaration, supertypes: [String]
    ) -> (owner: String, functions: [FunctionDeclaration]) {
        let declarations = catalog.declarations(of: type)
        let own = declarations.count == 1 ? member(type) : declarations.flatMap(member)
        guard own.isEmpty, type.kind == .class else { return (type.name, own) }
        for supertype in supertypes where catalog.firstPrimary(named: supertype)?.kind == .class {
            let inherited = catalog.declarations(of: supertype).flatMap(member)
            if !inherited.isEmpty { return (supertype, inherited) }
        }
        return (type.name, own)
    }

    /// Whether `T()` still compiles without a declared `init()`: a class without designated
    /// initialisers, a struct without initialisers in its own body whose stored properties all
    /// have values (not an enum).
    private func hasImplicitInitializer(_ type: TypeDeclaration, _ initializers: [FunctionDeclaration]) -> Bool {
        switch type.kind {
        case .class, .actor: return initializers.allSatisfy(\.isConvenience)
        case .struct:
            return type.initializers.isEmpty && !type.storedProperties.contains { !$0.isStatic && $0.needsInitialValue }
        default: return false
        }
    }

    /// Factories: always prototype; the initialiser ending in `payload:` gives the payload type and
    /// (for AutowiredFactory) the dependencies before it.
    private func addPayload(
        to declaration: inout ComponentDeclaration, initializers: [FunctionDeclaration], scope: String
    ) {
        declaration.scope = .prototype
        let payloadInitializers = initializers.filter { $0.parameters.last?.label == "payload" }
        let candidates = payloadInitializers.filter { !$0.isUnavailable }
        declaration.facts.initializers = candidates
        declaration.facts.unavailableInitializers = payloadInitializers.filter(\.isUnavailable).map(\.location)
        guard candidates.count == 1, let payload = candidates[0].parameters.last else { return }
        declaration.payloadType = catalog.resolveType(payload.typeText, from: scope).name
        declaration.facts.payloadIsNotPayload = isNotPayload(declaration.payloadType)
        declaration.facts.uninferredPayloadLabel = uninferredPayloadLabel(
            of: declaration.typeName, kind: declaration.kind, initializer: candidates[0])
        declaration.dependencies = dependencies(of: candidates[0].parameters.dropLast(), from: scope)
    }

    private func configProperty(_ type: TypeDeclaration, supertypes: [String]) -> ComponentDeclaration {
        let facts = baseFacts(type, supertypes: supertypes)
        let fields = catalog.declarations(of: type).flatMap(\.storedProperties).filter {
            !$0.isStatic && !$0.isFixed && $0.name != "target"
        }
        let property = ConfigPropertyDeclaration(
            target: facts.target?.value.literalText,
            fields: fields.map { field in
                // `Swift.Int` is the `Int` a property fills.
                let written = TypeText.withoutStandardModule(field.typeText)
                let wrapped = TypeText.optionalWrapped(written)
                let name = catalog.qualify(wrapped ?? written, from: type.name)
                return ConfigPropertyField(
                    name: field.name, typeName: name, isOptional: wrapped != nil,
                    isNested: catalog.knows(name) && conformances.supertypes(of: name).contains("ConfigProperty"),
                    hasDefault: field.hasInitialValue && PropertyConversion.scalarTypes.contains(name),
                    isInaccessible: field.isInaccessible, isSetterInaccessible: field.isSetterInaccessible,
                    location: field.location)
            }, ownInitializer: type.kind == .struct ? type.initializers.first?.location : nil)
        return ComponentDeclaration(
            kind: .configProperty, typeName: type.name, qualifier: Self.qualifier(facts.qualifier), scope: .prototype,
            isValueType: type.kind.isValueType, location: type.location, supertypes: Self.links(supertypes),
            dependencies: [], configProperty: property, facts: facts)
    }

    func baseFacts(_ type: TypeDeclaration, supertypes: [String]) -> ComponentFacts {
        var facts = ComponentFacts()
        facts.access = type.access
        facts.isGeneric = type.isGeneric
        facts.enclosingRestriction = enclosingRestriction(of: type.name)
        facts.conditions = type.conditions
        facts.valuesInClauses = valuesInClauses(of: type, supertypes: supertypes)
        let inherited = conformances.inheritedValues(of: type.name, declaredBy: type, supertypes: supertypes)
        facts.qualifier = inherited.qualifier
        facts.scope = inherited.scope
        facts.target = inherited.target
        return facts
    }

    /// The dependencies of the single candidate; none when there is not exactly one.
    func dependencies(_ candidates: [FunctionDeclaration], of scope: String) -> [DependencyDeclaration] {
        guard candidates.count == 1, let function = candidates.first else { return [] }
        return dependencies(of: function.parameters[...], from: scope)
    }

    /// The parameters without a default value: one with a default is never injected (the generated
    /// call leaves it out).
    func dependencies(of parameters: ArraySlice<ParameterDeclaration>, from scope: String) -> [DependencyDeclaration] {
        parameters.filter { !$0.hasDefaultValue }.map { dependency($0, from: scope) }
    }

    func dependency(_ parameter: ParameterDeclaration, from scope: String) -> DependencyDeclaration {
        let resolved = catalog.resolveType(parameter.typeText, from: scope)
        return DependencyDeclaration(
            label: parameter.label, typeName: catalog.meaning(of: resolved.name, inFile: parameter.location.file),
            isArray: resolved.isArray,
            qualifier: parameter.qualifierBy == nil ? parameter.label ?? "" : "", qualifierBy: parameter.qualifierBy,
            location: parameter.location)
    }

    /// Designated initialisers that can take dependencies: the `required` ones when there are any,
    /// otherwise every initialiser with parameters; those marked unavailable are passed over (or,
    /// with `unavailable`, the only ones returned).
    static func dependencyInitializers(_ initializers: [FunctionDeclaration], unavailable: Bool = false)
        -> [FunctionDeclaration]
    {
        func isUsable(_ function: FunctionDeclaration) -> Bool {
            !function.isConvenience && !function.isFailable && function.isUnavailable == unavailable
        }
        // Most types declare one initialiser: the list is answered as it is, without a copy of it.
        if initializers.count == 1 {
            let only = initializers[0]
            return isUsable(only) && (only.isRequired || !only.parameters.isEmpty) ? initializers : []
        }
        let usable = initializers.filter(isUsable)
        let required = usable.filter { $0.isRequired }
        return required.isEmpty ? usable.filter { !$0.parameters.isEmpty } : required
    }

    private func isNotPayload(_ name: String?) -> Bool {
        guard let name, catalog.knows(name) else { return false }
        return !conformances.supertypes(of: name).contains("Payload")
    }

    static func qualifier(_ value: LocatedValue?) -> String {
        value?.value.literalText ?? ""
    }

    static func scope(_ value: LocatedValue?) -> ComponentScope {
        value?.value.literalText.flatMap(ComponentScope.init(rawValue:)) ?? .singleton
    }

    /// Supertypes without the Deli marker protocols, sorted.
    static func links(_ supertypes: [String]) -> [String] {
        supertypes.filter { !TypeText.deliProtocols.contains($0) }.sorted()
    }
}
