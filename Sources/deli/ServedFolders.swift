import DeliKit

/// The folders a `deli serve` stands on: its working folder, which must stay the one it started in,
/// and its cache folder, which must stay once a build made it. Removing the cache (`deli clean`,
/// or removing `.build`) ends the server, so the next `deli build` starts one from nothing instead
/// of one that still holds what the removed cache held.
struct ServedFolders {
    private let fileSystem = LocalFileSystem()
    private let workingDirectory = LocalFileSystem.workingDirectory
    private let workingIdentity: FileIdentity?
    private let cacheDirectory: String
    private var cacheIdentity: FileIdentity?

    init(cacheDirectory: String) {
        self.cacheDirectory = cacheDirectory
        workingIdentity = fileSystem.identity(at: workingDirectory)
        cacheIdentity = fileSystem.identity(at: cacheDirectory)
    }

    /// True once the working folder was removed or replaced, or the cache folder, once made, was.
    mutating func haveChanged() -> Bool {
        guard fileSystem.identity(at: workingDirectory) == workingIdentity else { return true }
        let current = fileSystem.identity(at: cacheDirectory)
        if let cacheIdentity, current != cacheIdentity { return true }
        cacheIdentity = current
        return false
    }
}
