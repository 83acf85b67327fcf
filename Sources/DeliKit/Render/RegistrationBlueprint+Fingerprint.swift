extension RegistrationBlueprint {
    /// Bumped whenever ``RegistrationRenderer`` writes a registration differently: pieces recorded
    /// by another revision then no longer match any fingerprint.
    static let renderRevision = 5

    /// The fingerprint of everything ``RegistrationRenderer`` reads from this registration when it
    /// writes it at indentation `level`: two registrations with the same fingerprint render to the
    /// same lines. `scratch` is cleared and reused, so a renderer fingerprints thousands of
    /// registrations without allocating a buffer for each.
    ///
    /// Of a condition only its directives are read: where the `#if` sits does not change the lines.
    ///
    /// The box keeps the fingerprint for the level it was made at, so a blueprint kept with its
    /// component between runs (`deli watch`) is not read again while its fields stay the same.
    func renderFingerprint(level: Int, into scratch: inout BinaryWriter) -> ContentHash {
        let kept = box.derived(Self.renderKey) { _ in
            LeveledFingerprint(level: level, hash: makeRenderFingerprint(level: level, into: &scratch))
        }
        return kept.level == level ? kept.hash : makeRenderFingerprint(level: level, into: &scratch)
    }

    private struct LeveledFingerprint: Sendable {
        let level: Int
        let hash: ContentHash
    }

    private enum RenderFingerprint {}
    private static let renderKey = DerivedKey<LeveledFingerprint>(RenderFingerprint.self)

    private func makeRenderFingerprint(level: Int, into scratch: inout BinaryWriter) -> ContentHash {
        scratch.clear()
        scratch.write(Self.renderRevision)
        scratch.write(level)
        scratch.write(kind.rawValue)
        scratch.write(typeName)
        scratch.write(qualifier)
        scratch.write(scope.rawValue)
        writeConstruction(into: &scratch)
        scratch.writeArray(injectArguments) { $0.write($1) }
        scratch.writeArray(links) { $0.write($1) }
        scratch.writeArray(linkConditions.keys.sorted()) { writer, link in
            writer.write(link)
            writer.writeArray(linkConditions[link] ?? []) { writer, condition in
                writer.writeArray(condition.directives) { $0.write($1) }
            }
        }
        scratch.writeArray(conditions) { writer, condition in writer.writeArray(condition.directives) { $0.write($1) } }
        writeIsolation(into: &scratch)
        scratch.write(constructsAnywhere)
        scratch.writeArray(awaited) { writer, awaited in
            writer.write(awaited.typeName)
            writer.write(awaited.qualifier)
        }
        scratch.writeArray(defaultedFields) { $0.write($1) }
        return ContentHash(bytes: scratch.bytes)
    }

    private func writeConstruction(into writer: inout BinaryWriter) {
        switch construction {
        case .initializer(let arguments):
            writer.write(0)
            writer.writeArray(arguments) { $0.write($1) }
        case .configurationMember(let configurationType, let member):
            writer.write(1)
            writer.write(configurationType)
            writer.write(member)
        }
    }

    private func writeIsolation(into writer: inout BinaryWriter) {
        switch isolation {
        case .none:
            writer.write(0)
        case .mainActor:
            writer.write(1)
        case .atStart(let globalActor, let isAsync, let isThrowing):
            writer.write(2)
            writer.writeOptional(globalActor) { $0.write($1) }
            writer.write(isAsync)
            writer.write(isThrowing)
        }
    }
}

extension BinaryWriter {
    /// One argument of a registration, for ``RegistrationBlueprint/renderFingerprint(level:into:)``.
    fileprivate mutating func write(_ argument: ArgumentBlueprint) {
        writeOptional(argument.label) { $0.write($1) }
        switch argument.value {
        case .dependency(let type, let qualifier, let isArray):
            write(0)
            write(type)
            write(qualifier)
            write(isArray)
        case .qualifiedByProperty(let type, let path, let isArray):
            write(1)
            write(type)
            write(path)
            write(isArray)
        case .payload:
            write(2)
        case .property(let path, let type, let isOptional):
            write(3)
            write(path)
            write(type)
            write(isOptional)
        }
    }
}
