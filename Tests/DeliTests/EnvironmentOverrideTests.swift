import Deli
import Testing

/// Single values overridden from the environment, with relaxed binding and the build-time type.
@Suite struct EnvironmentOverrideTests {
    private func load(_ environment: [String: String]) -> AppContext {
        AppContext(environment: environment).load([ProfiledFactory.self])
    }

    @Test func anOverrideIsConvertedToThePathsType() {
        let context = load(["SERVER_PORT": "9090", "SERVER_ISDEBUG": "false"])
        #expect(context.getProperty("server.port") as? UInt16 == 9090)
        #expect(context.getProperty("server.port", type: Int.self) == 9090)
        #expect(context.getProperty("server.isDebug") as? Bool == false)
    }

    @Test func generatedResolversAndQualifiersByPropertySeeOverrides() throws {
        let context = load([
            "DELI_PROFILE": "prod", "SERVER_URL": "https://override.example.com", "LOGGER_KIND": "file",
        ])
        let server = try #require(context.get(ProfiledServer.self))
        #expect(server.url == "https://override.example.com")
        #expect(server.logger.name == "file")
    }

    @Test func listIndicesAndDashesBindRelaxed() {
        let context = load(["SERVERS_1_HOST": "c.example.com", "MY_APP_RATIO": "0.25"])
        #expect(context.getProperty("servers[0].host", type: String.self) == "a.example.com")
        #expect(context.getProperty("servers[1].host", type: String.self) == "c.example.com")
        #expect(context.getProperty("['my-app'].ratio") as? Double == 0.25)
    }

    @Test func variablesThatNameNoPathAndLowerCaseNamesAreIgnored() {
        let context = load(["server_port": "1", "SERVER": "x", "SERVER_PORTS": "2", "PATH": "/bin"])
        #expect(context.getProperty("server.port", type: Int.self) == 8080)
        #expect(context.getProperty("server.url", type: String.self) == "https://dev.example.com")
    }

    @Test func anOverrideCanSupplyAPathTheActiveProfileLacks() {
        let module = ModuleFactory()
        let context = AppContext(environment: ["DELI_PROFILE": "a", "EXTRA_LIMIT": "7"]).load(module)
        module.loadProfiles(
            PropertyProfiles(
                profiles: ["a": [:], "b": ["extra": ["limit": 3] as [String: Any]]], types: ["extra.limit": .int8]))
        #expect(context.getProperty("extra.limit") as? Int8 == 7)
    }

    @Test func aFactoryWithoutProfilesStillTakesOverrides() {
        let context = AppContext(environment: ["NAME": "from the environment"]).load([PlainPropertiesFactory.self])
        #expect(context.getProperty("name", type: String.self) == "from the environment")
    }
}
