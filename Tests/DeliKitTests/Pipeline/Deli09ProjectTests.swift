import Foundation
import Testing

@testable import DeliKit

/// A Deli 0.9 project (issue 12): an Xcode project chosen through a shared scheme, 0.9's own
/// generated factory in the target, a 0.9 resolved file as a dependency, and 0.9 conventions.
@Suite struct Deli09ProjectTests {
    private let fixture = ProjectFixture(name: "Deli09")

    private func run() -> PipelineOutcome {
        DeliPipeline(fileSystem: LocalFileSystem()).run(configPath: fixture.path + "/deli.yml")
    }

    @Test func validatesWithItsConfigurationUnchanged() throws {
        let outcome = run()
        #expect(outcome.allDiagnostics.map { DiagnosticFormatter.text($0) } == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("import Account\n"))
        #expect(factory.contains("final class DeliFactory: Deli.ModuleFactory {"))
        #expect(factory.contains("facebook: context.resolve(AccountService.self, qualifier: \"facebook\"),"))
        #expect(factory.contains("google: context.resolve(AccountService.self, qualifier: \"google\"),"))
    }

    @Test func configurationTypesAreRegisteredAndTheirMembersResolveThroughThem() throws {
        let factory = try #require(run().targets.first?.factorySource)
        #expect(factory.contains("AccountConfiguration.self,\n            resolver: { AccountConfiguration() },"))
        #expect(
            factory.contains(
                "resolver: { context.resolve(AccountConfiguration.self, qualifier: \"\").networkManager() },"))
        #expect(!factory.contains("Configurations()"))
    }

    @Test func theResolvedFileOf09IsReadAsADependency() throws {
        var diagnostics: [Diagnostic] = []
        let reader = ResolvedFileReader(fileSystem: LocalFileSystem())
        let externals = reader.read(
            ModuleDependency(
                resolvedFilePath: fixture.path + "/Account/Deli.resolved", imports: ["Account"], location: nil),
            diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(
            externals == [
                ExternalRegistration(
                    module: "Account", typeName: "FacebookAccountService", qualifier: "facebook",
                    links: ["AccountService"]),
                ExternalRegistration(
                    module: "Account", typeName: "GoogleAccountService", qualifier: "google", links: ["AccountService"]),
                ExternalRegistration(module: "Account", typeName: "AccountNetwork"),
                ExternalRegistration(
                    module: "Account", typeName: "AccountInfoViewModel", scope: .prototype, isLazy: true,
                    isFactory: true),
            ])
    }

    @Test func malformed09EntriesAreLocated() {
        let text = """
            VERSION: 0.9.0
            DEPENDENCY:
            - TYPE: A
              LAZILY: maybe
            - QUALIFIER: x
            PROJECT: Lib
            REFERENCE: DeliFactory.swift
            """
        var diagnostics: [Diagnostic] = []
        let reader = ResolvedFileReader(fileSystem: InMemoryFileSystem(files: ["L.resolved": text]))
        let externals = reader.read(
            ModuleDependency(resolvedFilePath: "L.resolved", imports: [], location: nil), diagnostics: &diagnostics)
        #expect(externals.isEmpty)
        #expect(
            diagnostics.map { DiagnosticFormatter.text($0) } == [
                "L.resolved:3:3: error: 'L.resolved' is not a resolved file written by this version of deli; run 'deli build' for that module again [DELI-C057]",
                "L.resolved:5:3: error: 'L.resolved' is not a resolved file written by this version of deli; run 'deli build' for that module again [DELI-C057]",
            ])
    }

    @Test func files09GeneratedAreRecognisedAndOthersAreNot() throws {
        let factory = try String(contentsOfFile: fixture.path + "/Deli09App/DeliFactory.swift", encoding: .utf8)
        let resolved = try String(contentsOfFile: fixture.path + "/Account/Deli.resolved", encoding: .utf8)
        #expect(LegacyGeneratedFile.isFactory(Array(factory.utf8)))
        #expect(LegacyGeneratedFile.isResolvedFile(Array(resolved.utf8)))
        #expect(LegacyGeneratedFile.isFactory(Array("//\n// DeliFactory.swift\n//Auto generated code.\n".utf8)))
        #expect(!LegacyGeneratedFile.isFactory(Array("// my code\nimport Deli\n// Auto generated code.\n".utf8)))
        #expect(!LegacyGeneratedFile.isFactory(Array("import Deli\n".utf8)))
        #expect(!LegacyGeneratedFile.isResolvedFile(Array("VERSION: 1.0\nDEPENDENCY: []\nREFERENCE: x\n".utf8)))
        #expect(!LegacyGeneratedFile.isResolvedFile(Array("# notes\nVERSION: 0.9.0\n".utf8)))
        #expect(!LegacyGeneratedFile.isResolvedFile(Array(factory.utf8)))
    }
}
