/// Small, purely textual helpers for `/`-separated paths. Nothing here touches a file system.
public enum FilePath {
    /// `base` joined with `path`; an absolute `path` is returned as it is. The result is normalised.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// `relatives` (normalised paths, as ``DirectoryWalker`` lists them) each joined to `base`,
    /// which is normalised once: the same as `join(base, relative)` for each, without scanning
    /// every path again (only one that starts with `/` or `.`, which may climb out with `..`, is joined
    /// the long way).
    public static func join(_ base: String, each relatives: [String]) -> [String] {
        let base = normalize(base)
        if base == "." { return relatives }
        let prefix = base == "/" ? "/" : base + "/"
        return relatives.map { relative in
            startsAbsoluteOrDotted(relative) ? join(base, relative) : prefix + relative
        }
    }

    /// True when `path` ends in `.swift`, compared as bytes (a file name is bytes; the `String`
    /// comparison's Unicode rules cost more and change nothing for an ASCII suffix).
    public static func hasSwiftExtension(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            bytes.count >= swiftSuffix.count && bytes[(bytes.count - swiftSuffix.count)...].elementsEqual(swiftSuffix)
        }
    }

    private static let swiftSuffix: [UInt8] = Array(".swift".utf8)

    /// True when `path` starts with `/` or `.` (absolute, or possibly climbing out with `..`).
    private static func startsAbsoluteOrDotted(_ path: String) -> Bool {
        guard let first = path.utf8.first else { return false }
        return first == UInt8(ascii: "/") || first == UInt8(ascii: ".")
    }

    /// Removes `.` segments, empty segments and `name/..` pairs; `""` and `.` become `.`.
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !absolute {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// True when `normalize` would return `path` unchanged: no empty, `.` or `..` segment and no
    /// trailing `/` (a byte scan, so the common case costs no allocation).
    private static func isNormalized(_ path: String) -> Bool {
        var segmentLength = 0
        var dots = 0
        var count = 0
        for byte in path.utf8 {
            count += 1
            if byte == UInt8(ascii: "/") {
                // An empty segment is allowed only as the root of an absolute path.
                if (segmentLength == 0 && count > 1) || (segmentLength > 0 && dots == segmentLength) { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return segmentLength > 0 && !(dots == segmentLength && dots <= 2)
    }

    /// The directory part of `path` (`.` when there is none).
    public static func directory(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    /// True when `path` is `directory` or lies below it (textually, after normalising both).
    public static func isInside(_ path: String, directory: String) -> Bool {
        let path = normalize(path)
        let directory = normalize(directory)
        if directory == "." { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// `path` relative to `directory` (`""` for the directory itself), after normalising both; nil
    /// when it does not lie inside it.
    public static func relative(_ path: String, to directory: String) -> String? {
        let path = normalize(path)
        let directory = normalize(directory)
        guard isInside(path, directory: directory) else { return nil }
        if path == directory { return "" }
        return directory == "." ? path : String(path.dropFirst(directory.count + (directory.hasSuffix("/") ? 0 : 1)))
    }

    /// The last segment of `path`.
    public static func lastComponent(of path: String) -> String {
        normalize(path).split(separator: "/").last.map(String.init) ?? path
    }

    /// The extension of the last segment without its dot, lowercased (`yml`, `json`), or "".
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
