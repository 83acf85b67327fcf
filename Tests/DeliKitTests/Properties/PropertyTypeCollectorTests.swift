import Testing

@testable import DeliKit

/// The type of every property path a factory carries: what the code reads a path as, else the
/// YAML type written in the files (of the common tree and of every profile).
@Suite struct PropertyTypeCollectorTests {
    private static let sources = """
        import Deli
        struct ServerConfig: ConfigProperty {
            let target = "server"
            let port: UInt16
            let name: String
            let limit: Int8?
            let endpoint: Endpoint
        }
        struct Endpoint: ConfigProperty {
            let target = "server.endpoint"
            let path: String
        }
        protocol Store {}
        final class Disk: Store, Component {
            let qualifier: String? = "1"
        }
        final class Notes: Autowired {
            required init(_/*storage.kind*/ store: Store) {}
        }
        final class Banner: Component {
            @PropertyValue("banner.count") var count: String
        }
        """

    private func outcome() throws -> TargetOutcome {
        let files = [
            "deli.yml": """
            config:
              App:
                project: App
                properties: [common.yml]
                profiles:
                  dev: dev.yml
                  prod: prod.yml
            """,
            "App/App.swift": Self.sources,
            "common.yml": """
            server: {port: 80, name: 42, endpoint: {path: /}}
            storage: {kind: 1}
            banner: {count: 3}
            hosts: [{name: a}, {name: b, 'odd.key': true}]
            ratio: 1
            gone: null
            """,
            "dev.yml": "ratio: 0.5\nextra: {flag: on}\n",
            "prod.yml": "ratio: 2\nserver: {limit: 7}\n",
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics.filter(\.isError).map(DiagnosticFormatter.text) == [])
        return try #require(outcome.targets.first)
    }

    @Test func fieldTypesBeatReadsAsStringWhichBeatWrittenTypes() throws {
        let target = try outcome()
        let graph = try #require(target.graph)
        let types = PropertyTypeCollector.types(for: graph, target: target.target)
        #expect(types["server.port"] == "UInt16")
        #expect(types["server.name"] == "String")
        #expect(types["server.limit"] == "Int8")
        #expect(types["server.endpoint.path"] == "String")
        #expect(types["storage.kind"] == "String")
        #expect(types["banner.count"] == "String")
        #expect(types["hosts[0].name"] == "String")
        #expect(types["hosts[1]['odd.key']"] == "Bool")
        #expect(types["ratio"] == "Double")
        #expect(types["extra.flag"] == "Bool")
        #expect(types["gone"] == nil && types["server"] == nil && types["server.endpoint"] == nil)
    }

    @Test func theFactoryCarriesEveryProfileAndTheTypes() throws {
        let factory = try #require(try outcome().factorySource)
        #expect(factory.contains("loadProfiles(Self.makeProperties())"))
        #expect(factory.contains("defaultProfile: \"dev\","))
        #expect(factory.contains("\"prod\": [\n                    \"ratio\": 2,"))
        #expect(factory.contains("\"server.port\": .uint16,"))
        #expect(factory.contains("\"hosts[1]['odd.key']\": .bool,"))
    }

    @Test func keysThatAreNotPlainNamesAreBracketed() {
        #expect(PropertyTypeCollector.join("", key: "a") == "a")
        #expect(PropertyTypeCollector.join("a", key: "b-c") == "a.b-c")
        #expect(PropertyTypeCollector.join("a", key: "x.y") == "a['x.y']")
        #expect(PropertyTypeCollector.join("", key: "it's") == "[\"it's\"]")
        #expect(PropertyTypeCollector.join("a", key: "'\"") == nil)
        #expect(PropertyTypeCollector.join("a", key: "") == "a['']")
    }
}
