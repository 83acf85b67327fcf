// The binary form of a scanned type, protocol or extension and the `#if` clauses around it.

extension BranchCondition: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(block)
        writer.write(clause)
        writer.writeSharedArray(directives)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            block: try reader.readShared(), clause: try reader.readInt(), directives: try reader.readSharedArray())
    }
}

extension TypeDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(name)
        writer.write(kind)
        writer.writeSharedArray(inheritedTypes)
        writer.write(access)
        writer.write(isGeneric)
        writer.writeSharedArray(attributes)
        writer.write(isNonisolated)
        writer.write(isPublic)
        writer.write(nesting)
        writer.write(conditions)
        writer.write(location)
        encodeMembers(to: &writer)
    }

    /// Everything after the header: declared values, functions, aliases and members.
    private func encodeMembers(to writer: inout BinaryWriter) {
        writer.write(qualifier)
        writer.write(scope)
        writer.write(target)
        writer.write(initializers)
        writer.write(injectMethods)
        writer.writeSharedDictionary(typeAliases)
        writer.write(storedProperties)
        writer.write(configCalls)
        writer.writeArray(valuesInClauses.keys.sorted()) { writer, name in
            writer.write(name)
            writer.write(valuesInClauses[name]!)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let name = try reader.readShared()
        let kind: TypeDeclarationKind = try reader.read()
        let inheritedTypes = try reader.readSharedArray()
        let access: TypeAccess = try reader.read()
        let isGeneric = try reader.readBool()
        let attributes = try reader.readSharedArray()
        let isNonisolated = try reader.readBool()
        let isPublic = try reader.readBool()
        let nesting: TypeNesting = try reader.read()
        self.init(
            name: name, kind: kind, inheritedTypes: inheritedTypes, access: access, isGeneric: isGeneric,
            conditions: try reader.read(), location: try reader.read())
        self.attributes = attributes
        self.isNonisolated = isNonisolated
        self.isPublic = isPublic
        self.nesting = nesting
        try decodeMembers(from: &reader)
    }

    /// Reads what ``encodeMembers(to:)`` wrote.
    private mutating func decodeMembers(from reader: inout BinaryReader) throws(BinaryFormatError) {
        qualifier = try reader.read()
        scope = try reader.read()
        target = try reader.read()
        initializers = try reader.read()
        injectMethods = try reader.read()
        typeAliases = try reader.readSharedDictionary()
        storedProperties = try reader.read()
        configCalls = try reader.read()
        let values = try reader.readArray { reader throws(BinaryFormatError) in
            (try reader.readString(), try reader.read() as SourceLocation)
        }
        for (name, location) in values { valuesInClauses[name] = location }
    }
}
