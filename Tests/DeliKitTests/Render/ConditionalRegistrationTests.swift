import Testing

@testable import DeliKit

/// A component declared inside `#if` clauses is registered inside the same clauses, so a build with
/// the condition off neither registers nor names it.
@Suite struct ConditionalRegistrationTests {
    private static let source = """
        #if DEBUG
        final class DebugMenu: Component {}
        #endif

        #if os(Linux)
        final class Clock: Component {}
        #elseif DEBUG  // a comment is not carried
        #if canImport(Glibc) && !(swift(<6.0) ||
            false)
        final class Clock: Component {}
        #endif
        #else
        final class Clock: Component {}
        #endif

        final class Plain: Component {}
        """

    private func registrations() -> [String] {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: Self.source)])
        #expect(result.diagnostics == [])
        return result.graph.components.map { component in
            var writer = CodeWriter()
            RegistrationRenderer().render(BlueprintBuilder().registration(component), into: &writer)
            return writer.text
        }
    }

    private static func plain(_ type: String) -> String {
        "register(\n    \(type).self,\n    resolver: { \(type)() },\n    qualifier: \"\",\n    scope: .singleton\n)\n"
    }

    @Test func eachRegistrationCarriesTheClausesOfItsDeclaration() {
        #expect(
            registrations() == [
                "#if os(Linux)\n" + Self.plain("Clock") + "#endif\n",
                "#if os(Linux)\n#elseif DEBUG\n#if canImport(Glibc) && !(swift(<6.0) || false)\n" + Self.plain("Clock")
                    + "#endif\n#endif\n",
                "#if os(Linux)\n#elseif DEBUG\n#else\n" + Self.plain("Clock") + "#endif\n",
                "#if DEBUG\n" + Self.plain("DebugMenu") + "#endif\n",
                Self.plain("Plain"),
            ])
    }
}

/// A `Configuration` type inside `#if` has its instance created inside the same clauses.
@Suite struct ConditionalConfigurationTests {
    @Test func theConfigurationTypeIsRegisteredInsideTheSameClauses() throws {
        let source = """
            final class Clock {}
            #if DEBUG
            final class DebugConfiguration: Configuration {
                let clock = Config(Clock.self) { Clock() }
            }
            #endif
            """
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        #expect(result.diagnostics == [])
        let target = BuildTarget(
            name: "App", moduleName: "App", location: nil, projectPath: ".", sourceFiles: [], outputPath: "F.swift",
            className: "F", accessControl: .internal, resolve: ResolveSettings(outputPath: "R", generate: false),
            dependencies: [], profiles: [], selectedProfile: nil)
        let text = FactoryRenderer().render(BlueprintBuilder().blueprint(for: result.graph, target: target))
        #expect(
            text.contains(
                """
                        #if DEBUG
                        register(
                            DebugConfiguration.self,
                """))
        #expect(text.contains("#if DEBUG\n        register(\n            Clock.self,"))
    }
}

/// A `Config(...)` member inside `#if` in a configuration's body is registered inside its clauses;
/// members in clauses of one `#if` block are alternatives, never two registrations of one type.
@Suite struct ConditionalConfigMemberTests {
    @Test func aMemberIsRegisteredInsideItsClauses() {
        let source = """
            final class Clock {}
            final class Mode {}
            final class Settings: Configuration {
                #if DEBUG
                let clock = Config(Clock.self) { Clock() }
                let mode = Config(Mode.self) { Mode() }
                #else
                let mode = Config(Mode.self) { Mode() }
                #endif
                let plain = Config(Clock.self, qualifier: "plain") { Clock() }
            }
            """
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        #expect(result.diagnostics == [])
        let conditions = result.graph.components.filter { $0.kind == .configMember }.map { member in
            "\(member.typeName) \(member.qualifier): "
                + member.facts.conditions.map { $0.directives.joined(separator: " ") }.joined(separator: ", ")
        }
        #expect(conditions == ["Clock : #if DEBUG", "Clock plain: ", "Mode : #if DEBUG", "Mode : #if DEBUG #else"])
    }
}

/// A conformance that only an extension inside `#if` adds: the link (or, for a Deli protocol, the
/// registration) sits in the extension's clauses.
@Suite struct ConditionalConformanceTests {
    private func registrations(_ source: String) -> [String] {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        #expect(result.diagnostics == [])
        return result.graph.components.map { component in
            var writer = CodeWriter()
            RegistrationRenderer().render(BlueprintBuilder().registration(component), into: &writer)
            return writer.text
        }
    }

    @Test func aLinkOnlyAnExtensionInIfAddsIsWrittenInItsClauses() {
        let source = """
            protocol Logger: AnyObject {}
            protocol Clock: AnyObject {}
            final class Plain: Component, Clock {}
            #if DEBUG
            extension Plain: Logger {}
            #endif
            """
        #expect(
            registrations(source) == [
                "register(\n    Plain.self,\n    resolver: { Plain() },\n    qualifier: \"\",\n    scope: .singleton\n)\n"
                    + ".link((any Clock).self)\n#if DEBUG\n.link((any Logger).self)\n#endif\n"
            ])
    }

    @Test func aSupertypeAddedInEveryBuildIsLinkedInEveryBuild() {
        let source = """
            protocol Logger: AnyObject {}
            final class Plain: Component {}
            #if DEBUG
            extension Plain: Logger {}
            #else
            extension Plain: Logger {}
            #endif
            """
        #expect(registrations(source).first?.contains("#if") == false)
    }

    @Test func aComponentOnlyAnExtensionInIfMakesIsRegisteredInItsClauses() {
        let source = """
            final class Extra {}
            #if os(Linux)
            extension Extra: Component {}
            #endif
            """
        #expect(
            registrations(source) == [
                "#if os(Linux)\nregister(\n    Extra.self,\n    resolver: { Extra() },\n    qualifier: \"\",\n"
                    + "    scope: .singleton\n)\n#endif\n"
            ])
    }
}
