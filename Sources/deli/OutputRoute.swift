import Synchronization

/// Where ``FileHandleOutput/standardOutput`` and ``FileHandleOutput/standardError`` write: the
/// process's own streams, except while `deli watch` builds for a `deli build`, whose streams it
/// was handed.
enum OutputRoute {
    /// The descriptors written for standard output and standard error, read from any thread.
    static var standardOutput: Int32 { descriptors.output.load(ordering: .relaxed) }
    static var standardError: Int32 { descriptors.error.load(ordering: .relaxed) }

    /// Runs `body` with everything printed going to `output` and `error`, then back to 1 and 2.
    /// One caller at a time: the thread that prints between builds.
    static func redirecting<Result>(output: Int32, error: Int32, _ body: () throws -> Result) rethrows -> Result {
        descriptors.output.store(output, ordering: .relaxed)
        descriptors.error.store(error, ordering: .relaxed)
        defer {
            descriptors.output.store(1, ordering: .relaxed)
            descriptors.error.store(2, ordering: .relaxed)
        }
        return try body()
    }

    private final class Descriptors: Sendable {
        let output = Atomic<Int32>(1)
        let error = Atomic<Int32>(2)
    }

    private static let descriptors = Descriptors()
}
