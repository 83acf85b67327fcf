extension ConformanceResolver {
    /// The Deli protocol a type declared in a function body conforms to, directly or through a
    /// protocol or superclass of the sources (see ``LocalTypeReader``); nil when it takes no part.
    /// Only the local declaration's own clause counts: no extension can reach a local type.
    func participatingProtocol(ofLocal type: TypeDeclaration) -> String? {
        supertypes(of: type.name, in: [type]).first(where: ComponentKind.participatingProtocols.contains)
    }

    /// The supertypes that `declarations`, of the type `name`, name, then everything each of them
    /// inherits, in that order (a name may come more than once).
    func supertypes(of name: String, in declarations: [TypeDeclaration]) -> [String] {
        let direct = directSupertypes(of: name, primaryOnly: false, declarations: declarations)
        return direct + direct.flatMap { supertypes(of: $0) }
    }
}
