import Deli

/// A protocol with an associated type, and one with a `Self` requirement: the factory can only
/// name them as existentials, `(any Catalogue).self` and `[any Comparing].self`.
protocol Catalogue {
    associatedtype Entry
    func entries() -> [Entry]
}

protocol Comparing {
    func matches(_ other: Self) -> Bool
}

final class BookCatalogue: Catalogue, Comparing, Component {
    init() {}
    func entries() -> [String] { ["Dune", "Emma"] }
    func matches(_ other: BookCatalogue) -> Bool { other === self }
}

final class Librarian: Autowired {
    let catalogue: any Catalogue
    let comparers: [any Comparing]

    required init(_ catalogue: any Catalogue, _ comparers: [any Comparing]) {
        self.catalogue = catalogue
        self.comparers = comparers
    }
}
