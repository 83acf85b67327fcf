/// A dependency module a target links, with the fingerprint of what its files declare: the
/// target's build record applies only while every linked module still declares the same things.
struct LinkedModule {
    var module: DependencyModule
    /// ``ModuleSummary/key(results:)`` of the module's files.
    var key: ContentHash
}
