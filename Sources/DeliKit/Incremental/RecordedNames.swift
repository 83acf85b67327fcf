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
    /// The names of ``madeFrom``, sorted, kept with it; not part of the value.
    private var sortedNames: [String]?

    init(_ names: [String]) {
        var writer = BinaryWriter()
        writer.writeArray(names) { $0.write($1) }
        encoded = writer.bytes
    }

    /// The names of `set`, sorted.
    init(_ set: Set<String>) {
        self.init(set, sorted: set.sorted())
    }

    private init(_ set: Set<String>, sorted: [String]) {
        self.init(sorted)
        madeFrom = set
        sortedNames = sorted
    }

    /// The names of `set`: these names when they are the same, else made from the names this value
    /// holds in memory and what changed (a run's relevant names differ from the last run's by a few,
    /// and sorting thousands of names again cost more than finding the few).
    func updated(to set: Set<String>) -> RecordedNames {
        guard let madeFrom, let sortedNames else { return RecordedNames(set) }
        let changes = NameChanges.between(madeFrom, set)
        if changes.added.isEmpty && changes.removed.isEmpty { return self }
        return RecordedNames(set, sorted: Self.merged(sortedNames, adding: changes.added, removing: changes.removed))
    }

    /// `sorted` with the sorted names `added` merged in and the sorted names `removed` left out.
    private static func merged(_ sorted: [String], adding added: [String], removing removed: [String]) -> [String] {
        var merged: [String] = []
        merged.reserveCapacity(sorted.count + added.count)
        var (next, dropped) = (0, 0)
        for name in sorted {
            while next < added.count && added[next] < name {
                merged.append(added[next])
                next += 1
            }
            while dropped < removed.count && removed[dropped] < name { dropped += 1 }
            if dropped < removed.count && removed[dropped] == name { continue }
            merged.append(name)
        }
        merged.append(contentsOf: added[next...])
        return merged
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
