extension ComponentBuilder {
    /// The outermost type enclosing `name` (a nested name, `Outer.Inner`) that is generic, private
    /// or fileprivate, as the scanned declarations of each enclosing name say; nil when there is
    /// none. The enclosing types are found by name, so a component declared in an extension of a
    /// generic type (`extension Holder { final class Nested: Component }`) counts as well.
    func enclosingRestriction(of name: String) -> EnclosingRestriction? {
        // Most names are not nested: asked for every component, bytes are searched, not characters.
        guard name.containsByte(UInt8(ascii: ".")) else { return nil }
        var end = name.startIndex
        while let dot = name[end...].firstIndex(of: ".") {
            let enclosing = String(name[..<dot])
            if let declaration = catalog.firstPrimary(named: enclosing), let problem = Self.problem(of: declaration) {
                return EnclosingRestriction(typeName: enclosing, problem: problem)
            }
            end = name.index(after: dot)
        }
        return nil
    }

    /// What keeps the types nested in `declaration` from being named by the generated factory.
    private static func problem(of declaration: TypeDeclaration) -> String? {
        if declaration.isGeneric { return "generic" }
        switch declaration.access {
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .visible: return nil
        }
    }
}
