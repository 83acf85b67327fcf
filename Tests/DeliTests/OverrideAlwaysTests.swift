import Deli
import Testing

/// `always` components of a `withOverrides` context are built after the overrides are loaded, so
/// they see the mocks like every other component.
@Suite struct OverrideAlwaysTests {
    class Gateway {}
    final class StubGateway: Gateway {}
    final class Checkout {
        let gateway: Gateway
        init(_ gateway: Gateway) { self.gateway = gateway }
    }
    @MainActor
    final class Banner {
        let gateway: Gateway
        init(_ gateway: Gateway) { self.gateway = gateway }
    }

    private static func base() -> AppContext {
        let module = ModuleFactory()
        module.register(Gateway.self) { Gateway() }
        module.register(
            Checkout.self, resolver: { Checkout(AppContext.current.resolve(Gateway.self, qualifier: "")) },
            scope: .always)
        return AppContext().load(module)
    }

    private static func stubs() -> ModuleFactory {
        let stubs = ModuleFactory()
        stubs.register(Gateway.self) { StubGateway() }
        return stubs
    }

    @Test func anAlwaysComponentSeesTheOverride() {
        let base = Self.base()
        base.withOverrides {
            $0.load(Self.stubs(), priority: .high)
        } operation: {
            #expect(AppContext.shared.get(Checkout.self)?.gateway is StubGateway)
        }
        #expect(!(base.get(Checkout.self)?.gateway is StubGateway))
    }

    @MainActor
    @Test func aMainActorAlwaysComponentSeesTheOverrideInAMainActorTest() {
        let module = ModuleFactory()
        module.register(Gateway.self) { Gateway() }
        module.register(
            Banner.self,
            resolver: {
                let context = AppContext.current
                return context.onMainActor(Banner.self) { Banner(context.resolve(Gateway.self, qualifier: "")) }
            }, scope: .always
        ).isolatedToMainActor()
        let base = AppContext().load(module)
        base.withOverrides {
            $0.load(Self.stubs(), priority: .high)
        } operation: {
            #expect(AppContext.shared.get(Banner.self)?.gateway is StubGateway)
        }
    }
}
