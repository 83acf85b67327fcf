/// The context a task runs with, set by `AppContext.withContext(_:operation:)`: while it is set,
/// `AppContext.shared` is that context in this task and in the tasks it creates, so tests running in
/// parallel each see their own modules and mocks.
enum TaskContext {
    @TaskLocal static var value: AppContext?
}
