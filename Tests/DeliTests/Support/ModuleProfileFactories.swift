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
