/// A registration made by another module (read from its resolved file), which can satisfy
/// this module's dependencies.
public struct ExternalRegistration: Hashable, Sendable, Codable {
    public var module: String
    public var typeName: String
    /// `""` means no qualifier.
    public var qualifier: String
    public var scope: ComponentScope
    public var isLazy: Bool
    public var isFactory: Bool
    /// Supertypes the registration is linked to.
    public var links: [String]

    public init(
        module: String, typeName: String, qualifier: String = "", scope: ComponentScope = .singleton,
        isLazy: Bool = false, isFactory: Bool = false, links: [String] = []
    ) {
        self.module = module
        self.typeName = typeName
        self.qualifier = qualifier
        self.scope = scope
        self.isLazy = isLazy
        self.isFactory = isFactory
        self.links = links
    }
}
