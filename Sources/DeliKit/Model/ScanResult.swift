/// What the scanner found in one file.
///
/// Its fields live in one shared, copy-on-write box (``MemoBox``): scans, caches and the
/// graph pass ten thousand of these around, and a copy is one retain instead of one per field.
public struct ScanResult: Hashable, Sendable, Codable {
    private(set) var box: MemoBox<Fields>

    public var path: String {
        get { box.fields.path }
        _modify { yield &fields.path }
    }

    public var types: [TypeDeclaration] {
        get { box.fields.types }
        _modify { yield &fields.types }
    }

    public var usages: [DependencyUsage] {
        get { box.fields.usages }
        _modify { yield &fields.usages }
    }

    /// File-level `typealias Name = Type`.
    public var typeAliases: [String: String] {
        get { box.fields.typeAliases }
        _modify { yield &fields.typeAliases }
    }

    /// The file's `import` declarations (top level and in `#if` clauses), in order.
    public var imports: [ImportDeclaration] {
        get { box.fields.imports }
        _modify { yield &fields.imports }
    }

    /// The types declared in function bodies (see ``LocalTypeReader``), in order: they never take
    /// part, and one that conforms to a Deli protocol is reported.
    public var localTypes: [TypeDeclaration] {
        get { box.fields.localTypes }
        _modify { yield &fields.localTypes }
    }

    /// Problems found while parsing (a syntax error, reported once per file).
    public var diagnostics: [Diagnostic] {
        get { box.fields.diagnostics }
        _modify { yield &fields.diagnostics }
    }

    /// The ``IdentifierFingerprint``s of the identifiers in the top-level declarations that were
    /// left out of the parse because they mentioned no relevant name, sorted; empty when the whole
    /// file was read. A name that becomes relevant and is among them means the file is scanned again.
    public var skippedFingerprints: [UInt64] {
        get { box.fields.skippedFingerprints }
        _modify { yield &fields.skippedFingerprints }
    }

    public init(
        path: String, types: [TypeDeclaration] = [], usages: [DependencyUsage] = [],
        typeAliases: [String: String] = [:], diagnostics: [Diagnostic] = []
    ) {
        box = MemoBox(
            Fields(path: path, types: types, usages: usages, typeAliases: typeAliases, diagnostics: diagnostics))
    }

    /// The fields for a change: the box is copied first when another value shares it.
    private var fields: Fields {
        get { box.fields }
        _modify {
            MemoBox.makeUnique(&box)
            yield &box.fields
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box == rhs.box }

    public func hash(into hasher: inout Hasher) { hasher.combine(box) }

    public init(from decoder: any Decoder) throws { box = try MemoBox(from: decoder) }

    public func encode(to encoder: any Encoder) throws { try box.encode(to: encoder) }
}
