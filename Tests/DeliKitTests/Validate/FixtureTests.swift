import Testing

@testable import DeliKit

/// Runs every fixture folder through `GraphChecker` and compares the exact diagnostics (and model).
@Suite struct FixtureTests {
    @Test(arguments: Fixture.names)
    func fixture(_ name: String) throws {
        let fixture = Fixture(name: name)
        let sources = try fixture.sources()
        try #require(!sources.isEmpty, "fixture \(name) has no sources")
        let result = GraphChecker.check(
            scanned: ProjectScanner.scan(sources), properties: fixture.properties(), externals: [], modules: [],
            mainActorByDefault: fixture.isMainActorByDefault, spentValues: nil, memo: nil)
        try compare(DiagnosticFormatter.text(result.diagnostics), fixture, file: "expected.txt", required: true)
        try compare(ModelDump.text(result.graph), fixture, file: "model.txt", required: false)
    }

    private func compare(_ actual: String, _ fixture: Fixture, file: String, required: Bool) throws {
        if Fixture.isRecording {
            if required || fixture.read(file) != nil { try fixture.record(actual, as: file) }
            Issue.record("recorded \(fixture.name)/\(file); unset DELI_RECORD_FIXTURES and review it")
            return
        }
        guard let expected = fixture.read(file) else {
            #expect(!required, "\(fixture.name) has no \(file)")
            return
        }
        #expect(actual == expected, "\(fixture.name)/\(file)")
    }
}
