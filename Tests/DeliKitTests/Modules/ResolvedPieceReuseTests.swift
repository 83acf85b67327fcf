import Testing

@testable import DeliKit

/// A resolved file written with the pieces of an earlier one is the file written afresh, byte for
/// byte, and copies the registrations that did not change.
@Suite struct ResolvedPieceReuseTests {
    static func component(_ index: Int, variant: Int) -> ComponentDeclaration {
        let kinds: [ComponentKind] = [.component, .autowired, .lazyAutowired, .autowiredFactory, .lazyAutowiredFactory]
        let scopes: [ComponentScope] = [.singleton, .prototype, .weak, .always]
        var component = ComponentDeclaration(
            kind: kinds[variant % kinds.count], typeName: "Service\(index)",
            qualifier: variant % 3 == 0 ? "" : "q\(variant % 3)", scope: scopes[variant % 4],
            isValueType: variant % 2 == 0, location: SourceLocation(file: "A.swift", line: index + 1, column: 1),
            supertypes: [],
            dependencies: (0..<(variant % 4)).map { position in
                DependencyDeclaration(
                    label: nil, typeName: "Dependency\((index + position) % 40)", isArray: variant % 5 == 1,
                    qualifier: position == 1 ? "named" : "", qualifierBy: variant % 7 == 2 ? "server.kind" : nil,
                    location: SourceLocation(file: "A.swift", line: index + 1, column: 5))
            }, facts: ComponentFacts())
        component.links = variant % 2 == 1 ? ["Base", "Protocol\(index % 3)"] : []
        return component
    }

    @Test(arguments: 0..<20) func reusingPiecesGivesTheBytesOfAFreshWrite(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var components = (0..<200).map { Self.component($0, variant: Int(random.next() % 100)) }
        var previous = try #require(ResolvedRegistrationsEmitter.text(of: components, reusing: nil))
        for _ in 0..<4 {
            RandomEdits.apply(5, to: &components, using: &random, make: Self.component)
            let text = PiecedText(text: String(decoding: previous.bytes, as: UTF8.self), pieces: previous.pieces)
            let reused = try #require(
                ResolvedRegistrationsEmitter.text(of: components, reusing: ReusablePieces(text)))
            let fresh = try #require(ResolvedRegistrationsEmitter.text(of: components, reusing: nil))
            #expect(reused.bytes == fresh.bytes && reused.pieces == fresh.pieces)
            previous = reused
        }
    }

    /// The earlier file's piece is copied, not written: a marker put in its place shows up.
    @Test func aPieceWithTheSameFingerprintIsCopied() throws {
        let components = (0..<3).map { Self.component($0, variant: 5) }
        let first = try #require(ResolvedRegistrationsEmitter.text(of: components, reusing: nil))
        #expect(first.pieces.count == 3)
        let piece = first.pieces[1]
        var bytes = first.bytes
        bytes.replaceSubrange(piece.start..<(piece.start + piece.count), with: Array("# copied\n".utf8))
        let previous = PiecedText(
            text: String(decoding: bytes, as: UTF8.self),
            pieces: [TextPiece(key: piece.key, start: piece.start, count: 9)])
        let again = try #require(ResolvedRegistrationsEmitter.text(of: components, reusing: ReusablePieces(previous)))
        let text = String(decoding: again.bytes, as: UTF8.self)
        #expect(text.contains("# copied\n") && !text.contains("Service1\n"))
    }

    /// Every field the file lists is in the fingerprint; where the component is declared is not.
    @Test func theFingerprintCoversWhatTheFileLists() {
        let base = Self.component(1, variant: 7)
        var scratch = BinaryWriter()
        let print = base.resolvedFingerprint(into: &scratch)
        let edits: [(inout ComponentDeclaration) -> Void] = [
            { $0.typeName = "Other" }, { $0.qualifier = "x" }, { $0.kind = .autowired }, { $0.scope = .weak },
            { $0.isValueType.toggle() }, { $0.links = ["Else"] }, { $0.dependencies[0].typeName = "X" },
            { $0.dependencies[0].qualifier = "x" }, { $0.dependencies[0].qualifierBy = "a.b" },
            { $0.dependencies[0].isArray.toggle() }, { $0.dependencies.removeLast() },
        ]
        for (index, edit) in edits.enumerated() {
            var edited = base
            edit(&edited)
            #expect(edited.resolvedFingerprint(into: &scratch) != print, "edit \(index)")
        }
        var moved = base
        moved.location = SourceLocation(file: "B.swift", line: 40, column: 2)
        #expect(moved.resolvedFingerprint(into: &scratch) == print)
    }

    /// The fingerprint kept with a component is the one made afresh, also after each edit of a
    /// component whose fingerprint was kept (in place, or in a copy that shares its fields).
    @Test func aKeptFingerprintIsDroppedWhenTheComponentChanges() {
        var scratch = BinaryWriter()
        var component = Self.component(1, variant: 7)
        #expect(component.keptResolvedFingerprint(into: &scratch) == component.resolvedFingerprint(into: &scratch))
        let shared = component
        component.links = ["Else"]
        #expect(component.keptResolvedFingerprint(into: &scratch) == component.resolvedFingerprint(into: &scratch))
        #expect(shared.keptResolvedFingerprint(into: &scratch) == shared.resolvedFingerprint(into: &scratch))
        #expect(component.keptResolvedFingerprint(into: &scratch) != shared.keptResolvedFingerprint(into: &scratch))
        component.dependencies[0].isArray.toggle()
        #expect(component.keptResolvedFingerprint(into: &scratch) == component.resolvedFingerprint(into: &scratch))
    }
}
