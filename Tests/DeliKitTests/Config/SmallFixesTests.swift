import Foundation
import Testing

@testable import DeliKit

/// The smaller wrong-output cases found by the adversarial run.
@Suite struct SmallFixesTests {
    @Test(arguments: [
        "!!binary R0lGODlhDAAMAIQAAP//9/X17unp5WZmZgAA+/8=",
        "!!binary |\n  R0lGODlh\n  DAAMAIQA\n", "!!binary SGVsbG8=", "!!timestamp 2001-12-14",
        "!!timestamp 2001-12-14t21:59:43.10-05:00", "!!timestamp 2001-12-14 21:59:43.10 -5",
        "!!timestamp 2001-12-15T02:59:43.1Z", "!!timestamp 2002-1-5",
    ])
    func validBinaryAndTimestampValuesAreReadAsText(value: String) throws {
        let result = YAMLReader.read("v: \(value)\n", file: "p.yml")
        #expect(result.diagnostics == [])
        guard case .string? = result.root?["v"]?.scalar else {
            Issue.record("not a string: \(String(describing: result.root))")
            return
        }
    }

    @Test(arguments: [
        "!!binary SGVsbG8", "!!binary SGV$bG8=", "!!binary S===", "!!timestamp 2001-12", "!!timestamp yesterday",
        "!!timestamp 2001-12-14 25", "!!timestamp 2001-12-14T21:59:43+5:3",
    ])
    func invalidBinaryAndTimestampValuesAreReported(value: String) {
        let result = YAMLReader.read("v: \(value)\n", file: "p.yml")
        #expect(result.diagnostics.map(\.id) == [.invalidTaggedValue])
    }

    @Test func anEmptyConfigIsReportedWhereItIsWritten() {
        for text in ["config: {}\n", "config:\n"] {
            let fileSystem = InMemoryFileSystem(files: ["deli.yml": text])
            let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
            #expect(
                result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                    "deli.yml:1:1: error: 'config' has no entries, so there is nothing to check or generate; "
                        + "add one entry per target, such as 'App: {project: ., target: App}' [DELI-C073]"
                ])
        }
    }

    @Test func aFIFOAsPropertyFileIsNotCalledMissingAndIsNotRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deli-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("p.yml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        var diagnostics: [Diagnostic] = []
        let tree = PropertyFileLoader(fileSystem: LocalFileSystem()).load(
            [PropertyFileLoader.Pattern(fifo, base: ".")], diagnostics: &diagnostics)
        #expect(tree == PropertyTree())
        #expect(
            diagnostics.map { DiagnosticFormatter.text($0) } == [
                "\(fifo):1:1: error: cannot read '\(fifo)': Is not a regular file (a pipe, socket or device), so it is not read "
                    + "[DELI-C008]"
            ])
    }
}
