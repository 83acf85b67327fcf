/// The catalogue `deli explain` answers from: every section of the diagnostics pages compiled
/// into the tool (``DiagnosticDocs``), so the terminal and docs/ always say the same thing.
public enum DiagnosticExplanations {
    /// What a lookup found.
    public enum Lookup: Equatable, Sendable {
        case found(DiagnosticExplanation)
        /// No such id; `suggestion` is the closest documented one, if any is close.
        case unknown(suggestion: DiagnosticID?)
    }

    /// Every documented id, in page order.
    public static let all: [DiagnosticExplanation] = DiagnosticDocs.pages.flatMap {
        DiagnosticExplanationParser.explanations(in: $0.text)
    }

    /// The explanation of `query`: `DELI-E002`, `E002` or `e002` (case does not matter).
    public static func lookup(_ query: String, in catalogue: [DiagnosticExplanation] = all) -> Lookup {
        let code = normalized(query)
        if let explanation = catalogue.first(where: { $0.id == DiagnosticID(code) }) {
            return .found(explanation)
        }
        let codes = catalogue.map { String($0.id.rawValue.dropFirst("DELI-".count)) }
        let suggestion = KeySuggester.suggestion(for: code, among: codes)
        return .unknown(suggestion: suggestion.map { DiagnosticID($0) })
    }

    /// `query` upper-cased, without surrounding spaces and without a `DELI-` prefix.
    static func normalized(_ query: String) -> String {
        let upper = query.trimmingSpaces().uppercased()
        return upper.hasPrefix("DELI-") ? String(upper.dropFirst("DELI-".count)) : upper
    }
}
