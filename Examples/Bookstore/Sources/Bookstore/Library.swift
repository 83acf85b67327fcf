import Deli

/// Autowired: the argument label `Novel` is the qualifier of the array; the block comment takes
/// the logger's qualifier from the `logger.storage` property.
final class LibraryService: Autowired {
    let novels: [Book]
    let allBooks: [Book]
    let logger: Logger

    required init(Novel novels: [Book], _ allBooks: [Book], _ /*logger.storage*/ logger: Logger) {
        self.novels = novels
        self.allBooks = allBooks
        self.logger = logger
    }

    func summary() -> String {
        let titles = novels.map(\.title).sorted().joined(separator: ", ")
        return logger.log("\(allBooks.count) books, novels: \(titles)")
    }
}
