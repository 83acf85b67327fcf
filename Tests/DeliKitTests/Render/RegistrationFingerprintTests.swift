import Testing

@testable import DeliKit

/// Two registrations share a fingerprint only when the renderer writes them the same.
@Suite struct RegistrationFingerprintTests {
    static let base = FactoryPieceReuseTests.registration(4, variant: 2)

    static func fingerprint(_ registration: RegistrationBlueprint, level: Int = 2) -> ContentHash {
        var scratch = BinaryWriter()
        return registration.renderFingerprint(level: level, into: &scratch)
    }

    /// Each stored property of a registration changed on its own.
    static let edits: [(String, @Sendable (inout RegistrationBlueprint) -> Void)] = [
        ("kind", { $0.kind = .lazy }), ("typeName", { $0.typeName = "Other" }), ("qualifier", { $0.qualifier = "x" }),
        ("scope", { $0.scope = .weak }), ("construction", { $0.construction = .initializer([]) }),
        ("injectArguments", { $0.injectArguments = [ArgumentBlueprint(label: nil, value: .payload)] }),
        ("links", { $0.links = ["Base"] }),
        ("conditions", { $0.conditions = [BranchCondition(block: "a:1:1", clause: 0, directives: ["#if X"])] }),
        (
            "linkConditions",
            { $0.linkConditions = ["Base": [BranchCondition(block: "a:1:1", clause: 0, directives: ["#if X"])]] }
        ),
        ("isolation", { $0.isolation = .atStart(globalActor: "MainActor", isAsync: false, isThrowing: true) }),
        ("constructsAnywhere", { $0.constructsAnywhere = true }),
        ("awaited", { $0.awaited = [AwaitedComponent(typeName: "Store", qualifier: "")] }),
        (
            "defaultedFields",
            {
                $0.defaultedFields = [
                    ArgumentBlueprint(
                        label: "retries", value: .property(path: "a.retries", type: "Int", isOptional: true))
                ]
            }
        ),
    ]

    /// Fails when a property is added to `RegistrationBlueprint`: the fingerprint must then read
    /// it too (when the renderer does), and this list must name it.
    @Test func everyPropertyIsCovered() throws {
        // The properties are those of the fields the blueprint keeps in its box.
        let fields = try #require(Mirror(reflecting: Self.base).descendant("box", "fields"))
        let properties = Mirror(reflecting: fields).children.compactMap(\.label)
        #expect(properties == Self.edits.map(\.0))
    }

    @Test(arguments: 0..<edits.count) func changingAPropertyChangesTheFingerprint(index: Int) {
        var edited = Self.base
        Self.edits[index].1(&edited)
        #expect(edited != Self.base)
        #expect(Self.fingerprint(edited) != Self.fingerprint(Self.base), "\(Self.edits[index].0)")
    }

    @Test func theLevelAndTheArgumentsCount() {
        #expect(Self.fingerprint(Self.base, level: 3) != Self.fingerprint(Self.base))
        let values: [ArgumentBlueprint.Value] = [
            .dependency(type: "T", qualifier: "", isArray: false), .dependency(type: "T", qualifier: "", isArray: true),
            .dependency(type: "T", qualifier: "q", isArray: false),
            .qualifiedByProperty(type: "T", path: "", isArray: false), .payload,
            .property(path: "T", type: "", isOptional: false), .property(path: "T", type: "", isOptional: true),
        ]
        let prints = values.flatMap { value in
            [nil, "label"].map { label in
                var registration = Self.base
                registration.construction = .initializer([ArgumentBlueprint(label: label, value: value)])
                return Self.fingerprint(registration)
            }
        }
        #expect(Set(prints).count == prints.count)
    }

    /// Where the `#if` sits is not rendered: moving the declaration keeps the fingerprint.
    @Test func aConditionsPlaceIsNotPartOfIt() {
        var first = Self.base
        first.conditions = [BranchCondition(block: "a.swift:3:1", clause: 0, directives: ["#if DEBUG"])]
        var moved = first
        moved.conditions[0].block = "a.swift:9:1"
        #expect(Self.fingerprint(first) == Self.fingerprint(moved))
    }

    @Test func aScratchBufferInUseDoesNotLeakIntoTheNext() {
        var scratch = BinaryWriter()
        scratch.write("left over")
        #expect(Self.base.renderFingerprint(level: 2, into: &scratch) == Self.fingerprint(Self.base))
    }

    /// The box keeps a fingerprint once made; a change in place (the box not shared) drops it, so
    /// the next fingerprint is that of the changed fields, as for a blueprint never fingerprinted.
    @Test(arguments: 0..<edits.count) func aKeptFingerprintIsDroppedWhenAFieldChanges(index: Int) {
        var kept = FactoryPieceReuseTests.registration(4, variant: 2)
        let before = Self.fingerprint(kept)
        Self.edits[index].1(&kept)
        var fresh = FactoryPieceReuseTests.registration(4, variant: 2)
        Self.edits[index].1(&fresh)
        #expect(Self.fingerprint(kept) == Self.fingerprint(fresh), "\(Self.edits[index].0)")
        #expect(Self.fingerprint(kept) != before, "\(Self.edits[index].0)")
    }

    @Test func aFingerprintKeptForOneLevelIsNotGivenForAnother() {
        let kept = FactoryPieceReuseTests.registration(4, variant: 2)
        let atTwo = Self.fingerprint(kept, level: 2)
        #expect(
            Self.fingerprint(kept, level: 3)
                == Self.fingerprint(FactoryPieceReuseTests.registration(4, variant: 2), level: 3))
        #expect(Self.fingerprint(kept, level: 3) != atTwo)
        #expect(Self.fingerprint(kept, level: 2) == atTwo)
    }
}
