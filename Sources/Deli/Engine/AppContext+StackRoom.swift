extension AppContext {
    /// Stops resolution with a message when the thread's stack is nearly used up (see
    /// ``StackRoom``). `enterBuilding` calls it every ``StackRoom/interval`` nested builds.
    func checkStackRoom() {
        let position = StackRoom.currentPosition()
        guard let bounds = currentStackBounds() else { return }
        let last = session.stackPositionAtLastCheck
        if last > position { session.stackPerInterval = max(session.stackPerInterval, last - position) }
        session.stackPositionAtLastCheck = position
        let low = bounds.low
        guard StackRoom.isNearlyUsedUp(at: position, low: low, perInterval: session.stackPerInterval) else { return }
        var outermost = session.innermost
        while let inside = outermost?.builtInside { outermost = inside }
        guard let innermost = session.innermost, let outermost else { return }
        DeliFailure.stop(
            DeliFailure.stackNearlyUsedUp(
                building: outermost, down: innermost, depth: session.buildDepth,
                left: position > low ? position - low : 0, of: bounds.size, modules: loaded))
    }

    /// The calling thread's stack bounds, looked up once per thread that resolves.
    private func currentStackBounds() -> StackRoom.Bounds? {
        if let known = session.stackBounds, known.areCurrent { return known }
        session.stackBounds = StackRoom.currentBounds()
        return session.stackBounds
    }
}
