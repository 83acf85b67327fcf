import Deli

/// An app's factory shaped like a generated one: profiles `dev` and `prod`, each setting
/// `checkout.currency`, and the factory of a module it links.
final class ShopAppFactory: ModuleFactory {
    override class var dependencyFactories: [ModuleFactory.Type] { [CheckoutKitFactory.self] }

    override func load(context: AppContext) {
        loadProfiles(
            PropertyProfiles(
                profiles: [
                    "dev": ["checkout": ["currency": "EUR"] as [String: Any]],
                    "prod": ["checkout": ["currency": "USD"] as [String: Any]],
                ],
                types: ["checkout.currency": .string]))
    }
}

/// A linked module's factory with common properties and one profile, `dev`, that the app has too.
final class CheckoutKitFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProfiles(
            PropertyProfiles(
                common: ["checkout": ["currency": "GBP", "provider": "common"] as [String: Any]],
                profiles: ["dev": ["checkout": ["provider": "sandbox"] as [String: Any]]],
                types: ["checkout.currency": .string, "checkout.provider": .string]))
    }
}

/// A factory unrelated to `CheckoutKitFactory` with one profile, `prod`.
final class ProdOnlyFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProfiles(PropertyProfiles(profiles: ["prod": ["mode": "live"]], types: ["mode": .string]))
    }
}

/// An app's factory whose default profile is `prod` (`profile: prod` in `deli.yml`), linking a
/// module that has only `dev` and one that has `dev` and `prod`.
final class LiveShopAppFactory: ModuleFactory {
    override class var dependencyFactories: [ModuleFactory.Type] { [CheckoutKitFactory.self, LedgerKitFactory.self] }

    override func load(context: AppContext) {
        loadProfiles(
            PropertyProfiles(
                profiles: ["dev": ["shop": "dev"], "prod": ["shop": "live"]], defaultProfile: "prod",
                types: ["shop": .string]))
    }
}

/// A linked module with `dev` (its default: the first) and `prod`.
final class LedgerKitFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProfiles(
            PropertyProfiles(
                profiles: ["dev": ["ledger": "sandbox"], "prod": ["ledger": "bank"]], types: ["ledger": .string]))
    }
}

/// An app's factory without profiles or properties that links a module with profiles through a
/// module without them.
final class PlainAppFactory: ModuleFactory {
    override class var dependencyFactories: [ModuleFactory.Type] { [PlainFeatureFactory.self] }
}

/// A module without profiles between an app and a module with them.
final class PlainFeatureFactory: ModuleFactory {
    override class var dependencyFactories: [ModuleFactory.Type] { [CheckoutKitFactory.self] }
}
