extension ConformanceResolver {
    /// Whether the type says `Sendable` (`@unchecked Sendable` too): in its own declarations, its
    /// extensions, or through a protocol or superclass of the sources. `declaration` is the type's
    /// own declaration, so another module's type of the same name is not read instead.
    func isDeclaredSendable(_ declaration: TypeDeclaration) -> Bool {
        supertypes(of: declaration.name, declaredBy: declaration).contains { supertype in
            supertype == "Sendable" || supertype == "Swift.Sendable"
        }
    }
}
