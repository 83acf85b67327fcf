// The binary form of the members a type declares: stored properties and `Config(...)` calls.

extension StoredPropertyDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(name)
        writer.writeShared(typeText)
        writer.write(isStatic)
        writer.write(needsInitialValue)
        writer.write(isFixed)
        writer.write(hasInitialValue)
        writer.write(isInaccessible)
        writer.write(isSetterInaccessible)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            name: try reader.readShared(), typeText: try reader.readShared(), isStatic: try reader.readBool(),
            needsInitialValue: try reader.readBool(), isFixed: try reader.readBool(),
            hasInitialValue: try reader.readBool(), isInaccessible: try reader.readBool(),
            isSetterInaccessible: try reader.readBool(), location: try reader.read())
    }
}

extension ConfigCallDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(memberName)
        writer.writeSharedOptional(createdType)
        writer.writeSharedArray(dependencyTypes)
        writer.write(dependencyLocations)
        writer.write(qualifier)
        writer.write(scope)
        writer.write(location)
        writer.write(conditions)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            memberName: try reader.readString(), createdType: try reader.readSharedOptional(),
            dependencyTypes: try reader.readSharedArray(), dependencyLocations: try reader.read(),
            qualifier: try reader.read(), scope: try reader.read(), location: try reader.read(),
            conditions: try reader.read())
    }
}
