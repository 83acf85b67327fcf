import Testing

@testable import DeliKit

/// Random truncations and byte flips of valid inputs: every reader must return (with or without
/// diagnostics) and never trap. Seeded, so a failure reproduces.
@Suite struct ReaderFuzzTests {
    static let yaml = """
        base: &b {host: "h", port: 0x1F, ratio: .5, on: yes}
        list:
          - *b
          - [1, 2, {k: ~}]
          - !!str 12
        text: |
          multi
          line
        prod:
          <<: *b
          "quoted key": 'single ''q'''
        """

    static let deli = """
        target: [App]
        config:
          App:
            project: .
            include: [Sources/**/*.swift]
            properties: [p.yml, p.json]
            profiles: {dev: [p.yml], prod: p.json}
            resolve: {output: Deli.resolved, generate: true}
            dependencies:
              - path: x/Deli.resolved
                imports: [X]
        """

    static let json = #"{"a": [1, 2.5, true, null, "s\u00e9"], "b": {"c": -1e3}}"#

    private func mutations(of text: String, seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        let original = Array(text.utf8)
        let specials: [UInt8] = Array("{}[]:,-?*&!|>'\"#%@`\\\n\t ".utf8) + [0, 0xC3, 0xFF]
        return (0..<count).map { _ in
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let index = Int(random.next() % UInt64(max(bytes.count, 1)))
                switch random.next() % 3 {
                case 0: bytes = Array(bytes.prefix(index))
                case 1 where index < bytes.count: bytes[index] = specials[Int(random.next() % UInt64(specials.count))]
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: min(index, bytes.count))
                }
            }
            return bytes
        }
    }

    @Test func yamlReaderAndWriterSurviveMutations() {
        for bytes in mutations(of: Self.yaml, seed: 1, count: 1500) {
            let result = YAMLReader.read(bytes, file: "f.yml")
            if let root = result.root, let text = YAMLWriter.write(root) {
                #expect(YAMLReader.read(text, file: "out.yml").root == root)
            }
        }
    }

    @Test func configurationLoaderSurvivesMutations() {
        for bytes in mutations(of: Self.deli, seed: 2, count: 1000) {
            var fileSystem = InMemoryFileSystem(files: ["Sources/A.swift": "", "p.yml": "a: 1\n", "p.json": Self.json])
            fileSystem.addFile("deli.yml", bytes: bytes)
            let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
            #expect(result.diagnostics.allSatisfy { $0.location == nil || $0.location!.line >= 1 })
        }
    }

    @Test func jsonReaderSurvivesMutations() {
        for bytes in mutations(of: Self.json, seed: 3, count: 1000) {
            _ = JSONReader.read(bytes, file: "f.json")
        }
    }

    @Test func propertyPathParserSurvivesMutations() {
        for bytes in mutations(of: "a.b[0]['c.d'][\"e\"].f", seed: 4, count: 2000) {
            let text = String(decoding: bytes, as: UTF8.self)
            if let path = PropertyPath(text) {
                #expect(PropertyPath(path.description) == path)
            }
        }
    }
}
