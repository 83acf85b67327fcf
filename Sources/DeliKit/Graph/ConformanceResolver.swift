/// Finds everything a type conforms to or inherits from, through extensions, refining protocols
/// and superclasses declared in the scanned sources, and the members it inherits from them.
struct ConformanceResolver {
    let catalog: TypeCatalog

    /// Every supertype, nearest first (Deli protocols by their unqualified names).
    func supertypes(of name: String) -> [String] {
        var seen: Set<String> = [name]
        var ordered: [String] = []
        var queue = directSupertypes(of: name)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            ordered.append(next)
            if catalog.knows(next) { queue += directSupertypes(of: next) }
        }
        return ordered
    }

    /// The value of a member (`qualifier`, `scope`, `target`) declared on the type, its extensions,
    /// or the nearest superclass or protocol (extension) that declares it.
    func inheritedValue(
        of name: String, _ member: KeyPath<TypeDeclaration, LocatedValue?>, supertypes: [String]
    ) -> LocatedValue? {
        for owner in [name] + supertypes {
            for declaration in catalog.declarations(of: owner) {
                if let value = declaration[keyPath: member] { return value }
            }
        }
        return nil
    }

    private func directSupertypes(of name: String) -> [String] {
        catalog.declarations(of: name).flatMap { declaration in
            declaration.inheritedTypes.map { inherited in
                let plain = TypeText.withoutGenericArguments(inherited)
                return TypeText.deliProtocols.contains(plain) ? plain : catalog.qualify(plain, from: name)
            }
        }
    }
}
