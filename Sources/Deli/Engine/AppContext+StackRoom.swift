#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension AppContext {
    /// Stops resolution with a message when the thread's stack is nearly used up (see
    /// ``StackRoom``). `enterBuilding` calls it every ``StackRoom/interval`` nested builds.
    func checkStackRoom() {
        let position = StackRoom.currentPosition()
        let thread = pthread_self()
        if session.stackThread.map({ pthread_equal($0, thread) == 0 }) ?? true {
            guard let bounds = StackRoom.currentBounds() else { return }
            session.stackThread = thread
            session.stackLow = bounds.low
            session.stackSize = bounds.size
        }
        let last = session.stackPositionAtLastCheck
        if last > position { session.stackPerInterval = max(session.stackPerInterval, last - position) }
        session.stackPositionAtLastCheck = position
        let low = session.stackLow
        guard StackRoom.isNearlyUsedUp(at: position, low: low, perInterval: session.stackPerInterval) else { return }
        var outermost = session.innermost
        while let inside = outermost?.builtInside { outermost = inside }
        guard let innermost = session.innermost, let outermost else { return }
        DeliFailure.stop(
            DeliFailure.stackNearlyUsedUp(
                building: outermost, down: innermost, depth: session.buildDepth,
                left: position > low ? position - low : 0, of: session.stackSize, modules: loaded))
    }
}
