import Deli

protocol Book: AnyObject {
    var title: String { get }
}

class Novel: Book {
    var qualifier: String? { "Novel" }
    var title: String { "" }
}

final class Dune: Novel, Component {
    override var title: String { "Dune" }
    required override init() {}
}

final class Emma: Novel, Component {
    override var title: String { "Emma" }
    required override init() {}
}

final class Atlas: Book, Component {
    let title = "Atlas"
    var scope: Scope { .prototype }
    init() {}
}

final class Shelf: Autowired {
    let novels: [Book]
    let all: [Book]

    required init(Novel novels: [Book], _ all: [Book]) {
        self.novels = novels
        self.all = all
    }
}
