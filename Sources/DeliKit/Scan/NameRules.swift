/// The names that scanned files make relevant, as rules: a file's dependency usages are relevant
/// outright; a type's name, supertypes, attributes (a global actor it is isolated to), and the types
/// its initialisers, stored fields and `Config(...)` calls name are relevant once one of its
/// supertypes is; a file-level typealias is relevant once a name in its value is.
///
/// Rules are kept until they fire, so a type scanned before its supertype became relevant still
/// contributes once it does: the relevant set is the least fixed point, whatever order files were
/// scanned in (a cold run and an incremental one agree).
struct NameRules {
    private struct Rule {
        var triggers: Set<String>
        var names: Set<String>
    }

    private var pending: [Rule] = []

    /// Adds `result`'s rules; returns the names it makes relevant outright.
    mutating func add(_ result: ScanResult) -> Set<String> {
        for type in result.types {
            let inherited = Set(type.inheritedTypes.flatMap { IdentifierReader.identifiers(in: $0) })
            let parameters = (type.initializers + type.injectMethods).flatMap(\.parameters)
            let calls = type.configCalls.flatMap { $0.dependencyTypes + [$0.createdType].compactMap { $0 } }
            let texts = parameters.map(\.typeText) + type.storedProperties.map(\.typeText) + calls
            let attributes = (type.attributes + type.initializers.flatMap(\.attributes)).filter {
                $0.first?.isUppercase == true && $0 != "MainActor"
            }
            var names = inherited.union(texts.flatMap { IdentifierReader.identifiers(in: $0) }).union(attributes)
            names.insert(Self.lastComponent(type.name))
            pending.append(Rule(triggers: inherited, names: names.subtracting(Self.commonNames)))
        }
        for (alias, value) in result.typeAliases {
            pending.append(
                Rule(
                    triggers: IdentifierReader.identifiers(in: value), names: Set([alias]).subtracting(Self.commonNames)
                ))
        }
        let used = result.usages.compactMap(\.typeName).flatMap { IdentifierReader.identifiers(in: $0) }
        return Set(used).subtracting(Self.commonNames)
    }

    /// Fires every rule one of whose triggers is in `names`, adding its names, until none fires.
    /// Returns the names added.
    mutating func fire(into names: inout Set<String>) -> Set<String> {
        var added = Set<String>()
        var fired = true
        while fired {
            fired = false
            pending.removeAll { rule in
                guard !rule.triggers.isDisjoint(with: names) else { return false }
                for name in rule.names where names.insert(name).inserted { added.insert(name) }
                fired = true
                return true
            }
        }
        return added
    }

    /// Standard library and Foundation names that nearly every file mentions.
    static let commonNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject",
        "Data", "Date", "URL", "Void", "Self", "self",
    ]

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
