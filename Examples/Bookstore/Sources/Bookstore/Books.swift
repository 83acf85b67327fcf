import Deli

/// Anything on the shelves.
protocol Book: AnyObject {
    var title: String { get }
    var author: String { get }
}

/// Novels share the "Novel" qualifier through their superclass.
class Novel: Book {
    var qualifier: String? { "Novel" }
    var title: String { "" }
    var author: String { "" }
}

final class HarryPotter: Novel, Component {
    override var title: String { "Harry Potter" }
    override var author: String { "J. K. Rowling" }
    required override init() {}
}

final class TroisiemeHumanite: Novel, Component {
    override var title: String { "Troisième humanité" }
    override var author: String { "Bernard Werber" }
    required override init() {}
}

final class Cosmos: Book, Component {
    let qualifier: String? = "Science"
    let title = "Cosmos"
    let author = "Carl Sagan"
    init() {}
}
