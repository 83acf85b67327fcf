/// Writes the `registrations:` entry of a resolved file straight to bytes, in the layout
/// ``YAMLBlockEmitter`` gives the same tree (``ResolvedFileWriter/node(for:target:)``), without
/// building the tree first: a resolved file lists every registration of its module, and building
/// and walking thousands of small mappings cost more than writing them.
///
/// It returns nil when a scalar is not printable ASCII; the caller then writes the whole tree,
/// which hands such text to libyaml.
struct ResolvedRegistrationsEmitter {
    private var output: [UInt8] = []
    /// One piece per registration, with offsets into `output`.
    private var pieces: [TextPiece] = []

    /// `registrations:` with the module's own registrations among `components` as block sequence
    /// items, ending with a newline, and one piece per registration (offsets from the first byte).
    /// A registration whose fingerprint is among `reusable` is copied from there instead of being
    /// written again.
    static func text(of components: [ComponentDeclaration], reusing reusable: ReusablePieces?)
        -> (bytes: [UInt8], pieces: [TextPiece])?
    {
        var emitter = ResolvedRegistrationsEmitter()
        emitter.output.reserveCapacity(components.count * 240 + 32)
        emitter.append("registrations:")
        var isEmpty = true
        var scratch = BinaryWriter()
        // By index, without a filtered copy of the list.
        for index in components.indices where components[index].isOwnRegistration {
            if isEmpty { emitter.append("\n") }
            isEmpty = false
            let key = components[index].keptResolvedFingerprint(into: &scratch)
            let start = emitter.output.count
            guard reusable?.append(key, to: &emitter.output) == true || emitter.write(components[index]) else {
                return nil
            }
            emitter.pieces.append(TextPiece(key: key, start: start, count: emitter.output.count - start))
        }
        if isEmpty { emitter.append(" []\n") }
        return (emitter.output, emitter.pieces)
    }

    /// Reads only what ``ComponentDeclaration/resolvedFingerprint(into:)`` covers.
    private mutating func write(_ component: ComponentDeclaration) -> Bool {
        let kind = component.kind
        guard line("- type:", .string(component.typeName)), line("  qualifier:", .string(component.qualifier)),
            line("  kind:", .string(kind.rawValue)), line("  scope:", .string(component.scope.rawValue)),
            line("  lazy:", .bool(kind.isLazy)), line("  factory:", .bool(kind.isFactory)),
            line("  valueType:", .bool(component.isValueType)),
            list("  links:", component.links.map(YAMLScalar.string), indent: "  ")
        else { return false }
        if component.dependencies.isEmpty {
            append("  dependencies: []\n")
            return true
        }
        append("  dependencies:\n")
        // Read in place: a copy of each dependency would retain and release its five strings.
        return component.dependencies.withUnsafeBufferPointer { dependencies in
            dependencies.indices.allSatisfy { write(dependencies[$0]) }
        }
    }

    private mutating func write(_ dependency: DependencyDeclaration) -> Bool {
        line("  - type:", .string(dependency.typeName)) && line("    qualifier:", .string(dependency.qualifier))
            && line("    qualifierBy:", dependency.qualifierBy.map(YAMLScalar.string) ?? .null)
            && line("    array:", .bool(dependency.isArray))
    }

    /// `key: value` on its own line (`key` is written as given, with its indent and colon).
    private mutating func line(_ key: StaticString, _ value: YAMLScalar) -> Bool {
        guard let style = YAMLScalarStyle(value, isKey: false) else { return false }
        append(key)
        output.append(UInt8(ascii: " "))
        style.write(into: &output)
        output.append(UInt8(ascii: "\n"))
        return true
    }

    /// `key: []`, or `key:` followed by one `- item` line per item at the key's indent.
    private mutating func list(_ key: StaticString, _ items: [YAMLScalar], indent: StaticString) -> Bool {
        append(key)
        guard !items.isEmpty else {
            append(" []\n")
            return true
        }
        output.append(UInt8(ascii: "\n"))
        for item in items {
            guard let style = YAMLScalarStyle(item, isKey: false) else { return false }
            append(indent)
            append("- ")
            style.write(into: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return true
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }
}
