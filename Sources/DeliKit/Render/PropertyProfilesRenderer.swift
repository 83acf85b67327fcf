/// Writes the `PropertyProfiles` value a generated factory loads: the common tree, every
/// profile's own tree, the default profile and the type of every path.
///
/// ```swift
/// Deli.PropertyProfiles(
///     common: ["server": ["port": 8080] as [String: Any]],
///     profiles: [
///         "prod": ["server": ["port": 80] as [String: Any]],
///     ],
///     defaultProfile: "prod",
///     types: [
///         "server.port": .int,
///     ]
/// )
/// ```
struct PropertyProfilesRenderer {
    /// Whether the factory has anything to load: properties, profiles or typed paths.
    static func hasProperties(_ blueprint: FactoryBlueprint) -> Bool {
        PropertyLiteralRenderer.hasProperties(blueprint.properties) || !blueprint.profiles.isEmpty
            || !blueprint.propertyTypes.isEmpty
    }

    func render(_ blueprint: FactoryBlueprint, into writer: inout CodeWriter) {
        let literals = PropertyLiteralRenderer()
        writer.block("Deli.PropertyProfiles(", closing: ")") { writer in
            literals.render(blueprint.properties, prefix: "common: ", suffix: ",", into: &writer)
            writeProfiles(blueprint.profiles, into: &writer)
            let defaultProfile = blueprint.defaultProfile.map(SwiftLiteral.string) ?? "nil"
            writer.line("defaultProfile: \(defaultProfile),")
            writeTypes(blueprint.propertyTypes, into: &writer)
        }
    }

    private func writeProfiles(_ profiles: [ProfileBlueprint], into writer: inout CodeWriter) {
        guard !profiles.isEmpty else { return writer.line("profiles: [:],") }
        writer.block("profiles: [", closing: "],") { writer in
            for profile in profiles {
                let prefix = SwiftLiteral.string(profile.name) + ": "
                PropertyLiteralRenderer(keepsNulls: true).render(
                    profile.properties, prefix: prefix, suffix: ",", into: &writer)
            }
        }
    }

    private func writeTypes(_ types: [String: String], into writer: inout CodeWriter) {
        let known = types.filter { PropertyConversion.scalarTypes.contains($0.value) }
        guard !known.isEmpty else { return writer.line("types: [:]") }
        writer.block("types: [", closing: "]") { writer in
            for path in known.keys.sorted() {
                writer.line(SwiftLiteral.string(path) + ": ." + (known[path] ?? "String").lowercased() + ",")
            }
        }
    }
}
