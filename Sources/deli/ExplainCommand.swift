import ArgumentParser
import DeliKit

/// `deli explain DELI-E002`: prints what a diagnostic means, an example that triggers it and the
/// fix, the same text as docs/diagnostics.md and docs/diagnostics-config.md.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic: what it means, an example and the fix.",
        discussion: "The id may be written DELI-E002, E002 or e002. `deli explain --list` lists every id.")

    @Argument(help: "The diagnostic id, such as DELI-E002 or E002.")
    var id: String?

    @Flag(help: "List every documented id with its title.")
    var list: Bool = false

    func validate() throws {
        if id == nil && !list { throw ValidationError("Missing the diagnostic id, such as DELI-E002 (or --list).") }
    }

    func run() throws {
        if list {
            let lines = DiagnosticExplanations.all.map { explanation in
                explanation.title.isEmpty ? explanation.id.rawValue : "\(explanation.id.rawValue)  \(explanation.title)"
            }
            FileHandleOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
            return
        }
        switch DiagnosticExplanations.lookup(id ?? "") {
        case .found(let explanation):
            FileHandleOutput.standardOutput.write(explanation.text)
        case .unknown(let suggestion):
            var message = "error: '\(id ?? "")' is not a deli diagnostic id"
            message += suggestion.map { "; did you mean '\($0.rawValue)'?" } ?? "; `deli explain --list` lists them"
            FileHandleOutput.standardError.write(message + "\n")
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
    }
}
