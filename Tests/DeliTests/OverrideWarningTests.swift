import Testing

@testable import Deli

private protocol Gateway: AnyObject { var name: String { get } }
private final class NamedGateway: Gateway {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A mock at `.high` that registers a type without the qualifier a lookup asks for (often read from
/// a property) cannot take effect: debug builds say so once, and the lookup keeps the rule.
@Suite struct OverrideWarningTests {
    private static func context(mockQualifier: String) -> AppContext {
        let real = ModuleFactory()
        real.register(NamedGateway.self, resolver: { NamedGateway("stripe") }, qualifier: "stripe").link(Gateway.self)
        let mocks = ModuleFactory()
        mocks.register(Gateway.self, resolver: { NamedGateway("mock") }, qualifier: mockQualifier)
        return AppContext().load(real).load(mocks, priority: .high)
    }

    @Test func aMockWithoutTheAskedQualifierIsAWarning() {
        let context = Self.context(mockQualifier: "")
        #expect(context.get(Gateway.self, qualifier: "stripe")?.name == "stripe")
        _ = context.get(Gateway.self, qualifier: "stripe")
        #expect(
            context.overrideWarnings == [
                "Deli: warning: 'Gateway' with qualifier 'stripe' is answered by a module at priority 500, although a "
                    + "module at priority 1000 registers 'Gateway' without a qualifier; register the mock with "
                    + "qualifier 'stripe' for it to take effect"
            ])
    }

    @Test func aMockWithTheAskedQualifierTakesEffectSilently() {
        let context = Self.context(mockQualifier: "stripe")
        #expect(context.get(Gateway.self, qualifier: "stripe")?.name == "mock")
        #expect(context.overrideWarnings == [])
    }
}
