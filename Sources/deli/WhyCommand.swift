import ArgumentParser
import DeliKit

/// `deli why TYPE`: every path from a root to `TYPE` and what `TYPE` needs, across modules;
/// `deli why --unused`: the components nothing asks for.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Show why a type is in the graph (every path from a root to it) and what it needs.",
        discussion: """
            TYPE is a component's type, a protocol or class it is registered as, or a node id such as \
            App.Mailer. A root is a component nothing depends on or a type that asks through Inject.
            """)

    @Argument(help: "The type to explain.")
    var type: String?

    @Option(help: "Only the registrations with this qualifier (\"\" for none).")
    var qualifier: String?

    @Flag(help: "List the components nothing asks for instead.")
    var unused: Bool = false

    @OptionGroup var options: CommonOptions

    func validate() throws {
        if type == nil && !unused { throw ValidationError("Missing the TYPE to explain (or --unused).") }
        if type != nil && unused { throw ValidationError("Give either a TYPE or --unused, not both.") }
    }

    func run() throws {
        let runner = CommandRunner(options: options, command: "why", reportsJSONOnStandardError: true)
        let outcome = try runner.check(needsGraph: true)
        if outcome.hasCheckErrors { try runner.finish(outcome) }
        if !outcome.allDiagnostics.isEmpty { runner.report(outcome.allDiagnostics) }
        let query = DependencyQuery(
            outcome.targets.compactMap { target in
                target.graph.map { (target.target.moduleName, $0) }
            })
        let printer = WhyPrinter(query: query)
        guard let type else {
            FileHandleOutput.standardOutput.write(printer.unused())
            return
        }
        let nodes = query.nodes(matching: type, qualifier: qualifier)
        guard !nodes.isEmpty else {
            FileHandleOutput.standardError.write(printer.notFound(type, qualifier: qualifier) + "\n")
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
        FileHandleOutput.standardOutput.write(nodes.map(printer.explain).joined(separator: "\n"))
    }
}
