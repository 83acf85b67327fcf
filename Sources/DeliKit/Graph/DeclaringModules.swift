/// The names that two or more scanned modules declare a type of, with those modules: the target's
/// own sources under ``NameOwners/ownTarget``, each linked module under its name. Extensions
/// declare nothing. Both ``NameOwners`` and ``ImportedMeanings`` read which module a name means
/// from it; every other name has one meaning. The module of each name only one declares is kept
/// too: code that cannot see that module cannot name the type (a library naming a type of the app).
struct DeclaringModules: Sendable {
    private(set) var modules: [String: Set<String>] = [:]
    /// The one module declaring each name that only one declares.
    private var soleModules: [String: String] = [:]

    init() {}

    init(ownResults: [ScanResult], modules: [ModuleSources]) {
        var declaring: [String: Set<String>] = [:]
        for (key, results) in [(NameOwners.ownTarget, ownResults)] + modules.map({ ($0.name, $0.results) }) {
            for result in results {
                for type in result.types where type.kind != .extension { declaring[type.name, default: []].insert(key) }
            }
        }
        for (name, keys) in declaring {
            if keys.count > 1 { self.modules[name] = keys } else if let key = keys.first { soleModules[name] = key }
        }
    }

    var isEmpty: Bool { modules.isEmpty }

    /// The modules declaring `name`, when there are two or more.
    subscript(name: String) -> Set<String>? { modules[name] }

    /// The module declaring `name`, when it is the only one that does.
    func sole(declaring name: String) -> String? { soleModules[name] }
}
