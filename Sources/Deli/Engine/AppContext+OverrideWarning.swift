extension AppContext {
    /// In debug builds, says once on standard error that a module at a higher priority (a test's
    /// mock module) registers the type but not with the qualifier asked (often read from a
    /// property), so a lower one answers: the mock does not take effect.
    func warnPassedOver(_ passedOver: Candidate, by match: Candidate) {
        let higher = passedOver.module.loadPriority
        guard higher > match.module.loadPriority else { return }
        let type = passedOver.registration.typeName
        let asked = match.qualifier
        let other = passedOver.qualifier.isEmpty ? "without a qualifier" : "with qualifier '\(passedOver.qualifier)'"
        let text =
            "Deli: warning: '\(type)' with qualifier '\(asked)' is answered by a module at priority "
            + "\(match.module.loadPriority), although a module at priority \(higher) registers '\(type)' \(other); "
            + "register the mock with qualifier '\(asked)' for it to take effect"
        guard !overrideWarnings.contains(text) else { return }
        overrideWarnings.append(text)
        MainThread.warn(text)
    }
}
