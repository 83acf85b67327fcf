/// The names that two or more scanned modules declare a type of, with those modules: the target's
/// own sources under ``NameOwners/ownTarget``, each linked module under its name. Extensions
/// declare nothing. Both ``NameOwners`` and ``ImportedMeanings`` read which module a name means
/// from it; every other name has one meaning.
struct DeclaringModules: Sendable {
    private(set) var modules: [String: Set<String>] = [:]

    init() {}

    init(ownResults: [ScanResult], modules: [ModuleSources]) {
        var declaring: [String: Set<String>] = [:]
        for (key, results) in [(NameOwners.ownTarget, ownResults)] + modules.map({ ($0.name, $0.results) }) {
            for result in results {
                for type in result.types where type.kind != .extension { declaring[type.name, default: []].insert(key) }
            }
        }
        self.modules = declaring.filter { $0.value.count > 1 }
    }

    var isEmpty: Bool { modules.isEmpty }

    /// The modules declaring `name`, when there are two or more.
    subscript(name: String) -> Set<String>? { modules[name] }
}
