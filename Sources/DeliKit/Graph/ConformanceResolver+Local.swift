extension ConformanceResolver {
    /// The protocols through which a type takes part: registered, or read as configuration.
    static let participatingProtocols: Set<String> = [
        "Component", "Autowired", "LazyAutowired", "AutowiredFactory", "LazyAutowiredFactory", "Configuration",
        "ConfigProperty",
    ]

    /// The Deli protocol a type declared in a function body conforms to, directly or through a
    /// protocol or superclass of the sources (see ``LocalTypeReader``); nil when it takes no part.
    /// Only the local declaration's own clause counts: no extension can reach a local type.
    func participatingProtocol(ofLocal type: TypeDeclaration) -> String? {
        let direct = directSupertypes(of: type.name, primaryOnly: false, declarations: [type])
        if let marker = direct.first(where: Self.participatingProtocols.contains) { return marker }
        for supertype in direct {
            if let marker = supertypes(of: supertype).first(where: Self.participatingProtocols.contains) {
                return marker
            }
        }
        return nil
    }
}
