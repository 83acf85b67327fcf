import Testing

@testable import DeliKit

@Suite struct RecordedNamesTests {
    /// Names updated from those kept in memory encode as the same names made afresh, whatever was
    /// added or dropped (before the first name, between names, after the last).
    @Test(arguments: [
        (["Beta", "Delta"], ["Alpha", "Beta", "Delta", "Omega"]),
        (["Alpha", "Beta", "Gamma"], ["Beta"]),
        (["Alpha", "Gamma"], ["Beta", "Delta", "Gamma"]),
        (["Alpha"], []),
        ([], ["Zeta", "Alpha"]),
    ])
    func updatedNamesEqualNamesMadeAfresh(before: [String], after: [String]) {
        let updated = RecordedNames(Set(before)).updated(to: Set(after))
        #expect(updated == RecordedNames(Set(after)))
        #expect(updated.names == after.sorted())
        #expect(updated.set == Set(after))
    }

    /// The same names keep the value as it is; names decoded from a file (no set in memory) are
    /// made afresh.
    @Test func sameNamesAndDecodedNames() {
        let names = RecordedNames(Set(["A", "B"]))
        #expect(names.updated(to: ["B", "A"]) == names)
        let decoded = RecordedNames(encoded: names.encoded)
        #expect(decoded.updated(to: ["C"]).names == ["C"])
    }

    /// The names a run added and dropped, sorted; none either way for the same set.
    @Test func nameChangesFindAddedAndDroppedNames() {
        let changes = NameChanges.between(["A", "B", "C"], ["C", "E", "D", "A"])
        #expect(changes.added == ["D", "E"])
        #expect(changes.removed == ["B"])
        let none = NameChanges.between(["A", "B"], ["B", "A"])
        #expect(none.added.isEmpty && none.removed.isEmpty)
        let dropped = NameChanges.between(["A", "B"], [])
        #expect(dropped.added.isEmpty && dropped.removed == ["A", "B"])
    }
}
