extension ComponentKind {
    /// The kinds a conformance registers, most specific first: a type that names two of their
    /// protocols is registered as the first.
    static let registeringBySpecificity: [ComponentKind] = [
        .lazyAutowiredFactory, .autowiredFactory, .lazyAutowired, .autowired, .component,
    ]

    /// The protocols whose conformance registers a type.
    static let registeringProtocols = Set(registeringBySpecificity.map(\.protocolName))

    /// The protocols through which a type takes part: registered, or read as configuration.
    static let participatingProtocols = Set(allCases.map(\.protocolName))
}
