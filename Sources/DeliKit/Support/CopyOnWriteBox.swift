/// The one reference a copy-on-write value keeps its fields in (``ComponentDeclaration``,
/// ``TypeDeclaration``, ``ScanResult``): copying the value retains the box once, however many
/// fields it has, and a change copies the fields first when another value shares them.
///
/// The box is changed only through a value that holds the only reference to it, so sharing it
/// between threads is safe.
final class CopyOnWriteBox<Fields>: @unchecked Sendable {
    /// Not checked for overlapping access at run time: the fields change only through the one value
    /// that holds the box (``makeUnique(_:)``), whose own accesses Swift checks, and every field of
    /// every component is read many times a run (the check was 2% of a declaration edit's CPU).
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }

    /// Makes `box` the only reference to its fields, copying them when another value shares them.
    static func makeUnique(_ box: inout CopyOnWriteBox) {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    }
}

extension CopyOnWriteBox: FieldsBox {}
extension CopyOnWriteBox: Equatable where Fields: Equatable {}
extension CopyOnWriteBox: Hashable where Fields: Hashable {}
extension CopyOnWriteBox: Encodable where Fields: Encodable {}
extension CopyOnWriteBox: Decodable where Fields: Decodable {}
