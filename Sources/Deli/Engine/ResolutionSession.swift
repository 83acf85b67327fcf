/// The state of one resolution on the thread that holds a context's lock: what is being built
/// (for cycle detection) and which lazy injections still have to run.
struct ResolutionSession {
    /// Nesting depth of resolve calls; the call that brings it from 0 to 1 is the outermost.
    var depth = 0
    /// Registrations currently inside their resolver, outermost first.
    var building: [Registration] = []
    /// Lazily built instances waiting for their injector, in creation order.
    var pendingInjections: [(Registration, Any)] = []

    /// The cycle that `registration` would close, as registrations from its first appearance.
    func cycle(closedBy registration: Registration) -> [Registration] {
        guard let start = building.firstIndex(where: { $0 === registration }) else { return [registration] }
        return Array(building[start...]) + [registration]
    }
}
