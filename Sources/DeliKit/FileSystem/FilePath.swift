/// Small, purely textual helpers for `/`-separated paths. Nothing here touches a file system.
public enum FilePath {
    /// `base` joined with `path`; an absolute `path` is returned as it is. The result is normalised.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// Removes `.` segments, empty segments and `name/..` pairs; `""` and `.` become `.`.
    public static func normalize(_ path: String) -> String {
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

    /// The directory part of `path` (`.` when there is none).
    public static func directory(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
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
