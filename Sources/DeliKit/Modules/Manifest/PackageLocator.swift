/// Finds the package a directory belongs to: the nearest directory at or above it that holds a
/// `Package.swift`.
struct PackageLocator {
    let fileSystem: any FileSystem

    func package(containing directory: String) -> String? {
        var current = FilePath.normalize(directory)
        while true {
            if fileSystem.itemKind(at: FilePath.join(current, "Package.swift")) == .file { return current }
            let parent = FilePath.directory(of: current)
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }
}
