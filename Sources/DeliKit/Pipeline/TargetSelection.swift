/// Applies `--target NAME` to the loaded targets.
struct TargetSelection {
    var names: [String]

    /// The targets whose entry name or SwiftPM target is one of `names` (all when `names` is empty),
    /// in configuration order. An unmatched name is an error with a suggestion.
    func select(_ targets: [BuildTarget], diagnostics: inout [Diagnostic]) -> [BuildTarget] {
        guard !names.isEmpty else { return targets }
        for name in names where !targets.contains(where: { matches($0, name) }) {
            let known = targets.map(\.name)
            diagnostics.append(.unknownTargetOption(name, suggestion: KeySuggester.suggestion(for: name, among: known)))
        }
        return targets.filter { target in names.contains { matches(target, $0) } }
    }

    private func matches(_ target: BuildTarget, _ name: String) -> Bool {
        target.name == name || target.moduleName == name
    }
}

extension DiagnosticID {
    /// `--target` names no entry of the configuration.
    public static let unknownTargetOption = DiagnosticID("C054")
}

extension Diagnostic {
    static func unknownTargetOption(_ name: String, suggestion: String?) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(.unknownTargetOption, "--target '\(name)' names no entry of the configuration\(hint)")
    }
}
