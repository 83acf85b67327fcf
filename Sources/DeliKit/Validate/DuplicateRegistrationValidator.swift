/// E004: the same type registered twice with the same qualifier.
struct DuplicateRegistrationValidator: GraphValidator {
    private struct Key: Hashable {
        let typeName: String
        let qualifier: String
        /// The module whose type the name means, when two or more declare one of that name
        /// (``NameOwners``): `Clock` of the app and `Clock` of `Lib` are two types.
        let module: String?
    }

    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let components = context.components
        let names = context.analysis.resolver.names
        let groups = names.tellsNoNamesApart ? Self.adjacentGroups(of: components) : nil
        return diagnostics(groups ?? hashedGroups(of: components, names: names), components)
    }

    /// The registrable components that share a type name and qualifier, found side by side: the
    /// graph lists its components ordered by both, so equal keys are neighbours and no key is hashed.
    /// Nil when the list is not in that order (the groups are then made by hashing).
    private static func adjacentGroups(of components: [ComponentDeclaration]) -> [[Int]]? {
        var groups: [[Int]] = []
        var previous: Int?
        for index in components.indices where components[index].isRegistrable {
            defer { previous = index }
            guard let last = previous else { continue }
            let order = Self.order(components[last], components[index])
            if order == .descending { return nil }
            guard order == .same else { continue }
            if groups.last?.last == last {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([last, index])
            }
        }
        return groups
    }

    private enum Order { case ascending, same, descending }

    private static func order(_ lhs: ComponentDeclaration, _ rhs: ComponentDeclaration) -> Order {
        if lhs.typeName != rhs.typeName { return lhs.typeName < rhs.typeName ? .ascending : .descending }
        if lhs.qualifier != rhs.qualifier { return lhs.qualifier < rhs.qualifier ? .ascending : .descending }
        return .same
    }

    /// The groups of registrable components with the same key, by hashing each key (``Key``: a name
    /// may mean two modules' types).
    private func hashedGroups(of components: [ComponentDeclaration], names: NameOwners) -> [[Int]] {
        // The last index seen of each type and qualifier; a group is made only for the keys seen
        // twice (a list per registration cost more than the rest of the check).
        var latest: [Key: Int] = [:]
        latest.reserveCapacity(components.count)
        var groups: [Key: [Int]] = [:]
        for index in components.indices where components[index].isRegistrable {
            let key = key(of: components[index], names: names)
            if let previous = latest.updateValue(index, forKey: key) { groups[key, default: [previous]].append(index) }
        }
        return Array(groups.values)
    }

    /// The findings of `groups`, in the location order of the components that clash.
    private func diagnostics(_ groups: [[Int]], _ components: [ComponentDeclaration]) -> [Diagnostic] {
        // Only names registered more than once can clash; each group is read in location order,
        // and the findings are returned in the location order of the components that clash.
        var found: [(index: Int, diagnostic: Diagnostic)] = []
        for group in groups where group.count > 1 {
            // Another module's registration comes first: the app's second one is the app's to fix.
            let ordered = group.sorted {
                (rank(components[$0]), components[$0].location) < (rank(components[$1]), components[$1].location)
            }
            for (position, index) in ordered.enumerated() {
                let component = components[index]
                let earlier = ordered[..<position].first {
                    !BranchCondition.areExclusive(components[$0].facts.conditions, component.facts.conditions)
                }
                if let earlier {
                    found.append((index, .duplicateRegistration(component, first: components[earlier].location)))
                }
            }
        }
        return found.sorted { (components[$0.index].location, $0.index) < (components[$1.index].location, $1.index) }
            .map(\.diagnostic)
    }

    private func key(of component: ComponentDeclaration, names: NameOwners) -> Key {
        let module = component.module ?? NameOwners.ownTarget
        let name = names.moduleQualified(component.typeName)?.name ?? component.typeName
        // Only a name two modules declare has meanings to tell apart (`Base.Clock` is `Clock` otherwise).
        let meant = names.meaning(of: name, in: module) == nil ? nil : names.meaning(of: component.typeName, in: module)
        return Key(typeName: name, qualifier: component.qualifier, module: meant)
    }

    /// Linked modules' registrations before the target's own.
    private func rank(_ component: ComponentDeclaration) -> Int { component.module == nil ? 1 : 0 }
}

extension DiagnosticID {
    /// A type and qualifier registered twice.
    public static let duplicateRegistration = DiagnosticID("E004")
}

extension Diagnostic {
    static func duplicateRegistration(_ component: ComponentDeclaration, first: SourceLocation) -> Diagnostic {
        let qualified =
            component.qualifier.isEmpty
            ? "without a qualifier; give one of them a qualifier"
            : "with qualifier '\(component.qualifier)'; give one of them another qualifier"
        return .error(
            .duplicateRegistration, "'\(component.typeName)' is already registered \(qualified)",
            at: component.location, notes: [DiagnosticNote("first registration here", at: first)])
    }
}
