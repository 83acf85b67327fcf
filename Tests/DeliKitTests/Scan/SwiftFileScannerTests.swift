import Testing

@testable import DeliKit

@Suite struct SwiftFileScannerTests {
    private func scan(_ text: String) -> ScanResult {
        SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text))
    }

    @Test func namesNestedTypesAndExtensionsWithLocations() {
        let result = scan(
            """
            enum Outer {
                struct Inner: Deli.Component {}
            }
            extension Outer.Inner: Logger {}
            """)
        #expect(result.types.map(\.name) == ["Outer", "Outer.Inner", "Outer.Inner"])
        #expect(result.types.map(\.kind) == [.enum, .struct, .extension])
        #expect(result.types[1].inheritedTypes == ["Component"])
        #expect(result.types[1].location == SourceLocation(file: "A.swift", line: 2, column: 12))
        #expect(result.types[2].inheritedTypes == ["Logger"])
    }

    @Test func seesEveryIfClauseAndRecordsWhichOne() {
        let result = scan(
            """
            #if os(Linux)
            final class A: Component {}
            #elseif os(macOS)
            final class A: Component {}
            #else
            final class B: Component {}
            #endif
            """)
        #expect(result.types.map(\.name) == ["A", "A", "B"])
        #expect(result.types.map { $0.conditions.map(\.clause) } == [[0], [1], [2]])
        #expect(BranchCondition.areExclusive(result.types[0].conditions, result.types[1].conditions))
    }

    @Test func readsQualifierByCommentsOnUnlabelledAndLabelledParameters() {
        let result = scan(
            """
            final class S: Autowired {
                required init(_/*logger.storage*/ logger: Logger, log /* other.path */ second: Logger, _ plain: [Book]) {}
            }
            """)
        let parameters = result.types[0].initializers[0].parameters
        #expect(parameters.map(\.label) == [nil, "log", nil])
        #expect(parameters.map(\.qualifierBy) == ["logger.storage", "other.path", nil])
        #expect(parameters.map(\.typeText) == ["Logger", "Logger", "[Book]"])
        #expect(parameters[1].location == SourceLocation(file: "A.swift", line: 2, column: 55))
    }

    /// Swift 6 code writes existentials with `any`: to deli `any Logger` is `Logger`, in an array,
    /// an optional or a stored property too. `some` is left as it is.
    @Test func readsAnExistentialAsItsProtocol() {
        let result = scan(
            """
            final class S: Autowired {
                let clock: any Clock
                required init(
                    _ logger: any Logger, _ all: [any  Logger], _ maybe: (any Logger)?, _ s: some Logger,
                    _ list: [some Logger], _ noted: [Logger /* every one */], _ labelled: [String : Int]
                ) {}
            }
            """)
        let parameters = result.types[0].initializers[0].parameters
        #expect(
            parameters.map(\.typeText) == [
                "Logger", "[Logger]", "Logger?", "some Logger", "[some Logger]", "[Logger]", "[String:Int]",
            ])
        #expect(result.types[0].storedProperties.map(\.typeText) == ["Clock"])
    }

    @Test func readsAnExistentialMetatypeAsItsProtocol() {
        let result = scan(
            """
            final class S: Inject {
                let one = Inject((any Logger).self)
                let all = Inject([any Logger].self)
                let plain = Inject((Logger).self)
                let qualified = Inject((any App.Logger).self, qualifier: "q")
            }
            """)
        #expect(result.usages.map(\.typeName) == ["Logger", "Logger", "Logger", "App.Logger"])
        #expect(result.usages.map(\.isArray) == [false, true, false, false])
    }

    @Test func readsLiteralAndNonLiteralMemberValues() {
        let result = scan(
            """
            final class S: Component {
                var qualifier: String? { return "q" }
                let scope = Scope.weak
                var target: String { make() }
            }
            """)
        let type = result.types[0]
        #expect(type.qualifier?.value == .literal("q"))
        #expect(type.qualifier?.location == SourceLocation(file: "A.swift", line: 2, column: 37))
        #expect(type.scope?.value == .literal("weak"))
        #expect(type.target?.value == .expression("make()"))
    }

    @Test func readsUsagesWithTheirEnclosingType() {
        let result = scan(
            """
            final class S: Inject {
                @DependencyArray(qualifier: "q") var all: [Logger]
                func f() { _ = Inject(Logger.self, with: (1)); _ = InjectProperty("a.b") }
            }
            """)
        #expect(result.usages.map(\.kind) == [.dependencyArrayWrapper, .inject, .injectProperty])
        #expect(result.usages[0].typeName == "Logger")
        #expect(result.usages[0].isArray)
        #expect(result.usages[0].qualifier?.value == .literal("q"))
        #expect(result.usages[1].hasPayload)
        #expect(result.usages[2].path?.value == .literal("a.b"))
        #expect(result.usages.allSatisfy { $0.enclosingType == "S" })
    }

    @Test func ignoresOtherLibrariesDependencyWrapperWithAKeyPath() {
        let result = scan(
            """
            final class Model {
                @Dependency(\\.apiClient) var apiClient: APIClient
                @Dependency var logger: Logger
            }
            """)
        #expect(result.usages.map(\.typeName) == ["Logger"])
    }

    @Test func reportsTheFirstSyntaxErrorAndKeepsScanning() {
        let result = scan(
            """
            final class A: Component {}
            final class B: Autowired {
                required init(_ a: A {}
            }
            final class C: Component {}
            """)
        #expect(result.types.map(\.name).contains("C"))
        #expect(
            DiagnosticFormatter.text(result.diagnostics) == """
                A.swift:3:26: warning: this Swift file has a syntax error; Deli scanned what it could parse, \
                fix the error and run again [DELI-W103]

                """)
    }

    /// A string is read as the program sees it: escapes resolved, so the factory writes the same
    /// string back (`"say \"hi\""`, not `"say \\\"hi\\\""`), and a raw string is its text.
    @Test func readsStringsWithTheirEscapesResolved() {
        let result = scan(
            #"""
            final class S: Component {
                let qualifier: String? = "say \"hi\" \\ \u{E9}"
                let raw = Inject(Logger.self, qualifier: #"a\b"#)
                @PropertyValue("hosts[\"eu.west\"]") var host: String
                let joined = Inject(Logger.self, qualifier: "x\(y)")
            }
            """#)
        #expect(result.types[0].qualifier?.value == .literal("say \"hi\" \\ \u{E9}"))
        #expect(result.usages.map(\.qualifier?.value) == [.literal(#"a\b"#), nil, .expression(#""x\(y)""#)])
        #expect(result.usages[1].path?.value == .literal(#"hosts["eu.west"]"#))
    }
}
