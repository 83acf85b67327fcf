/// The state of one resolution on the thread that holds a context's lock: what is being built
/// (for cycle detection) and which lazy injections still have to run.
struct ResolutionSession {
    /// Nesting depth of resolve calls; the call that brings it from 0 to 1 is the outermost.
    var depth = 0
    /// The innermost registration currently inside its resolver; each one points to the one it
    /// is built inside (`Registration.builtInside`), so entering costs two assignments.
    unowned(unsafe) var innermost: Registration?
    /// Lazily built instances waiting for their injector, in creation order.
    var pendingInjections: [(Registration, Any)] = []
    /// Registrations inside their resolver, nested (see ``StackRoom``).
    var buildDepth = 0
    /// The stack of the thread that checked it last.
    var stackBounds: StackRoom.Bounds?
    /// Where the stack stood at the outermost build, then at each check.
    var stackPositionAtLastCheck: UInt = 0
    /// The most stack ``StackRoom/interval`` nested builds took, over the checks so far.
    var stackPerInterval: UInt = 0

    /// The cycle that `registration` would close, as registrations from its first appearance.
    func cycle(closedBy registration: Registration) -> [Registration] {
        var chain = [registration]
        var current = innermost
        while let link = current {
            chain.append(link)
            if link === registration { break }
            current = link.builtInside
        }
        return chain.reversed()
    }
}
