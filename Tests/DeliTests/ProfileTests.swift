import Deli
import Foundation
import Testing

/// Profiles chosen at run time: `DELI_PROFILE`, `setDefaultProfiles`, the factory's default.
@Suite struct ProfileTests {
    private func load(_ environment: [String: String], code: [String]? = nil) -> AppContext {
        let context = AppContext(environment: environment)
        if let code { context.setDefaultProfiles(code) }
        return context.load([ProfiledFactory.self])
    }

    @Test func withoutAChoiceTheFactoryDefaultIsActive() throws {
        let context = load([:])
        #expect(context.activeProfiles(of: ProfiledFactory.self) == ["dev"])
        let server = try #require(context.get(ProfiledServer.self))
        #expect(server.url == "https://dev.example.com")
        #expect(server.logger.name == "file")
    }

    @Test func deliProfileChoosesAProfileOnTopOfTheCommonProperties() throws {
        let context = load(["DELI_PROFILE": "prod"])
        #expect(context.activeProfiles(of: ProfiledFactory.self) == ["prod"])
        let server = try #require(context.get(ProfiledServer.self))
        #expect(server.url == "https://example.com" && !server.isDebug && server.port == 8080)
        #expect(server.logger.name == "console")
    }

    @Test func aCommaListAppliesSeveralProfilesLaterOnesWinning() throws {
        let context = load(["DELI_PROFILE": " prod , eu,"])
        #expect(context.activeProfiles(of: ProfiledFactory.self) == ["prod", "eu"])
        let server = try #require(context.get(ProfiledServer.self))
        #expect(server.url == "https://eu.example.com" && !server.isDebug)
        #expect(load(["DELI_PROFILE": "eu,prod"]).getProperty("server.url") as? String == "https://example.com")
    }

    @Test func theCodeDefaultBeatsTheFactoryDefaultAndTheEnvironmentBeatsBoth() {
        #expect(load([:], code: ["prod"]).activeProfiles(of: ProfiledFactory.self) == ["prod"])
        #expect(load(["DELI_PROFILE": "eu"], code: ["prod"]).activeProfiles(of: ProfiledFactory.self) == ["eu"])
        #expect(load(["DELI_PROFILE": " , "], code: ["prod"]).activeProfiles(of: ProfiledFactory.self) == ["prod"])
        #expect(load([:], code: []).activeProfiles(of: ProfiledFactory.self) == ["dev"])
    }

    @Test func aFactoryWithoutProfilesIgnoresDeliProfile() {
        let context = AppContext(environment: ["DELI_PROFILE": "prod"]).load([PlainPropertiesFactory.self])
        #expect(context.activeProfiles(of: PlainPropertiesFactory.self) == [])
        #expect(context.getProperty("name", type: String.self) == "plain")
    }

    @Test func theFallbackIsAProfileNamedDefaultElseTheFirst() {
        let context = AppContext(environment: [:])
        let named = ModuleFactory()
        context.load(named)
        named.loadProfiles(PropertyProfiles(profiles: ["a": ["v": 1], "default": ["v": 2]]))
        #expect(named.activeProfiles == ["default"])
        #expect(context.getProperty("v", type: Int.self) == 2)
        let other = AppContext(environment: [:])
        let first = ModuleFactory()
        other.load(first)
        first.loadProfiles(PropertyProfiles(profiles: ["a": ["v": 1], "b": ["v": 2]]))
        #expect(first.activeProfiles == ["a"])
        #expect(other.getProperty("v", type: Int.self) == 1)
    }

    @Test func aNilInAProfileRemovesTheCommonValueUnderIt() {
        let context = AppContext(environment: ["DELI_PROFILE": "slim"])
        let module = ModuleFactory()
        context.load(module)
        module.loadProfiles(
            PropertyProfiles(
                common: ["cache": ["size": 10, "ttl": 60] as [String: Any]],
                profiles: [
                    "slim": [
                        "cache": ["size": Optional<Any>.none as Any] as [String: Any],
                        "extra": ["note": "x", "gone": Optional<Any>.none as Any] as [String: Any],
                    ]
                ]))
        #expect(context.getProperty("cache.size") == nil)
        #expect(context.getProperty("cache.ttl") as? Int == 60)
        #expect(context.getProperty("extra.note") as? String == "x")
        #expect(context.getProperty("extra.gone") == nil)
    }

    @Test func theStaticFormChoosesForTheSharedContext() async {
        await #expect(processExitsWith: .success) {
            unsetenv("DELI_PROFILE")  // the child's own environment: the code default must decide
            let context = AppContext.setDefaultProfiles(["eu"]).load([ProfiledFactory.self])
            let url = AppContext.getProperty("server.url", type: String.self)
            let chosen = context.activeProfiles(of: ProfiledFactory.self)
            if url != "https://eu.example.com" || chosen != ["eu"] { exit(1) }
        }
    }

    @Test func theProcessEnvironmentIsReadAndWinsOverTheCodeDefault() async {
        await #expect(processExitsWith: .success) {
            setenv("DELI_PROFILE", "prod", 1)
            setenv("SERVER_PORT", "9191", 1)
            let context = AppContext().setDefaultProfiles(["eu"]).load([ProfiledFactory.self])
            let chosen = context.activeProfiles(of: ProfiledFactory.self)
            if chosen != ["prod"] || context.getProperty("server.port", type: Int.self) != 9191 { exit(1) }
        }
    }
}
