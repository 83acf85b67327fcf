/// The relevant names a build record keeps: as read from a file (encoded, decoded only when read) or
/// as a run found them (a set, encoded only when the record is written).
///
/// A run answered from its record never needs them (only an edit does, see
/// ``EditedFilesMatcher``), and decoding thousands of names cost a millisecond of every no-change
/// run. A process that keeps its records in memory (`deli watch`, `deli serve`) writes them only
/// when it ends, and sorting and encoding the names after every build cost more than a millisecond
/// of each. Names are encoded in sorted order, so equal names are equal bytes.
public struct RecordedNames: Hashable, Sendable {
    private enum Form: Sendable {
        /// As ``BinaryWriter/writeArray(_:_:)`` writes an array of strings.
        case encoded([UInt8])
        case set(Set<String>)
    }

    private let form: Form

    init(_ names: [String]) {
        form = .encoded(Self.encode(names))
    }

    /// The names of `set`.
    init(_ set: Set<String>) {
        form = .set(set)
    }

    init(encoded: [UInt8]) {
        form = .encoded(encoded)
    }

    /// The names as the record's file holds them, sorted.
    var encoded: [UInt8] {
        switch form {
        case .encoded(let bytes): bytes
        case .set(let set): Self.encode(set.sorted())
        }
    }

    /// The names, sorted; none when the bytes do not hold exactly an array of strings (the record's
    /// checksum makes that a writer's bug, never damage on disk).
    var names: [String] {
        guard case .encoded(let encoded) = form else { return set.sorted() }
        var reader = BinaryReader(bytes: encoded)
        guard let names = try? reader.readArray({ reader throws(BinaryFormatError) in try reader.readString() }),
            reader.isAtEnd
        else { return [] }
        return names
    }

    /// The names as a set: the one they were made from, else decoded.
    var set: Set<String> {
        switch form {
        case .set(let set): set
        case .encoded: Set(names)
        }
    }

    private static func encode(_ names: [String]) -> [UInt8] {
        var writer = BinaryWriter()
        writer.writeArray(names) { $0.write($1) }
        return writer.bytes
    }

    public static func == (lhs: RecordedNames, rhs: RecordedNames) -> Bool {
        if case .set(let left) = lhs.form, case .set(let right) = rhs.form { return left == right }
        return lhs.encoded == rhs.encoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(encoded)
    }
}
