/// The one reference a copy-on-write value keeps its fields in (``ComponentDeclaration``,
/// ``TypeDeclaration``, ``ScanResult``): copying the value retains the box once, however many
/// fields it has, and a change copies the fields first when another value shares them.
///
/// The box is changed only through a value that holds the only reference to it, so sharing it
/// between threads is safe.
final class CopyOnWriteBox<Fields>: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }

    /// Makes `box` the only reference to its fields, copying them when another value shares them.
    static func makeUnique(_ box: inout CopyOnWriteBox) {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    }
}

extension CopyOnWriteBox: Equatable where Fields: Equatable {
    static func == (lhs: CopyOnWriteBox, rhs: CopyOnWriteBox) -> Bool {
        lhs === rhs || lhs.fields == rhs.fields
    }
}

extension CopyOnWriteBox: Hashable where Fields: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}

extension CopyOnWriteBox: Encodable where Fields: Encodable {
    /// The fields' own encoding: a boxed value encodes as its fields would.
    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}

extension CopyOnWriteBox: Decodable where Fields: Decodable {
    convenience init(from decoder: any Decoder) throws {
        self.init(try Fields(from: decoder))
    }
}
