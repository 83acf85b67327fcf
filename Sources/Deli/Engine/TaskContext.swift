/// The context a task runs with, set by `AppContext.withContext(_:operation:)`: while it is set,
/// `AppContext.shared` is that context in this task and in the tasks it creates, so tests running in
/// parallel each see their own modules and mocks.
enum TaskContext {
    @TaskLocal static var value: AppContext?

    /// The context whose `start()` is building a component in this task (an `async`, throwing or
    /// other-actor initialiser): `AppContext.current` there, since no thread-local context is set
    /// across the initialiser's suspensions and actor hops.
    @TaskLocal static var building: AppContext?
}
