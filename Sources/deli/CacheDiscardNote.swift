import DeliKit

/// The `--verbose` line printed when a damaged scan cache or build record is discarded; the run
/// then scans and checks afresh and writes a new one.
enum CacheDiscardNote {
    /// A callback for ``DiskScanCache`` and ``DiskBuildRecordStore`` that prints the note when
    /// `verbose` is set and does nothing otherwise.
    static func reporter(verbose: Bool) -> @Sendable (String, BinaryFormatError) -> Void {
        { path, reason in
            guard verbose else { return }
            FileHandleOutput.standardError.write("deli: \(text(path: path, reason: reason))\n")
        }
    }

    /// The note for the file at `path`.
    static func text(path: String, reason: BinaryFormatError) -> String {
        "discarded the damaged cache file '\(path)' (\(explanation(reason))); this run rebuilds it"
    }

    private static func explanation(_ reason: BinaryFormatError) -> String {
        switch reason {
        case .checksumMismatch: "its checksum does not match its contents"
        case .damaged(let offset): "malformed at byte \(offset)"
        case .otherFormat: "another format"
        }
    }
}
