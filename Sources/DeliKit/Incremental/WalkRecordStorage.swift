/// Where ``RecordedWalk``s are kept between runs, one per walked root; the CLI keeps them with the
/// build records. Failing to load or save is never an error: the walk is done again.
public protocol WalkRecordStorage: Sendable {
    /// The walk recorded for `root`, or nil when there is none or it cannot be read.
    func loadWalk(root: String) -> RecordedWalk?

    /// Replaces the walk recorded for its root.
    func saveWalk(_ walk: RecordedWalk)
}
