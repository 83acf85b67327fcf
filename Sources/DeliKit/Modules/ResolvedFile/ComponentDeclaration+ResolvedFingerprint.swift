extension ComponentDeclaration {
    /// Bumped whenever ``ResolvedRegistrationsEmitter`` writes a registration differently.
    static let resolvedRevision = 1

    /// ``resolvedFingerprint(into:)``, made once and kept with the component's fields: a component
    /// kept between runs (`deli watch`) is not written out again to be fingerprinted.
    func keptResolvedFingerprint(into scratch: inout BinaryWriter) -> ContentHash {
        derived(Self.resolvedFingerprintKey) { $0.resolvedFingerprint(into: &scratch) }
    }

    private enum ResolvedFingerprint {}
    private static let resolvedFingerprintKey = DerivedKey<ContentHash>(ResolvedFingerprint.self)

    /// The fingerprint of everything the resolved file lists of this registration: its type,
    /// qualifier, kind, scope, whether it is a value type, its links, and each dependency's type,
    /// qualifier, qualifying property and whether it is an array. `scratch` is cleared and reused.
    func resolvedFingerprint(into scratch: inout BinaryWriter) -> ContentHash {
        scratch.clear()
        scratch.write(Self.resolvedRevision)
        scratch.write(typeName)
        scratch.write(qualifier)
        scratch.write(kind.rawValue)
        scratch.write(scope.rawValue)
        scratch.write(isValueType)
        scratch.writeArray(links) { $0.write($1) }
        dependencies.withUnsafeBufferPointer { dependencies in
            scratch.write(UInt64(dependencies.count))
            for index in dependencies.indices {
                scratch.write(dependencies[index].typeName)
                scratch.write(dependencies[index].qualifier)
                scratch.writeOptional(dependencies[index].qualifierBy) { $0.write($1) }
                scratch.write(dependencies[index].isArray)
            }
        }
        return ContentHash(bytes: scratch.bytes)
    }
}
