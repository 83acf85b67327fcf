/// Keeps each target's build record in `<directory>/record-<target>.bin`, written atomically (a
/// temporary file renamed into place). A missing, unreadable, damaged or outdated file reads as no
/// record, and a failed write is ignored: a record only ever makes a run faster.
public struct DiskBuildRecordStore: BuildRecordStorage {
    /// The folder holding the records; created on the first save.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func load(target: String) -> BuildRecord? {
        guard let bytes = CacheFile.load(at: path(for: target)) else { return nil }
        return try? BuildRecord(bytes: bytes)
    }

    public func save(_ record: BuildRecord, target: String) {
        CacheFile.replace(fileName(for: target), in: directory, with: record.bytes)
    }

    /// The record file of `target`.
    public func path(for target: String) -> String {
        "\(directory)/\(fileName(for: target))"
    }

    private func fileName(for target: String) -> String {
        CacheFile.name(prefix: "record-", target: target, extension: "bin")
    }
}
