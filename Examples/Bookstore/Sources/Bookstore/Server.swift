import Deli

/// Filled from the `server` section of the selected profile's properties.
struct ServerConfig: ConfigProperty {
    let target = "server"

    let url: String
    let timeoutSeconds: Int
    let isDebug: Bool
}

/// Built by a `Configuration` from other components.
final class HTTPClient {
    let baseURL: String
    let timeout: Int

    init(baseURL: String, timeout: Int) {
        self.baseURL = baseURL
        self.timeout = timeout
    }
}

final class NetworkConfiguration: Configuration {
    let client = Config(HTTPClient.self, ServerConfig.self) { server in
        HTTPClient(baseURL: server.url, timeout: server.timeoutSeconds)
    }

    init() {}
}
