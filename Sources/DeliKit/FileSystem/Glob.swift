/// A path pattern with `*` (any characters within one segment), `?` (one character within a
/// segment) and `**` (any number of whole segments, including none). Matching is textual and
/// case-sensitive; patterns and paths use `/`.
public struct Glob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let segments: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.segments = FilePath.normalize(pattern).split(separator: "/").map(String.init)
    }

    /// True when the pattern contains a wildcard.
    public var hasWildcards: Bool {
        pattern.contains("*") || pattern.contains("?")
    }

    /// The leading segments without wildcards (the directory a walk can start from), or `.`.
    public var literalPrefix: String {
        let literal = segments.prefix { !$0.contains("*") && !$0.contains("?") }
        let prefix = hasWildcards ? literal : literal.dropLast()
        return prefix.isEmpty ? "." : prefix.joined(separator: "/")
    }

    /// How many path components below ``literalPrefix`` a match can have; nil with `**`.
    public var maximumDepth: Int? {
        guard !segments.contains("**") else { return nil }
        let prefix = literalPrefix == "." ? 0 : literalPrefix.split(separator: "/").count
        return segments.count - prefix
    }

    /// True when some segment of the pattern itself starts with `.` (so hidden files are wanted).
    public var mentionsHiddenNames: Bool {
        segments.contains { $0.hasPrefix(".") }
    }

    /// True when `path` (relative, `/`-separated) matches the whole pattern. As in shells, a
    /// wildcard never matches a leading `.` of a name: `*.yml` skips `.hidden.yml`, and `**`
    /// does not enter `.build`; write the dot to match such names.
    public func matches(_ path: String) -> Bool {
        let normalized = FilePath.normalize(path)
        let parts = normalized == "." ? [] : normalized.split(separator: "/").map(String.init)
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        var memo: [Int: Bool] = [:]
        return match(pattern, path, memo: &memo)
    }

    private static func match(
        _ pattern: ArraySlice<String>, _ path: ArraySlice<String>, memo: inout [Int: Bool]
    ) -> Bool {
        let key = pattern.startIndex * 100_003 + path.startIndex
        if let known = memo[key] { return known }
        let result: Bool
        if let first = pattern.first {
            if first == "**" {
                let canConsume = !path.isEmpty && !path.first!.hasPrefix(".")
                result =
                    match(pattern.dropFirst(), path, memo: &memo)
                    || (canConsume && match(pattern, path.dropFirst(), memo: &memo))
            } else {
                result =
                    !path.isEmpty && segment(first, path.first!)
                    && match(pattern.dropFirst(), path.dropFirst(), memo: &memo)
            }
        } else {
            result = path.isEmpty
        }
        memo[key] = result
        return result
    }

    /// Wildcard match of one segment; iterative with single-star backtracking (linear-ish).
    private static func segment(_ pattern: String, _ name: String) -> Bool {
        if name.hasPrefix("."), !pattern.hasPrefix(".") { return false }
        let p = Array(pattern.utf8)
        let t = Array(name.utf8)
        var pi = 0
        var ti = 0
        var star: (p: Int, t: Int)?
        while ti < t.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == t[ti] && p[pi] != UInt8(ascii: "*") {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = (pi, ti)
                pi += 1
            } else if let saved = star {
                pi = saved.p + 1
                ti = saved.t + 1
                star = (saved.p, saved.t + 1)
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
