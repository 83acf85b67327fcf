/// Resolves a dependency the way the runtime does: an exact (type, qualifier) registration first,
/// then registrations linked to the type, filtered by qualifier. Without a qualifier, as in Deli
/// 0.9, an unqualified registration answers first, otherwise any qualified one: exactly one is
/// found, several are ambiguous (E002).
struct DependencyResolver: Sendable {
    let index: RegistrationIndex
    /// Tells apart the types of one name in several modules; empty for a target without modules.
    var names = NameOwners()
    /// The module of each registration (``NameOwners/ownTarget`` for the target's own), read when
    /// `names` is not empty.
    var moduleOfRegistration: @Sendable (Int) -> String = { _ in NameOwners.ownTarget }

    /// - Parameters:
    ///   - qualifier: the literal qualifier, or nil when it cannot be known at build time.
    ///   - module: the module whose code asks (``NameOwners/ownTarget`` for the target's own), or
    ///     nil when every registration of the name may answer.
    func resolve(
        _ typeName: String, qualifier: String?, isArray: Bool, hasPayload: Bool = false, askedIn module: String? = nil
    ) -> Resolution {
        // An opaque type (`some P`, also as an array's element) is never registered: reported, not an empty array.
        if typeName.hasPrefix("some ") { return .missing(others: []) }
        if let form = TypeText.uninjectableForm(typeName) { return .uninjectable(form: form) }
        // A type its code cannot see is no type of the sources there: Swift rejects the name (an
        // array of it like a single one, not as empty), or finds another type of it in a module
        // deli does not read.
        guard let candidates = candidates(for: typeName, in: module) else { return .missing(others: []) }
        guard let qualifier else {
            return candidates.isEmpty ? .missing(others: []) : .unchecked(candidates: candidates)
        }
        // As at run time: an array's empty qualifier means any qualifier, and a factory answers
        // exactly the lookups that bring a payload.
        if isArray { return .found(arrayMatches(candidates, qualifier: qualifier, hasPayload: hasPayload)) }
        if candidates.count == 1 { return resolve(only: candidates[0], qualifier: qualifier, hasPayload: hasPayload) }
        var matching = candidates.filter { index.registrations[$0].qualifier == qualifier }
        if matching.isEmpty, qualifier.isEmpty, !hasPayload {
            matching = candidates.filter { !index.registrations[$0].isFactory }
        }
        let exact = matching.filter { index.registrations[$0].typeName == typeName }
        let chosen = distinct(exact.isEmpty ? matching : exact)
        switch chosen.count {
        case 0: return .missing(others: candidates)
        case 1: return index.registrations[chosen[0]].isFactory && !hasPayload ? .factory(chosen[0]) : .found(chosen)
        default: return .ambiguous(chosen)
        }
    }

    /// What `resolve` answers when one registration is a candidate (most dependencies): the same as
    /// the filters below give for a list of one, without making the lists.
    private func resolve(only candidate: Int, qualifier: String, hasPayload: Bool) -> Resolution {
        let registration = index.registrations[candidate]
        let matches =
            registration.qualifier == qualifier || (qualifier.isEmpty && !hasPayload && !registration.isFactory)
        guard matches else { return .missing(others: [candidate]) }
        return registration.isFactory && !hasPayload ? .factory(candidate) : .found([candidate])
    }

    /// The registrations of the type `name` means in `module`: a registration reached through `name`
    /// in a module where it means another module's type is a different type. `Impl.Formatter` means
    /// the `Formatter` of `Impl`. Nil when the type is declared only where `module`'s code cannot see.
    private func candidates(for typeName: String, in module: String?) -> [Int]? {
        let qualified = module == nil ? nil : names.moduleQualified(typeName)
        let name = qualified?.name ?? typeName
        if let module, !names.unseenDeclarers(of: name, in: module).isEmpty { return nil }
        let candidates = index.candidates(for: name)
        guard let module, !names.isEmpty || qualified != nil,
            let wanted = qualified?.module ?? names.meaning(of: name, in: module)
        else { return candidates }
        // A conformance written with the module's name (`Interfaces.Logger`) means that module's type
        // wherever the conforming type is.
        let linkedByModule = index.candidates(for: "\(wanted).\(name)")
        return candidates.filter { candidate in
            let meaning = names.meaning(of: name, in: moduleOfRegistration(candidate))
            return meaning == nil || meaning == wanted
        } + linkedByModule.filter { !candidates.contains($0) }
    }

    private func arrayMatches(_ candidates: [Int], qualifier: String, hasPayload: Bool) -> [Int] {
        candidates.filter { candidate in
            let registration = index.registrations[candidate]
            return (qualifier.isEmpty || registration.qualifier == qualifier) && registration.isFactory == hasPayload
        }
    }

    /// Drops candidates that can never coexist with an earlier one (other clauses of an `#if`).
    private func distinct(_ candidates: [Int]) -> [Int] {
        var kept: [Int] = []
        for candidate in candidates {
            let conditions = index.registrations[candidate].conditions
            let excluded = kept.contains {
                BranchCondition.areExclusive(index.registrations[$0].conditions, conditions)
            }
            if !excluded { kept.append(candidate) }
        }
        return kept
    }
}
