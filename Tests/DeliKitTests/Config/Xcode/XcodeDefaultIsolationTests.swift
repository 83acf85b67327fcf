import Testing

@testable import DeliKit

/// `SWIFT_DEFAULT_ACTOR_ISOLATION` in `project.pbxproj`: a target's build configurations, else the
/// project's configuration of the same name.
@Suite struct XcodeDefaultIsolationTests {
    /// A project whose target `App` sets `target` in its Debug configuration (nil: not at all) and
    /// whose own Debug configuration sets `project`.
    private static func project(target: String?, project: String?) -> String {
        func settings(_ value: String?) -> String {
            value.map { "SWIFT_DEFAULT_ACTOR_ISOLATION = \($0); SWIFT_VERSION = 6.0;" } ?? "SWIFT_VERSION = 6.0;"
        }
        return """
            // !$*UTF8*$!
            {
                objects = {
                    P = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = PL; };
                    PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };
                    PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings(project))}; };
                    PR = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
                    G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); buildConfigurationList = TL; };
                    TL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); };
                    TD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings(target))}; };
                    TR = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
                };
                rootObject = P;
            }
            """
    }

    private func isMainActorByDefault(target: String?, project: String?) throws -> Bool {
        let files = [
            "deli.yml": "config:\n  App:\n    project: App.xcodeproj\n    target: App\n",
            "App.xcodeproj/project.pbxproj": Self.project(target: target, project: project),
        ]
        let result = ConfigurationLoader(fileSystem: InMemoryFileSystem(files: files)).load(configPath: "deli.yml")
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == [])
        return try #require(result.targets.first).isMainActorByDefault
    }

    @Test func theTargetsSettingIsRead() throws {
        #expect(try isMainActorByDefault(target: "MainActor", project: nil))
        #expect(try !isMainActorByDefault(target: "nonisolated", project: nil))
        #expect(try !isMainActorByDefault(target: nil, project: nil))
    }

    @Test func theProjectsSettingAppliesWhereTheTargetSetsNone() throws {
        #expect(try isMainActorByDefault(target: nil, project: "MainActor"))
        #expect(try !isMainActorByDefault(target: "nonisolated", project: "MainActor"))
    }
}
