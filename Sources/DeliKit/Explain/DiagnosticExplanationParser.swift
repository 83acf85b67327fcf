/// Splits a diagnostics page of docs/ into one ``DiagnosticExplanation`` per `## E002 — title`
/// section. A section ends at the next `#` or `##` heading; lines inside fenced code blocks
/// (```` ``` ````) are never headings, so a `# comment` in a YAML example stays in its section.
/// A heading without a title (`## C001`) takes the one of the page's table row `| [C001](#c001) | title |`.
public enum DiagnosticExplanationParser {
    public static func explanations(in markdown: String) -> [DiagnosticExplanation] {
        let titles = tableTitles(in: markdown)
        return sections(in: markdown).map { explanation in
            var explanation = explanation
            if explanation.title.isEmpty { explanation.title = titles[explanation.id] ?? "" }
            return explanation
        }
    }

    /// The titles of a table whose rows start `| [C001](#c001) | title |`.
    static func tableTitles(in markdown: String) -> [DiagnosticID: String] {
        var titles: [DiagnosticID: String] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("| [") {
            let cells = line.split(separator: "|").map { $0.trimmingSpaces() }
            guard cells.count >= 2 else { continue }
            let code = cells[0].dropFirst().prefix { $0 != "]" }
            if isCode(code) { titles[DiagnosticID(String(code))] = cells[1] }
        }
        return titles
    }

    private static func sections(in markdown: String) -> [DiagnosticExplanation] {
        var result: [DiagnosticExplanation] = []
        var current: (id: DiagnosticID, title: String, lines: [Substring])?
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            let isHeading = !inFence && (line.hasPrefix("# ") || line.hasPrefix("## "))
            guard isHeading else {
                current?.lines.append(line)
                continue
            }
            if let section = current { result.append(explanation(section)) }
            current = heading(line).map { ($0.id, $0.title, []) }
        }
        if let section = current { result.append(explanation(section)) }
        return result
    }

    /// The id and title of a `## C001` or `## E002 — several implementations` heading.
    private static func heading(_ line: Substring) -> (id: DiagnosticID, title: String)? {
        guard line.hasPrefix("## ") else { return nil }
        let words = line.dropFirst(3)
        let code = words.prefix { !$0.isWhitespace }
        guard isCode(code) else { return nil }
        var title = words.dropFirst(code.count).drop { $0.isWhitespace }
        if title.hasPrefix("—") { title = title.dropFirst().drop { $0.isWhitespace } }
        return (DiagnosticID(String(code)), String(title))
    }

    /// `C001`, `E002`, `W101`: a severity letter and three digits.
    static func isCode(_ text: Substring) -> Bool {
        guard text.count == 4, let letter = text.first, "CEW".contains(letter) else { return false }
        return text.dropFirst().allSatisfy(\.isASCII) && text.dropFirst().allSatisfy(\.isNumber)
    }

    private static func explanation(_ section: (id: DiagnosticID, title: String, lines: [Substring]))
        -> DiagnosticExplanation
    {
        var lines = section.lines
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return DiagnosticExplanation(id: section.id, title: section.title, body: lines.joined(separator: "\n"))
    }
}
