import Deli

protocol Storage: AnyObject {
    var kind: String { get }
}

final class MemoryStorage: Storage, Component {
    let qualifier: String? = "memory"
    let kind = "memory"
    init() {}
}

final class DiskStorage: Storage, Component {
    var qualifier: String? { "disk" }
    let kind = "disk"
    init() {}
}

/// The storage is chosen by the `logger.storage` property.
final class Journal: Autowired {
    let storage: Storage

    required init(_/*logger.storage*/ storage: Storage) {
        self.storage = storage
    }
}
