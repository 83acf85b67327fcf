import Testing

@testable import DeliKit

/// A factory rendered with the pieces of an earlier one is the factory rendered afresh, byte for
/// byte, and copies the registrations that did not change.
@Suite struct FactoryPieceReuseTests {
    static func registration(_ index: Int, variant: Int) -> RegistrationBlueprint {
        let kinds: [RegistrationBlueprint.Kind] = [.plain, .lazy, .factory, .lazyFactory]
        var registration = RegistrationBlueprint(
            kind: kinds[variant % 4], typeName: "Service\(index)", qualifier: variant % 3 == 0 ? "" : "q\(variant % 3)",
            scope: variant % 5 == 0 ? .prototype : .singleton,
            construction: variant % 7 == 0
                ? .configurationMember(configurationType: "Config", member: "make\(index)")
                : .initializer(arguments(index, variant: variant)),
            injectArguments: variant % 4 == 1 ? [ArgumentBlueprint(label: "log", value: .payload)] : [],
            links: variant % 2 == 0 ? ["Protocol\(index % 3)", "Base"] : [])
        if variant % 6 == 1 {
            registration.conditions = [BranchCondition(block: "f:1:1", clause: 0, directives: ["#if DEBUG"])]
        }
        if variant % 8 == 3 { registration.isolation = .mainActor }
        if variant % 9 == 4 {
            registration.isolation = .atStart(globalActor: nil, isAsync: true, isThrowing: variant % 2 == 0)
            registration.awaited = [AwaitedComponent(typeName: "Store", qualifier: "")]
        }
        return registration
    }

    static func arguments(_ index: Int, variant: Int) -> [ArgumentBlueprint] {
        (0..<(variant % 3)).map { position in
            ArgumentBlueprint(
                label: position == 0 ? nil : "a\(position)",
                value: .dependency(
                    type: "Dependency\((index + position) % 50)", qualifier: "", isArray: variant % 2 == 1))
        }
    }

    static func blueprint(_ registrations: [RegistrationBlueprint]) -> FactoryBlueprint {
        FactoryBlueprint(
            toolVersion: "1.0.0", className: "AppFactory", accessLevel: .internal,
            registrations: registrations)
    }

    /// Random edits of a factory of 300 registrations: some added, removed or changed in a field.
    @Test(arguments: 0..<20) func reusingPiecesGivesTheTextOfAFreshRender(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var registrations = (0..<300).map { Self.registration($0, variant: Int(random.next() % 100)) }
        let renderer = FactoryRenderer(registrationsPerFunction: 40)
        var previous = renderer.render(Self.blueprint(registrations), reusing: nil)
        for _ in 0..<4 {
            RandomEdits.apply(5, to: &registrations, using: &random, make: Self.registration)
            let reused = renderer.render(Self.blueprint(registrations), reusing: previous)
            let fresh = renderer.render(Self.blueprint(registrations), reusing: nil)
            #expect(reused == fresh)
            previous = reused
        }
    }

    @Test func everyRegistrationIsOnePieceOfItsOwnLines() {
        let registrations = (0..<5).map { Self.registration($0, variant: $0 * 13) }
        let rendered = FactoryRenderer(registrationsPerFunction: 2).render(Self.blueprint(registrations), reusing: nil)
        let bytes = Array(rendered.text.utf8)
        #expect(rendered.pieces.count == 5)
        for (piece, registration) in zip(rendered.pieces, registrations) {
            var writer = CodeWriter(level: 2)
            RegistrationRenderer().render(registration, into: &writer)
            #expect(String(decoding: bytes[piece.start..<(piece.start + piece.count)], as: UTF8.self) == writer.text)
        }
    }

    /// The earlier text's piece is copied, not rendered: a marker put in its place shows up.
    @Test func aPieceWithTheSameFingerprintIsCopied() {
        let registrations = (0..<3).map { Self.registration($0, variant: 2) }
        let renderer = FactoryRenderer()
        var previous = renderer.render(Self.blueprint(registrations), reusing: nil)
        let piece = previous.pieces[1]
        var bytes = Array(previous.text.utf8)
        bytes.replaceSubrange(piece.start..<(piece.start + piece.count), with: Array("        // copied\n".utf8))
        previous = PiecedText(
            text: String(decoding: bytes, as: UTF8.self),
            pieces: [
                TextPiece(
                    key: piece.key, start: piece.start, count: "        // copied\n".utf8.count)
            ])
        let text = renderer.render(Self.blueprint(registrations), reusing: previous).text
        #expect(text.contains("// copied") && !text.contains("Service1.self"))
    }

    @Test func piecesOutsideTheTextAreIgnored() {
        let registrations = [Self.registration(0, variant: 2)]
        let renderer = FactoryRenderer()
        let fresh = renderer.render(Self.blueprint(registrations), reusing: nil)
        let key = fresh.pieces[0].key
        let broken = PiecedText(text: "short", pieces: [TextPiece(key: key, start: 2, count: 400)])
        #expect(renderer.render(Self.blueprint(registrations), reusing: broken) == fresh)
    }
}
