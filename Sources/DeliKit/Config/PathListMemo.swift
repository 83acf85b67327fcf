import Synchronization

/// The source lists of the last run of this process, by what they were made for.
///
/// A resident process (`deli watch`) finds the same files under the same folders on almost every
/// run, and its walk hands back the very same list (see ``WalkMatcher``). Joining ten thousand paths
/// to their folder again, or leaving out the target's own output again, made ten thousand new
/// strings (or retains) per run, and every later step that compares paths with the last run's then
/// compared their bytes instead of their storage. A list equal to the last one made for the same
/// purpose is answered with the last list made from it.
///
/// The answers depend only on the arguments, so one memo serves every caller of the process.
final class PathListMemo: Sendable {
    static let shared = PathListMemo()

    /// How many lists are kept at most; past that the memo starts afresh.
    static let capacity = 64

    private struct Entry {
        let input: [String]
        let made: [String]
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// `relatives` (normalised paths relative to `base`) joined to `base`, keeping only the Swift
    /// files when `swiftOnly`.
    func joined(_ relatives: [String], to base: String, swiftOnly: Bool) -> [String] {
        list(for: (swiftOnly ? "swift:" : "all:") + base, from: relatives) { relatives in
            FilePath.join(base, each: swiftOnly ? relatives.filter(FilePath.hasSwiftExtension) : relatives)
        }
    }

    /// `paths` without `excluded` (a target's sources without the factory it writes among them).
    func removing(_ excluded: String, from paths: [String]) -> [String] {
        list(for: "without:" + excluded, from: paths) { paths in
            paths.contains(excluded) ? paths.filter { $0 != excluded } : paths
        }
    }

    /// The list `make` makes from `input`, kept under `key`.
    private func list(for key: String, from input: [String], _ make: ([String]) -> [String]) -> [String] {
        // Equal lists that share storage compare at once; a different list fails at its first
        // differing path.
        if let entry = entries.withLock({ $0[key] }), entry.input == input { return entry.made }
        let made = make(input)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[key] = Entry(input: input, made: made)
        }
        return made
    }
}
