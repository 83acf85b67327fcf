/// What changed under the watched folders since the last call.
public struct WatchedChanges: Sendable, Equatable {
    /// Paths of files and folders that were created, written, removed, renamed or had their
    /// attributes changed (full paths: root + "/" + relative, as the roots were given). A folder
    /// moved away may come alone, without the paths it held: whatever is under it changed too.
    public var paths: Set<String>
    /// False when changes were lost (inotify queue overflow, a watch that could not be added, the
    /// polling fallback after an unreadable folder): the caller must treat every file as possibly
    /// changed.
    public var isComplete: Bool

    public init(paths: Set<String> = [], isComplete: Bool = true) {
        self.paths = paths
        self.isComplete = isComplete
    }
}
