import Testing

@testable import DeliKit

/// A cached result may matter again only when a new name is one of its triggers: a name in an
/// inheritance clause, a declared type's own name or a file-level typealias. The triggers are made once per stored result and
/// follow its changes; a copy keeps its own.
@Suite struct NameRulesTriggerTests {
    private func names(_ list: String...) -> FingerprintSet {
        FingerprintSet(list.map { IdentifierFingerprint.of($0) })
    }

    private let result = SwiftFileScanner.scan(
        SourceFile(
            path: "A.swift",
            text: "final class Service: Base, Module.Marker {}\ntypealias Store = Cache<Item>\nlet x: Other = 1\n"))

    @Test func triggersAreTheNamesOfInheritanceClausesTypesAndAliases() {
        for name in ["Base", "Module", "Marker", "Service", "Cache", "Item"] {
            #expect(NameRules.mayTrigger(result, on: names(name)), "\(name)")
        }
        for name in ["Store", "Other", "x"] {
            #expect(!NameRules.mayTrigger(result, on: names(name)), "\(name)")
        }
    }

    @Test func aChangedResultHasTheTriggersOfItsNewDeclarations() {
        var changed = result
        #expect(NameRules.mayTrigger(changed, on: names("Base")))
        changed.types[0].inheritedTypes = ["Replacement"]
        changed.typeAliases = [:]
        #expect(!NameRules.mayTrigger(changed, on: names("Base", "Cache")))
        #expect(NameRules.mayTrigger(changed, on: names("Replacement")))
        // The original, which shared the stored fields until the change, keeps its own.
        #expect(NameRules.mayTrigger(result, on: names("Base")))
        #expect(!NameRules.mayTrigger(result, on: names("Replacement")))
        // A result changed in place, with no copy sharing it, forgets what it had made.
        var unique = SwiftFileScanner.scan(SourceFile(path: "B.swift", text: "final class B: One {}\n"))
        #expect(NameRules.mayTrigger(unique, on: names("One")))
        unique.types[0].inheritedTypes = ["Two"]
        #expect(!NameRules.mayTrigger(unique, on: names("One")))
        #expect(NameRules.mayTrigger(unique, on: names("Two")))
    }
}
