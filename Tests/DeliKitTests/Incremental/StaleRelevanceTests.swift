import Testing

@testable import DeliKit

/// A file scanned only because it names a name that was relevant loses what its scan found once the
/// name no longer is: a cold run skips it, so its diagnostics go, and come back with the name. Each
/// step of the ``IncrementalBuildTests/Session`` also checks that the cached run agrees with a cold
/// one.
@Suite struct StaleRelevanceTests {
    static let component = "import Deli\nprotocol Svc: Component {}\n"
    static let plain = "import Deli\nprotocol Svc {}\n"
    static let nested = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)

    /// Writes `X.swift`, which names Svc and nothing else relevant, and runs the steps: Svc refines
    /// Component, then no longer, then again. Returns the diagnostics of each step.
    private func steps(x: String) -> [[Diagnostic]] {
        var session = IncrementalBuildTests.Session()
        session.write("App/P.swift", Self.component)
        session.write("App/X.swift", x)
        var found = [session.step().0.diagnostics]
        session.write("App/P.swift", Self.plain)
        let (narrowed, reads) = session.step()
        // Every file with a result is read to find those that mention Svc; X.swift is skipped.
        #expect(reads == ["App/Console.swift", "App/Consumer.swift", "App/Logger.swift", "App/P.swift", "App/X.swift"])
        found.append(narrowed.diagnostics)
        let (after, _) = session.step()
        #expect(after.isReplayed)
        found.append(after.diagnostics)
        session.write("App/P.swift", Self.component)
        found.append(session.step().0.diagnostics)
        return found
    }

    @Test func aRefusedNestingGoesWithTheNameThatMadeItsFileScanned() {
        let found = steps(x: "final class Foo: Svc { init() {} }\nlet z = \(Self.nested)\nfunc broken( {\n")
        #expect(found.map { $0.map(\.id) } == [[.sourceTooDeep], [], [], [.sourceTooDeep]])
        #expect(found[3] == found[0])
    }

    @Test func aSyntaxErrorGoesWithTheNameThatMadeItsFileScanned() {
        let found = steps(x: "final class Foo: Svc { init() {} }\nfunc broken( {\n")
        #expect(found.map { $0.map(\.id) } == [[.syntaxError], [], [], [.syntaxError]])
        #expect(found[3] == found[0])
    }

    /// The same when the declaration that made Svc relevant goes with its file.
    @Test func aFileThatMentionsANameWhoseFileWentLosesItsDiagnostics() {
        var session = IncrementalBuildTests.Session()
        session.write("App/P.swift", Self.component)
        session.write("App/X.swift", "final class Foo: Svc { init() {} }\nfunc broken( {\n")
        #expect(session.step().0.diagnostics.map(\.id) == [.syntaxError])
        session.disk.removeFile("App/P.swift")
        let (narrowed, _) = session.step()
        #expect(narrowed.diagnostics.isEmpty && narrowed.componentCount == 2)
    }

    /// A file that stays relevant through another name is scanned again without the declaration
    /// that mentions only the dropped name, and the syntax error inside it.
    @Test func aFileThatStaysRelevantLosesTheDeclarationOfTheDroppedName() {
        let foo = "import Deli\nfinal class Foo: Svc {\n    init() {}\n    let = 1\n}\n"
        let x = foo + "\nfinal class Bar: Component { init() {} }\n"
        var session = IncrementalBuildTests.Session()
        session.write("App/P.swift", Self.component)
        session.write("App/X.swift", x)
        let (first, _) = session.step()
        #expect(first.diagnostics.map(\.id) == [.syntaxError])
        session.write("App/P.swift", Self.plain)
        let (narrowed, _) = session.step()
        #expect(narrowed.diagnostics.isEmpty && narrowed.componentCount == 3)
        session.write("App/P.swift", Self.component)
        #expect(session.step().0.diagnostics == first.diagnostics)
    }
}
