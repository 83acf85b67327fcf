/// The names that scanned files make relevant, as rules: a file's dependency usages are relevant
/// outright; a type's name (with the types it is nested in), supertypes, attributes (a global actor
/// it is isolated to), and the types its initialisers, stored fields and `Config(...)` calls name
/// are relevant once one of its supertypes or its own name is; a typealias (at file level or in a
/// type) is relevant once a name in its value is, and the names in its value once it is.
///
/// Rules are kept until they fire, so a type scanned before its supertype became relevant still
/// contributes once it does: the relevant set is the least fixed point, whatever order files were
/// scanned in (a cold run and an incremental one agree).
struct NameRules {
    /// A type's or alias's rule: once one of `triggers` is relevant, `names` are. Lists, not sets:
    /// they are short, and a run that loads cached results makes thousands of them.
    private struct Rule: Hashable {
        var triggers: [String]
        var names: [String]
    }

    private var pending: [Rule] = []

    /// Adds `result`'s rules; returns the names it makes relevant outright.
    mutating func add(_ result: ScanResult) -> Set<String> {
        for type in result.types {
            addRule(for: type)
        }
        for (alias, value) in result.typeAliases {
            addRule(forAlias: alias, of: value)
        }
        var used: Set<String> = []
        for usage in result.usages {
            guard let typeName = usage.typeName else { continue }
            used.formUnion(IdentifierReader.identifiers(in: typeName))
        }
        return used.subtracting(Self.commonNames)
    }

    /// A typealias, at file level or in a type (`enum Markers { typealias Svc = Service }`): once a
    /// name in its value is relevant, so is its name, which a conformance may be written with
    /// (`final class Mailer: Markers.Svc`).
    private mutating func addRule(forAlias alias: String, of value: String) {
        guard !Self.commonNames.contains(alias) else { return }
        var triggers: [String] = []
        IdentifierReader.appendIdentifiers(in: value, to: &triggers)
        pending.append(Rule(triggers: triggers, names: [alias]))
        // The other way too: a type written with the alias (`final class P: ViewModelType`) has the
        // aliased protocols as supertypes, which link it and may isolate it.
        let named = triggers.filter { !Self.commonNames.contains($0) }
        if !named.isEmpty { pending.append(Rule(triggers: [alias], names: named)) }
    }

    private mutating func addRule(for type: TypeDeclaration) {
        for (alias, value) in type.typeAliases {
            addRule(forAlias: alias, of: value)
        }
        let triggers = Self.triggers(of: type)
        var texts = type.storedProperties.map(\.typeText)
        for function in type.initializers + type.injectMethods { texts += function.parameters.map(\.typeText) }
        for call in type.configCalls { texts += call.dependencyTypes + [call.createdType].compactMap { $0 } }
        var names = triggers
        // The types a nested type is declared in: a generic or private one keeps it from being
        // registered (`extension Holder { final class Nested: Component {} }`).
        IdentifierReader.appendIdentifiers(in: type.name, to: &names)
        for text in texts { IdentifierReader.appendIdentifiers(in: text, to: &names) }
        // Those written inside `#if` too: a global actor there is DELI-E023, which needs its declaration.
        let inClauses = type.valuesInClauses.keys.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
        for attribute in type.attributes + type.initializers.flatMap(\.attributes) + inClauses
        where TypeShape.mayNameGlobalActor(attribute) && attribute != "MainActor" {
            IdentifierReader.appendIdentifiers(in: attribute, to: &names)
        }
        pending.append(Rule(triggers: triggers, names: names.filter { !Self.commonNames.contains($0) }))
    }

    /// The names that make `type`'s names relevant: those in its inheritance clause, and its own
    /// (the last part of a nested name). A type becomes a component through any of its
    /// declarations: `final class Service: Logging {}` with `extension Service: Component {}`
    /// elsewhere, or the other way round. Once the type's name is relevant, every declaration of it
    /// brings in its supertypes and the types its initialisers name, so `Logging`'s declaration is
    /// scanned and the component linked to it, whichever declaration the filter met first.
    static func triggers(of type: TypeDeclaration) -> [String] {
        var triggers: [String] = []
        for inherited in type.inheritedTypes { IdentifierReader.appendIdentifiers(in: inherited, to: &triggers) }
        triggers.append(lastComponent(type.name))
        return triggers
    }

    /// Whether `new` makes relevant every name `old` does, on the same triggers: a file whose result
    /// went from `old` to `new` then leaves every relevant name relevant (the names only grow with
    /// the rules, see ``fire(into:)``).
    static func keepsNames(of old: ScanResult, in new: ScanResult) -> Bool {
        var before = NameRules()
        var after = NameRules()
        guard before.add(old).isSubset(of: after.add(new)) else { return false }
        return Set(before.pending).isSubset(of: Set(after.pending))
    }

    /// False when no rule of `result` has a trigger among `names` (by fingerprint; true may be a
    /// collision): a rule whose triggers were all relevant before has fired already, so a cached
    /// result matters again only when it may be triggered by a name that is new.
    ///
    /// The triggers' fingerprints are made once per result and kept with it, so a result kept
    /// between the runs of one process is not read again.
    static func mayTrigger(_ result: ScanResult, on names: FingerprintSet) -> Bool {
        result.triggerFingerprints.contains(where: names.contains)
    }

    /// Fires every rule one of whose triggers is in `names`, adding its names, until none fires.
    /// Returns the names added.
    mutating func fire(into names: inout Set<String>) -> Set<String> {
        var added = Set<String>()
        var fired = true
        while fired {
            fired = false
            pending.removeAll { rule in
                guard rule.triggers.contains(where: names.contains) else { return false }
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

    /// The part after the last dot (the name itself when it has none, without copying it): made for
    /// every type of every cached result a run loads.
    private static func lastComponent(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        let part = name[name.utf8.index(after: dot)...]
        return part.isEmpty ? name : String(part)
    }
}
