/// A module's default isolation, as the compiler applies it to a declaration that writes none.
extension IsolationResolver {
    /// Whether `declaration`, which names no global actor, is main-actor isolated because its
    /// module's declarations are by default: not an actor, not `nonisolated`, and not nested where
    /// the default stops (see ``TypeNesting``).
    func isMainActorByDefault(_ declaration: TypeDeclaration) -> Bool {
        guard defaults.isMainActorByDefault(declaration.location.file), declaration.kind != .actor,
            !declaration.isNonisolated
        else { return false }
        switch declaration.nesting {
        case .topLevel: return true
        case .inIsolatedExtension: return false
        case .inExtension:
            return Self.enclosingName(of: declaration.name).flatMap(catalog.firstPrimary(named:))?.kind != .actor
        case .inType:
            guard let name = Self.enclosingName(of: declaration.name), let enclosing = catalog.firstPrimary(named: name)
            else { return true }
            return isMainActor(enclosing: enclosing)
        }
    }

    /// Whether a type that nests others is main-actor isolated: named so, inherited from a supertype
    /// it names (as written), or by default. Another actor, an `actor` or `nonisolated` is not.
    private func isMainActor(enclosing: TypeDeclaration) -> Bool {
        if let actor = writtenActor(enclosing) { return actor == ComponentConcurrency.mainActor }
        guard enclosing.kind != .actor, !enclosing.isNonisolated else { return false }
        for inherited in enclosing.inheritedTypes {
            if let actor = catalog.firstPrimary(named: inherited).flatMap(writtenActor) {
                return actor == ComponentConcurrency.mainActor
            }
        }
        return isMainActorByDefault(enclosing)
    }

    /// `Outer` for `Outer.Inner`; nil for a name that is not nested.
    static func enclosingName(of name: String) -> String? {
        name.lastIndex(of: ".").map { String(name[..<$0]) }
    }
}
