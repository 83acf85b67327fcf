import Deli
import Foundation

#if canImport(Dispatch)
    import Dispatch
#endif

// Types of other modules, registered by a Configuration: the generated factory imports what this
// file imports (Foundation for `JSONDecoder`; Dispatch, under the same `#if`).

final class CodingConfiguration: Configuration {
    let decoder = Config(JSONDecoder.self) { JSONDecoder() }

    let queue = Config(DispatchQueue.self) { DispatchQueue(label: "fixture") }

    init() {}
}

final class FeedReader: Autowired {
    let decoder: JSONDecoder

    required init(_ decoder: JSONDecoder) {
        self.decoder = decoder
    }
}
