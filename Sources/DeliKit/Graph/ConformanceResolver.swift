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

    /// The `qualifier`, `scope` and `target` members: each the value declared on the type, its
    /// extensions, or the nearest superclass or protocol (extension) that declares it. One pass
    /// over the owners finds all three.
    func inheritedValues(of name: String, supertypes: [String]) -> InheritedValues {
        var values = InheritedValues()
        for owner in CollectionOfOne(name) + supertypes where !values.isComplete {
            for declaration in catalog.declarations(of: owner) {
                values.qualifier = values.qualifier ?? declaration.qualifier
                values.scope = values.scope ?? declaration.scope
                values.target = values.target ?? declaration.target
            }
        }
        return values
    }

    /// The members a type inherits when it does not declare them.
    struct InheritedValues {
        var qualifier: LocatedValue?
        var scope: LocatedValue?
        var target: LocatedValue?

        var isComplete: Bool { qualifier != nil && scope != nil && target != nil }
    }

    /// The inheritance clauses of the type and its extensions, with protocol compositions
    /// (`A & B`, also behind a typealias) split into their members.
    private func directSupertypes(of name: String) -> [String] {
        catalog.declarations(of: name).flatMap { declaration in
            declaration.inheritedTypes.flatMap { members(of: $0, from: name) }
        }
    }

    private func members(of inherited: String, from scope: String) -> [String] {
        let expanded = catalog.expandAlias(inherited, from: scope)
        return expanded.split(separator: "&").map { part in
            let plain = TypeText.withoutDeliModule(TypeText.withoutGenericArguments(String(part)))
            return TypeText.deliProtocols.contains(plain) ? plain : catalog.qualify(plain, from: scope)
        }
    }
}
