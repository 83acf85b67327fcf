import Testing

@testable import DeliKit

/// DELI-W112 read from real property files: the warning at the nested field, its note at the value
/// written under the field's path in the profile's YAML (or JSON) file: where that value starts
/// (the first key of a YAML block mapping, the brace of a JSON object), as the other notes point.
@Suite struct NestedPathNoteTests {
    private static let app = """
        import Deli
        struct DatabaseConfig: ConfigProperty {
            let target = "database"
            let url: String
        }
        struct AppConfig: ConfigProperty {
            let target = "app"
            let name: String
            let database: DatabaseConfig
        }
        """

    private func run(prod: (name: String, text: String)) -> [String] {
        ProfiledApp(
            source: Self.app, common: "app:\n  name: shop\ndatabase:\n  url: postgres://common\n",
            profiles: [("prod", prod.name, prod.text)]
        ).diagnostics()
    }

    private static let warning = """
        App.swift:9:9: warning: field 'database' of ConfigProperty 'AppConfig' is not read from \
        'app.database', which profile 'prod' defines: 'DatabaseConfig' is built from its own target \
        'database'; move the values under 'database', or set the target of 'DatabaseConfig' to \
        'app.database' [DELI-W112]
        """

    @Test func theNoteIsAtTheValueInTheYAMLFile() {
        let prod = "app:\n  name: shop\n  database:\n    url: postgres://ignored\n"
        #expect(
            run(prod: ("prod.yml", prod)) == [Self.warning + "\nprod.yml:4:5: note: 'app.database' is defined here"])
    }

    @Test func theNoteIsAtTheValueInTheJSONFile() {
        let prod = "{\n  \"app\": {\n    \"database\": { \"url\": \"postgres://ignored\" }\n  }\n}\n"
        #expect(
            run(prod: ("prod.json", prod)) == [Self.warning + "\nprod.json:3:17: note: 'app.database' is defined here"])
    }

    @Test func nothingWhenTheValuesAreUnderTheNestedTarget() {
        let prod = "database:\n  url: postgres://prod\n"
        #expect(run(prod: ("prod.yml", prod)).isEmpty)
    }
}
