// The binary form of initialisers and `inject(...)` methods with their parameters and `#if` clauses.

extension FunctionDeclaration: BinaryCodable {
    /// The modifiers, one bit each, in a single varint.
    private enum Flag: UInt64, CaseIterable {
        case required = 1
        case convenience = 2
        case mutating = 4
        case failable = 8
        case `static` = 16
        case inaccessible = 32
        case callableWithoutArguments = 64
        case async = 128
        case throwing = 256
        case nonisolated = 512
        case unavailable = 1024
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(parameters)
        let bit = { (isSet: Bool, flag: Flag) -> UInt64 in isSet ? flag.rawValue : 0 }
        writer.write(
            bit(isRequired, .required) | bit(isConvenience, .convenience) | bit(isMutating, .mutating)
                | bit(isFailable, .failable) | bit(isStatic, .static) | bit(isInaccessible, .inaccessible)
                | bit(isCallableWithoutArguments, .callableWithoutArguments) | bit(isAsync, .async)
                | bit(isThrowing, .throwing) | bit(isNonisolated, .nonisolated) | bit(isUnavailable, .unavailable))
        writer.writeSharedArray(attributes)
        writer.write(location)
        writer.write(conditions)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let parameters = try reader.read([ParameterDeclaration].self)
        let start = reader.offset
        let flags = try reader.readUInt64()
        guard flags < 1 << Flag.allCases.count else { throw .damaged(at: start) }
        let has = { (flag: Flag) in flags & flag.rawValue != 0 }
        let attributes = try reader.readSharedArray()
        self.init(
            parameters: parameters, isRequired: has(.required), isConvenience: has(.convenience),
            isMutating: has(.mutating), isFailable: has(.failable), isStatic: has(.static),
            isInaccessible: has(.inaccessible), isCallableWithoutArguments: has(.callableWithoutArguments),
            location: try reader.read())
        isAsync = has(.async)
        isThrowing = has(.throwing)
        isNonisolated = has(.nonisolated)
        isUnavailable = has(.unavailable)
        self.attributes = attributes
        conditions = try reader.read()
    }
}

extension ParameterDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeSharedOptional(label)
        writer.writeShared(name)
        writer.writeShared(typeText)
        writer.writeSharedOptional(qualifierBy)
        writer.write(location)
        writer.write(isGenericParameter)
        writer.write(hasDefaultValue)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            label: try reader.readSharedOptional(), name: try reader.readShared(), typeText: try reader.readShared(),
            qualifierBy: try reader.readSharedOptional(), location: try reader.read(),
            isGenericParameter: try reader.readBool(), hasDefaultValue: try reader.readBool())
    }
}
