// The binary form of a dependency asked for inside a type's code (`Inject(...)` and the wrappers).

extension DependencyUsage: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(kind)
        writer.writeSharedOptional(typeName)
        writer.write(isArray)
        writer.write(hasPayload)
        writer.write(qualifier)
        writer.write(qualifierBy)
        writer.write(path)
        writer.writeSharedOptional(enclosingType)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            kind: try reader.read(), typeName: try reader.readSharedOptional(), isArray: try reader.readBool(),
            hasPayload: try reader.readBool(), qualifier: try reader.read(), qualifierBy: try reader.read(),
            path: try reader.read(), enclosingType: try reader.readSharedOptional(), location: try reader.read())
    }
}
