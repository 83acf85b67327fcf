import Testing

@testable import DeliKit

/// A nested type's rule makes the types it is declared in relevant, and a typealias declared in a
/// type is relevant once a name in its value is: both decide whether a component is registered.
@Suite struct NameRulesNestingTests {
    private func relevant(after start: Set<String>, in text: String) -> Set<String> {
        var rules = NameRules()
        var names = start.union(rules.add(SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text))))
        _ = rules.fire(into: &names)
        return names
    }

    @Test func aNestedComponentMakesItsEnclosingTypesRelevant() {
        let names = relevant(
            after: ["Component"], in: "extension Holder { enum Middle { final class Nested: Component {} } }")
        #expect(names.isSuperset(of: ["Holder", "Middle", "Nested"]))
    }

    @Test func aTypealiasInATypeIsRelevantOnceItsValueIs() {
        let text = "enum Markers { protocol Service: Component {}; typealias Svc = Service }"
        #expect(relevant(after: ["Component"], in: text).contains("Svc"))
        #expect(!relevant(after: ["Other"], in: text).contains("Svc"))
    }
}
