import Testing

@testable import DeliKit

@Suite struct RecordedNamesTests {
    /// Names kept as a set equal, hash and encode as the same names read back from their bytes,
    /// sorted, whatever order they were found in.
    @Test(arguments: [["Beta", "Alpha", "Omega", "Delta"], ["Alpha"], []])
    func namesKeptAsASetEqualTheirEncodedForm(names: [String]) {
        let kept = RecordedNames(Set(names))
        let decoded = RecordedNames(encoded: kept.encoded)
        #expect(kept == decoded && decoded == kept)
        #expect(kept.hashValue == decoded.hashValue)
        #expect(kept.names == names.sorted() && decoded.names == names.sorted())
        #expect(kept.set == Set(names) && decoded.set == Set(names))
        #expect(RecordedNames(names.sorted()) == kept)
        #expect(kept != RecordedNames(Set(names + ["Zeta"])))
        #expect(decoded != RecordedNames(Set(names + ["Zeta"])))
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
