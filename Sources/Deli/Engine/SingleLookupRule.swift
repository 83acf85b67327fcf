/// Which registration answers a single, payload-free lookup.
///
/// The candidates come in resolution order: module by module, the registrations of exactly the
/// type before those linked to it, each in registration order. The first with the asked qualifier
/// wins. An empty qualifier keeps Deli 0.9's meaning: an unqualified registration when there is
/// one, otherwise the first registration with any qualifier, so `get(TestService.self)` finds a
/// `TestService` registered only as "qualifierTest". Build-time checks (E002) reject injected
/// dependencies that would make this choice among several.
///
/// The rule asks module after module for its first exact match (`RegistrationList.singleMatch`)
/// and stops at the first module that has one, so it neither lists the candidates nor makes any
/// registration object.
struct SingleLookupRule {
    let qualifier: String
    /// The first candidate with exactly `qualifier`.
    private(set) var exact: Candidate?
    /// For an empty qualifier: the first candidate with any qualifier.
    private var fallback: Candidate?
    /// For a qualifier: the first candidate, in a module searched before the match, that registers
    /// the type with another qualifier (a mock that cannot take effect).
    private(set) var passedOver: Candidate?

    init(qualifier: String) {
        self.qualifier = qualifier
    }

    /// The registration the rule picked, if any.
    var match: Candidate? {
        exact ?? fallback
    }

    /// Searches the modules of `modules`, in order, until the match is known.
    mutating func search(_ type: ObjectIdentifier, in modules: some Sequence<ModuleFactory>) {
        for module in modules where exact == nil {
            let found = module.registrationList.singleMatch(reachableAs: type, qualifier: qualifier)
            if let position = found.exact {
                exact = Candidate(module: module, position: position)
            } else if let position = found.any {
                if qualifier.isEmpty, fallback == nil { fallback = Candidate(module: module, position: position) }
                if !qualifier.isEmpty, passedOver == nil { passedOver = Candidate(module: module, position: position) }
            }
        }
    }
}
