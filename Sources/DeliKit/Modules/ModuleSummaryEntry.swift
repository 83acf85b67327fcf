/// What a dependency module registers, kept in the module's scan cache with the fingerprint of the
/// file contents it was computed from: a target that depends on the module reads it instead of
/// checking the module's graph again, as long as no file of the module changed.
public struct ModuleSummaryEntry: Hashable, Sendable {
    /// ``ModuleSummaryEntry/key(results:)`` of the module's files when it was computed.
    public var key: ContentHash
    public var registrations: [ExternalRegistration]
    /// The class name of a factory `deli build` wrote into the module's sources, if any.
    public var generatedFactory: String?

    public init(key: ContentHash, registrations: [ExternalRegistration], generatedFactory: String?) {
        self.key = key
        self.registrations = registrations
        self.generatedFactory = generatedFactory
    }

    /// A fingerprint of what a module's files declare: each scanned file's path and
    /// ``ScanResult/declarationsFingerprint``, in order. An edit inside a method body leaves it as it
    /// was, so the module's graph is not checked again for it.
    static func key(results: [ScanResult]) -> ContentHash {
        var writer = BinaryWriter()
        writer.write(DeliVersion.current)
        for result in results {
            writer.write(result.path)
            writer.write(result.declarationsFingerprint)
        }
        return ContentHash(bytes: writer.bytes)
    }
}

extension ModuleSummaryEntry: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(registrations)
        writer.write(generatedFactory)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(key: try reader.read(), registrations: try reader.read(), generatedFactory: try reader.read())
    }
}

extension ExternalRegistration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(module)
        writer.writeShared(typeName)
        writer.write(qualifier)
        writer.writeShared(scope.rawValue)
        writer.write(isLazy)
        writer.write(isFactory)
        writer.writeSharedArray(links)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let module = try reader.readShared()
        let typeName = try reader.readShared()
        let qualifier = try reader.readString()
        let start = reader.offset
        guard let scope = ComponentScope(rawValue: try reader.readShared()) else { throw .damaged(at: start) }
        self.init(
            module: module, typeName: typeName, qualifier: qualifier, scope: scope, isLazy: try reader.readBool(),
            isFactory: try reader.readBool(), links: try reader.readSharedArray())
    }
}
