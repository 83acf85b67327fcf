/// The relevant names a build record keeps, held in their encoded form and decoded only when read.
///
/// A run answered from its record never needs them (only an edit does, see
/// ``EditedFilesMatcher``), and decoding thousands of names cost a millisecond of every no-change
/// run. Equal names are equal bytes: they are written in the order given, which is sorted.
public struct RecordedNames: Hashable, Sendable {
    /// The names as ``BinaryWriter/writeArray(_:_:)`` writes an array of strings.
    let encoded: [UInt8]
    /// The set these names were made from, while they stay in memory (see
    /// ``BuildRecord/setRelevantNames(_:keepingThoseOf:)``); not part of the value.
    private(set) var madeFrom: Set<String>?

    init(_ names: [String]) {
        var writer = BinaryWriter()
        writer.writeArray(names) { $0.write($1) }
        encoded = writer.bytes
    }

    /// The names of `set`, sorted.
    init(_ set: Set<String>) {
        self.init(set.sorted())
        madeFrom = set
    }

    init(encoded: [UInt8]) {
        self.encoded = encoded
    }

    /// The names; none when the bytes do not hold exactly an array of strings (the record's checksum
    /// makes that a writer's bug, never damage on disk).
    var names: [String] {
        var reader = BinaryReader(bytes: encoded)
        guard let names = try? reader.readArray({ reader throws(BinaryFormatError) in try reader.readString() }),
            reader.isAtEnd
        else { return [] }
        return names
    }

    /// The names as a set: the one they were made from while in memory, else decoded.
    var set: Set<String> {
        madeFrom ?? Set(names)
    }

    public static func == (lhs: RecordedNames, rhs: RecordedNames) -> Bool {
        lhs.encoded == rhs.encoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(encoded)
    }
}
