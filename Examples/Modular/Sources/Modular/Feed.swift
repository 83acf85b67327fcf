import Deli
import Network

/// Depends on `APIClient`, which the Network module registers: the check passes because
/// Network's `Deli.resolved` lists it.
final class FeedService: Autowired {
    let api: APIClient

    required init(_ api: APIClient) {
        self.api = api
    }

    func latest() -> String { api.fetch("/feed") }
}

final class FeedViewModel: Autowired {
    let feed: FeedService

    required init(_ feed: FeedService) {
        self.feed = feed
    }

    var headline: String { "Latest: \(feed.latest())" }
}
