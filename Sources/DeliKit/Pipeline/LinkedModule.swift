/// A dependency module a target links, with the fingerprint of what its files declare: the
/// target's build record applies only while every linked module still declares the same things.
struct LinkedModule {
    var module: DependencyModule
    /// ``ModuleSummary/key(results:)`` of the module's files.
    var key: ContentHash
    /// The factory an earlier `deli build` wrote into the module's sources and that is compiled with
    /// it, when this run does not write it again and its header states its registrations.
    var writtenFactory: WrittenModuleFactory?
}

/// A module's factory as written in its sources: where, and the fingerprint of what it registers.
struct WrittenModuleFactory: Hashable {
    var path: String
    var fingerprint: String
}
