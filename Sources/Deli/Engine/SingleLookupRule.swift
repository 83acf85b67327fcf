/// Which registration answers a single, payload-free lookup (SPEC §3.4 item 3).
///
/// The candidates come in resolution order: module by module, the registrations of exactly the
/// type before those linked to it, each in registration order. The first with the asked qualifier
/// wins. An empty qualifier keeps Deli 0.9's meaning: an unqualified registration when there is
/// one, otherwise the first registration with any qualifier, so `get(TestService.self)` finds a
/// `TestService` registered only as "qualifierTest". Build-time checks (E002) reject injected
/// dependencies that would make this choice among several.
enum SingleLookupRule {
    static func match(in candidates: [Registration], qualifier: String) -> Registration? {
        if let exact = candidates.first(where: { $0.qualifier == qualifier && !$0.isFactory }) {
            return exact
        }
        guard qualifier.isEmpty else { return nil }
        return candidates.first { !$0.isFactory }
    }
}
