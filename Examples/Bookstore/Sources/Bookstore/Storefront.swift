import Deli

/// Property wrappers resolve when the object is created.
final class Storefront: Inject {
    @Dependency var library: LibraryService
    @DependencyArray(qualifier: "Science") var scienceBooks: [Book]
    @PropertyValue("store.name") var storeName: String

    let client = Inject(HTTPClient.self)

    init() {}

    func describe() -> String {
        "\(storeName) (\(client.baseURL)): \(library.summary()); science: \(scienceBooks.map(\.title))"
    }
}
