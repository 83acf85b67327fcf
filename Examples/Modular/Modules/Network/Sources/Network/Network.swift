import Deli

/// Sends requests; apps may replace it (tests load a stub at `.high`).
public protocol HTTPClient: AnyObject {
    func get(_ path: String) -> String
}

public final class LoopbackClient: HTTPClient, Component {
    public init() {}
    public func get(_ path: String) -> String { "200 OK \(path)" }
}

public protocol TokenStore: AnyObject {
    var token: String { get }
}

public final class MemoryTokenStore: TokenStore, Component {
    public let token = "secret-token"
    public init() {}
}

/// The module's public entry point, wired from the two components above.
public final class APIClient: Autowired {
    public let http: HTTPClient
    public let tokens: TokenStore

    public required init(_ http: HTTPClient, _ tokens: TokenStore) {
        self.http = http
        self.tokens = tokens
    }

    public func fetch(_ path: String) -> String {
        http.get("\(path)?token=\(tokens.token)")
    }
}
