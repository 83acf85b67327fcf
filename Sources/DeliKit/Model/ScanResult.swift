/// What the scanner found in one file.
///
/// Its fields live in one shared, copy-on-write box (``ScanResult/Box``): scans, caches and the
/// graph pass ten thousand of these around, and a copy is one retain instead of one per field.
public struct ScanResult: Hashable, Sendable, Codable {
    private var box: Box

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
        box = Box(Fields(path: path, types: types, usages: usages, typeAliases: typeAliases, diagnostics: diagnostics))
    }

    /// The fields for a change: the box is copied first when another value shares it.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if isKnownUniquelyReferenced(&box) { box.fieldsWillChange() } else { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The fingerprints of the names that can trigger this result's rules (see
    /// ``NameRules/mayTrigger(_:on:)``), sorted; made once per stored value.
    var triggerFingerprints: [UInt64] { box.triggerFingerprints }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }
}
