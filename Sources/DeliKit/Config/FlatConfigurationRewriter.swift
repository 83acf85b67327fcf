/// Deli before 0.9 read one project's keys from the top of `deli.yml` (`project:`, `scheme:`,
/// `output:` …); since 0.9 they sit in an entry under `config:`. Deli 0.9 still read the old form
/// with a warning. deli does not guess: it stops with an error whose note is the file rewritten in
/// the current form, ready to paste.
struct FlatConfigurationRewriter {
    /// The parsed file.
    let root: YAMLNode
    /// The file's text, indented under the new entry as it is (comments included).
    let text: String

    /// True when `root` is the old form: a mapping without `config:` that holds an entry's keys
    /// (`target:` alone does not count: the current form has a top-level `target:` too).
    var isFlat: Bool {
        guard let entries = root.mapping, root["config"] == nil else { return false }
        return entries.contains { $0.key != "target" && ConfigurationDecoder.entryKeys.contains($0.key) }
    }

    /// The name of the entry the rewritten file declares: the project's name without its
    /// `.xcodeproj`, else the target's, else `App`.
    var entryName: String {
        for key in ["project", "target", "scheme"] {
            guard case .string(let value)? = root[key]?.scalar else { continue }
            let last = FilePath.lastComponent(of: value)
            let name = last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
            if !name.isEmpty, name != "." { return name }
        }
        return "App"
    }

    /// The same file in the current form.
    var rewritten: String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.allSatisfy(\.isWhitespace) ? "" : "    " + line
        }
        let body = lines.reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n")
        return "config:\n  \(Self.quotedKey(entryName)):\n" + body
    }

    /// The diagnostic for the file, at its first key.
    func diagnostic(file: String) -> Diagnostic {
        let location = root.mapping?.first?.keyLocation ?? .file(file)
        return .flatConfiguration(entryName: entryName, rewritten: rewritten, at: location)
    }

    private static func quotedKey(_ name: String) -> String {
        let plain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
        return plain ? name : "\"" + name.filter { $0 != "\"" && $0 != "\\" } + "\""
    }
}

extension DiagnosticID {
    /// `deli.yml` in the format of Deli before 0.9 (one entry's keys at the top level).
    static let flatConfiguration = DiagnosticID("C085")
}

extension Diagnostic {
    static func flatConfiguration(entryName: String, rewritten: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .flatConfiguration,
            "this deli.yml has one project's keys at the top level, the format before Deli 0.9; "
                + "put them in an entry under 'config:' (here '\(entryName)')",
            at: location,
            notes: [DiagnosticNote("write the file as:\n" + rewritten)])
    }
}
