/// Finds files that two writes of one run would both produce: two entries with the same `output`,
/// an `output` equal to another entry's resolved file, or an entry whose `output` is its own
/// resolved file. The last write would silently win, so each is a configuration error, located
/// at the later of the two keys (or at the entry's name when the path is a default).
///
/// The CLI runs the same check on the files it is about to write, which `--output` and
/// `--resolve-file` can change.
public struct OutputPathValidator {
    /// One file a target writes: its path, the target, the key that names it, and where.
    public struct Claim: Sendable {
        public var path: String
        public var target: String
        public var key: String
        public var location: SourceLocation?

        public init(path: String, target: String, key: String, location: SourceLocation?) {
            self.path = path
            self.target = target
            self.key = key
            self.location = location
        }
    }

    public init() {}

    /// The diagnostics for `targets`, each paired with the entry it was assembled from.
    func validate(_ targets: [(entry: ConfigEntry, target: BuildTarget)]) -> [Diagnostic] {
        conflicts(among: targets.flatMap(claims))
    }

    /// One error for each claim whose path (normalised) an earlier claim already has.
    public func conflicts(among claims: [Claim]) -> [Diagnostic] {
        var seen: [String: Claim] = [:]
        var diagnostics: [Diagnostic] = []
        for var claim in claims {
            claim.path = FilePath.normalize(claim.path)
            if let first = seen[claim.path] {
                diagnostics.append(
                    .fileWrittenTwice(
                        claim.path, first: (first.target, first.key), second: (claim.target, claim.key),
                        at: claim.location))
            } else {
                seen[claim.path] = claim
            }
        }
        return diagnostics
    }

    private func claims(_ pair: (entry: ConfigEntry, target: BuildTarget)) -> [Claim] {
        let (entry, target) = pair
        let output = Claim(
            path: target.outputPath, target: target.name, key: "output",
            location: entry.output?.location ?? entry.name.location)
        guard target.resolve.generate else { return [output] }
        let resolved = Claim(
            path: target.resolve.outputPath, target: target.name, key: "resolve.output",
            location: entry.resolveOutput?.location ?? entry.name.location)
        return [output, resolved]
    }
}

extension DiagnosticID {
    /// Two files of one run (outputs, resolved files) have the same path.
    static let fileWrittenTwice = DiagnosticID("C071")
}

extension Diagnostic {
    /// `path` is written as `secondKey` of `secondTarget` (at `location`) and was already written
    /// as `firstKey` of `firstTarget`.
    static func fileWrittenTwice(
        _ path: String, first: (target: String, key: String), second: (target: String, key: String),
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            .fileWrittenTwice,
            "'\(path)' would be written twice: as the '\(first.key)' of '\(first.target)' and as the "
                + "'\(second.key)' of '\(second.target)'; give each generated file its own path",
            at: location)
    }
}
