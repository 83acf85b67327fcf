extension ComponentDeclaration {
    /// The stored fields of a ``ComponentDeclaration``; its properties read and change them.
    struct Fields: Hashable, Sendable, Codable {
        var kind: ComponentKind
        var typeName: String
        var qualifier: String
        var scope: ComponentScope
        var isValueType: Bool
        var location: SourceLocation
        var supertypes: [String]
        var links: [String] = []
        var dependencies: [DependencyDeclaration]
        var payloadType: String?
        var configuration: ConfigurationMember?
        var configProperty: ConfigPropertyDeclaration?
        var facts: ComponentFacts
        var concurrency: ComponentConcurrency = ComponentConcurrency()
        var module: String?
        var protocolNames: [String] = []
    }
}
