import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Deletes a scan cache folder for `deli clean`, and nothing deli did not write: every entry of the
/// folder must be a regular file that ``CacheFileRecognizer`` recognises, or nothing is deleted.
struct CacheFolderCleaner {
    let directory: String

    /// Deletes the folder's cache files, then the folder. A folder that does not exist is already
    /// clean. Returns the diagnostic that explains a refusal or a failure, or nil on success.
    func clean() -> Diagnostic? {
        var status = stat()
        guard lstat(directory, &status) == 0 else {
            return errno == ENOENT ? nil : .cacheNotRemoved(directory, reason: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return .cleanRefused(directory, reason: "it is a symbolic link, not the cache folder deli made")
        default: return .cleanRefused(directory, reason: "it is a file, not a cache folder")
        }
        let names: [String]
        do {
            names = try LocalFileSystem().contentsOfDirectory(at: directory).map(\.name).sorted()
        } catch {
            guard case .unreadable(_, let reason) = error else { return nil }
            return .cacheNotRemoved(directory, reason: reason)
        }
        if let refusal = refusal(names) { return refusal }
        return remove(names)
    }

    /// Why the folder holding `names` must be left alone, or nil when it holds only deli's files.
    private func refusal(_ names: [String]) -> Diagnostic? {
        let foreign = names.filter { !isDeliFile($0) }
        if !foreign.isEmpty {
            let shown = foreign.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            let more = foreign.count > 3 ? " and \(foreign.count - 3) more" : ""
            return .cleanRefused(directory, reason: "it holds entries deli did not write (\(shown)\(more))")
        }
        if names.isEmpty, FilePath.lastComponent(of: directory) != "deli-cache" {
            return .cleanRefused(directory, reason: "it holds no deli cache file")
        }
        return nil
    }

    /// True when the entry `name` is a regular file deli wrote.
    private func isDeliFile(_ name: String) -> Bool {
        let path = "\(directory)/\(name)"
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        var header = [UInt8](repeating: 0, count: CacheFileRecognizer.headerLength)
        let count = read(descriptor, &header, header.count)
        guard count >= 0 else { return false }
        return CacheFileRecognizer.isDeliFile(name: name, header: Array(header[..<count]))
    }

    private func remove(_ names: [String]) -> Diagnostic? {
        for name in names where unlink("\(directory)/\(name)") != 0 && errno != ENOENT {
            return .cacheNotRemoved(directory, reason: String(cString: strerror(errno)))
        }
        guard rmdir(directory) == 0 else {
            return .cacheNotRemoved(directory, reason: String(cString: strerror(errno)))
        }
        return nil
    }
}
