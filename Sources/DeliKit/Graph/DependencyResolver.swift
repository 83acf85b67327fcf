/// Resolves a dependency the way the runtime does: an exact (type, qualifier) registration first,
/// then registrations linked to the type, filtered by qualifier. Without a qualifier, as in Deli
/// 0.9, an unqualified registration answers first, otherwise any qualified one: exactly one is
/// found, several are ambiguous (E002).
struct DependencyResolver {
    let index: RegistrationIndex

    /// - Parameter qualifier: the literal qualifier, or nil when it cannot be known at build time.
    func resolve(_ typeName: String, qualifier: String?, isArray: Bool, hasPayload: Bool = false) -> Resolution {
        // An opaque type (`some P`, also as an array's element) is never registered: reported, not an empty array.
        if typeName.hasPrefix("some ") { return .missing(others: []) }
        let candidates = index.candidates(for: typeName)
        guard let qualifier else {
            return candidates.isEmpty ? .missing(others: []) : .unchecked(candidates: candidates)
        }
        var matching = candidates.filter { index.registrations[$0].qualifier == qualifier }
        if isArray { return .found(matching) }
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
