import Deli
import Testing

/// The committed reference factory carries both profiles of the fixture; the environment picks
/// one and overrides single values when the factory loads.
@Suite struct RuntimeProfileTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    private func load(_ environment: [String: String]) -> AppContext {
        AppContext(environment: environment).load([FixtureFactory.self])
    }

    @Test func theDefaultProfileIsTheOneDeliYmlSelects() throws {
        let context = load([:])
        #expect(context.activeProfiles(of: FixtureFactory.self) == ["dev"])
        #expect(try #require(context.get(ServerConfig.self)).url == "https://dev.example.com")
    }

    @Test func deliProfileSelectsProdFromTheSameBuild() throws {
        let context = load(["DELI_PROFILE": "prod"])
        let server = try #require(context.get(ServerConfig.self))
        #expect(server.url == "https://example.com" && server.port == 443 && !server.debug)
        #expect(server.retries == nil)
        #expect(context.getProperty("shop.name", type: String.self) == "Corner \"Deli\" \\ Shop")
    }

    @Test func overridesReachConfigPropertiesConfigMembersGettersAndQualifiers() throws {
        let context = load([
            "DELI_PROFILE": "prod", "SERVER_PORT": "9090", "SERVER_RETRIES": "5", "LOGGER_STORAGE": "disk",
            "SHOP_TAGS_1": "organic",
        ])
        let server = try #require(context.get(ServerConfig.self))
        #expect(server.port == 9090 && server.retries == 5)
        #expect(try #require(context.get(Connection.self, qualifier: "main")).address == "https://example.com:9090")
        #expect(context.getProperty("server.port") as? Int == 9090)
        #expect(try #require(context.get(Journal.self)).storage.kind == "disk")
        #expect(context.getProperty("shop.tags[1]", type: String.self) == "organic")
    }

    @Test func aBadOverrideStopsTheLoad() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["SERVER_RATIO": "most"]).load([FixtureFactory.self])
        }
        let expected = """
            Deli: environment variable SERVER_RATIO="most" overrides property "server.ratio" of FixtureFactory, \
            but "most" is not a valid Double.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func anUnknownProfileStopsTheLoad() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["DELI_PROFILE": "staging"]).load([FixtureFactory.self])
        }
        let expected = """
            Deli: unknown profile "staging" (from DELI_PROFILE="staging") for FixtureFactory.
            Known profiles: dev, prod.
            """
        #expect(Self.stderr(result).contains(expected))
    }
}
