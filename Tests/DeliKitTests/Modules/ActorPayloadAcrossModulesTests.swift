import Testing

@testable import DeliKit

/// An actor factory's payload is the type its own module means by the name, also when a module it
/// links declares a payload of the same name: the app's own struct is checked, not the module's.
@Suite struct ActorPayloadAcrossModulesTests {
    static let impl = """
        import Deli
        public struct Request: Payload, Sendable {
            public init(with argument: ()) {}
        }
        public final class Cart: @unchecked Sendable {}
        """

    static let app = """
        import Deli
        import Impl
        final class Cart {}
        struct Request: Payload {
            let cart: Cart
            init(with argument: ()) { cart = Cart() }
        }
        actor Session: AutowiredFactory {
            init(payload: Request) {}
        }
        """

    /// The app's `Request` holds the app's `Cart`, which is not Sendable: E013, with notes at the
    /// app's declarations, not at `Impl`'s Sendable types of the same names.
    @Test func theAppsOwnPayloadIsCheckedNotTheModulesOfTheSameName() {
        let outcome = SameNameAcrossModulesTests.run(app: Self.app, impl: Self.impl)
        #expect(
            outcome.diagnostics.filter(\.isError).map(DiagnosticFormatter.text) == [
                "Sources/App/App.swift:9:5: error: payload type 'Request' of actor 'Session' is a struct that is not "
                    + "Sendable: its stored property 'cart' is a 'Cart', and 'Cart' is not Sendable, so the factory "
                    + "cannot pass it to the actor's initialiser; make 'Cart' Sendable, or keep it out of the payload "
                    + "[DELI-E013]\n"
                    + "Sources/App/App.swift:4:8: note: 'Request' is declared here\n"
                    + "Sources/App/App.swift:3:13: note: 'Cart' is declared here"
            ])
    }

    /// A module's actor whose payload is the module's Sendable `Request` is no error, beside an app
    /// that declares a `Request` that is not.
    @Test func aModulesActorKeepsItsOwnPayloadBesideTheAppsTypeOfItsName() {
        let impl =
            Self.impl + """

                public actor Session: AutowiredFactory {
                    public init(payload: Request) {}
                }
                """
        let app = """
            import Deli
            import Impl
            final class Cart {}
            struct Request: Payload {
                let cart: Cart
                init(with argument: ()) { cart = Cart() }
            }
            """
        let outcome = SameNameAcrossModulesTests.run(app: app, impl: impl)
        #expect(outcome.diagnostics.filter(\.isError).map(DiagnosticFormatter.text) == [])
    }
}
