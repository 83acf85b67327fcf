/// Where build records are kept between runs; the CLI passes one that reads and writes files,
/// tests pass one in memory. The core only calls these two methods.
public protocol BuildRecordStorage: Sendable {
    /// The record saved for the target named `target`, or nil when there is none or it cannot be
    /// read (a damaged record is ignored, never an error).
    func load(target: String) -> BuildRecord?

    /// Replaces the record of `target`. Failing to save is not an error: the next run does the work.
    func save(_ record: BuildRecord, target: String)
}
