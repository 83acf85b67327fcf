/// Which registration answers a single, payload-free lookup (SPEC §3.4 item 3).
///
/// The candidates come in resolution order: module by module, the registrations of exactly the
/// type before those linked to it, each in registration order. The first with the asked qualifier
/// wins. An empty qualifier keeps Deli 0.9's meaning: an unqualified registration when there is
/// one, otherwise the first registration with any qualifier, so `get(TestService.self)` finds a
/// `TestService` registered only as "qualifierTest". Build-time checks (E002) reject injected
/// dependencies that would make this choice among several.
///
/// The rule walks the modules' indexes and stops at the first exact match, so it neither lists
/// the candidates nor makes any registration object.
struct SingleLookupRule {
    let qualifier: String
    /// The first candidate with exactly `qualifier`.
    private(set) var exact: Candidate?
    /// For an empty qualifier: the first candidate with any qualifier.
    private var fallback: Candidate?

    init(qualifier: String) {
        self.qualifier = qualifier
    }

    /// The registration the rule picked, if any.
    var match: Candidate? {
        exact ?? fallback
    }

    /// Offers the candidates for `type` in each module of `modules`, in order, until the match is known.
    mutating func search(_ type: ObjectIdentifier, in modules: some Sequence<ModuleFactory>) {
        for module in modules where exact == nil {
            _ = module.registrationList.forEach(reachableAs: type) { position, entry in
                offer(Candidate(module: module, position: position), entry)
            }
        }
    }

    /// Offers the next candidate in resolution order.
    ///
    /// - Returns: whether the match is known (an exact one was found).
    private mutating func offer(_ candidate: Candidate, _ entry: RegistrationEntry) -> Bool {
        guard !entry.isFactory else { return false }
        if entry.qualifier == qualifier {
            exact = candidate
            return true
        }
        if qualifier.isEmpty, fallback == nil { fallback = candidate }
        return false
    }
}
