import Synchronization

/// The source lists of the last run of this process, by the folder they were joined to.
///
/// A resident process (`deli watch`) finds the same files under the same folders on almost every
/// run, and its walk hands back the very same list (see ``WalkMatcher``). Joining ten thousand paths
/// to their folder again made ten thousand new strings per run, and every later step that compares
/// paths with the last run's then compared their bytes instead of their storage. A list equal to
/// the last one for the same folder is answered with the last joined list.
///
/// The answer depends only on the arguments, so one memo serves every caller of the process.
final class JoinedPathsMemo: Sendable {
    static let shared = JoinedPathsMemo()

    /// How many folders are kept at most; past that the memo starts afresh.
    static let capacity = 64

    private struct Entry {
        let relatives: [String]
        let joined: [String]
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// `relatives` (normalised paths relative to `base`) joined to `base`, keeping only the Swift
    /// files when `swiftOnly`.
    func joined(_ relatives: [String], to base: String, swiftOnly: Bool) -> [String] {
        let key = (swiftOnly ? "swift:" : "all:") + base
        // Equal lists that share storage compare at once; a different list fails at its first
        // differing path.
        if let entry = entries.withLock({ $0[key] }), entry.relatives == relatives { return entry.joined }
        let kept = swiftOnly ? relatives.filter { $0.hasSuffix(".swift") } : relatives
        let joined = FilePath.join(base, each: kept)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[key] = Entry(relatives: relatives, joined: joined)
        }
        return joined
    }
}
