import Deli
import Testing

/// A module whose factory lacks a profile the app has loads its common properties in that profile,
/// as `deli build` assumed when it checked the app there; a name no loaded module has stops the load.
@Suite struct ModuleProfileTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aModuleWithoutTheAppsProfileLoadsItsCommonProperties() {
        let context = AppContext(environment: ["DELI_PROFILE": "prod"]).load([ShopAppFactory.self])
        #expect(context.activeProfiles(of: ShopAppFactory.self) == ["prod"])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
        #expect(context.getProperty("checkout.currency") as? String == "USD")
        #expect(context.getProperty("checkout.provider") as? String == "common")
    }

    @Test func aModuleWithTheAppsProfileActivatesIt() {
        let context = AppContext(environment: ["DELI_PROFILE": "prod,dev"]).load([ShopAppFactory.self])
        #expect(context.activeProfiles(of: ShopAppFactory.self) == ["prod", "dev"])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == ["dev"])
        #expect(context.getProperty("checkout.currency") as? String == "EUR")
        #expect(context.getProperty("checkout.provider") as? String == "sandbox")
    }

    @Test func aDeli09ListNamingTheModuleFirstStillSearchesTheAppsPropertiesFirst() {
        let context = AppContext(environment: [:]).setDefaultProfiles(["prod"])
        context.load([CheckoutKitFactory.self, ShopAppFactory.self])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
        #expect(context.getProperty("checkout.currency") as? String == "USD")
        let dev = AppContext(environment: [:]).load([CheckoutKitFactory.self, ShopAppFactory.self])
        #expect(dev.getProperty("checkout.currency") as? String == "EUR")
    }

    @Test func aProfileOfAnotherModuleLoadedInTheSameListIsKnown() {
        let context = AppContext(environment: ["DELI_PROFILE": "prod"])
        context.load([CheckoutKitFactory.self, ProdOnlyFactory.self])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
        #expect(context.activeProfiles(of: ProdOnlyFactory.self) == ["prod"])
    }

    @Test func aProfileNoLoadedModuleHasStopsTheLoad() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["DELI_PROFILE": "prod,staging"]).load([ShopAppFactory.self])
        }
        let expected = """
            Deli: unknown profile "staging" (from DELI_PROFILE="prod,staging") for ShopAppFactory.
            Known profiles: dev, prod.
            Fix: set DELI_PROFILE to known profiles (a comma-separated list), or unset it.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func aModuleLoadedAloneStopsForAProfileItLacks() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["DELI_PROFILE": "prod"]).load([CheckoutKitFactory.self])
        }
        let expected = """
            Deli: unknown profile "prod" (from DELI_PROFILE="prod") for CheckoutKitFactory.
            Known profiles: dev.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func withNothingChosenALinkedModuleRunsInTheAppsDefaultProfile() {
        let context = AppContext(environment: [:]).load([LiveShopAppFactory.self])
        #expect(context.activeProfiles(of: LiveShopAppFactory.self) == ["prod"])
        #expect(context.activeProfiles(of: LedgerKitFactory.self) == ["prod"])
        #expect(context.getProperty("ledger") as? String == "bank")
        // Without `prod`, the module loads its common properties, as the app's build checked them.
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
        #expect(context.getProperty("checkout.provider") as? String == "common")
    }

    @Test func aLoadedInstanceGivesItsDefaultProfileToItsDependencies() {
        let context = AppContext(environment: [:]).load(LiveShopAppFactory())
        #expect(context.activeProfiles(of: LedgerKitFactory.self) == ["prod"])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
    }

    @Test func aChosenProfileStillWinsOverTheAppsDefault() {
        let environment = AppContext(environment: ["DELI_PROFILE": "dev"]).load([LiveShopAppFactory.self])
        #expect(environment.activeProfiles(of: LedgerKitFactory.self) == ["dev"])
        #expect(environment.activeProfiles(of: CheckoutKitFactory.self) == ["dev"])
        let code = AppContext(environment: [:]).setDefaultProfiles(["dev"]).load([LiveShopAppFactory.self])
        #expect(code.activeProfiles(of: LedgerKitFactory.self) == ["dev"])
    }

    @Test func anAppWithoutProfilesRunsItsModulesInDefaultThroughModulesWithoutProfiles() {
        let context = AppContext(environment: [:]).load([PlainAppFactory.self])
        #expect(context.activeProfiles(of: CheckoutKitFactory.self) == [])
        #expect(context.getProperty("checkout.provider") as? String == "common")
    }

    @Test func aModuleLoadedByItselfRunsInItsOwnDefault() {
        let context = AppContext(environment: [:]).load([LedgerKitFactory.self])
        #expect(context.activeProfiles(of: LedgerKitFactory.self) == ["dev"])
        let listed = AppContext(environment: [:]).load([LedgerKitFactory.self, LiveShopAppFactory.self])
        #expect(listed.activeProfiles(of: LedgerKitFactory.self) == ["prod"])
    }
}
