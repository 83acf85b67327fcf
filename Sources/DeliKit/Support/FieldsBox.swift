/// A class that keeps a value's fields (``CopyOnWriteBox``, ``MemoBox``): two boxes are equal, hash
/// and code as their fields do, so a boxed value compares and encodes as its fields would.
protocol FieldsBox: AnyObject {
    associatedtype Fields
    var fields: Fields { get set }
    init(_ fields: Fields)
    /// Makes `box` the only reference to its fields, copying them when another value shares them:
    /// the caller is about to change them.
    static func makeUnique(_ box: inout Self)
}

extension FieldsBox where Fields: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs || lhs.fields == rhs.fields
    }
}

extension FieldsBox where Fields: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}

extension FieldsBox where Fields: Encodable {
    func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}

extension FieldsBox where Fields: Decodable {
    init(from decoder: any Decoder) throws {
        self.init(try Fields(from: decoder))
    }
}
