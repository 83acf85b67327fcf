import Foundation

/// File naming and atomic writing shared by the on-disk caches.
enum CacheFile {
    /// `prefix` + `target` (every character other than ASCII letters, digits, `-`, `_` and `.`
    /// replaced by `_`) + `.extension`.
    static func name(prefix: String, target: String, extension fileExtension: String) -> String {
        let safe = target.unicodeScalars.map { scalar -> String in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            return allowed || "-_.".unicodeScalars.contains(scalar) ? String(scalar) : "_"
        }
        return prefix + safe.joined() + "." + fileExtension
    }

    /// Writes `bytes` to a temporary file in `directory` (created when missing) and renames it to
    /// `path`, so readers see the old file or the new one, never half of one. Errors are swallowed:
    /// a cache that cannot be written only makes the next run slower.
    static func writeAtomically(_ bytes: [UInt8], to path: String, in directory: String) {
        let temporary = "\(path).\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }
}
