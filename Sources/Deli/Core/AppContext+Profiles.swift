/// Profiles chosen at run time, and the environment they are read from.
///
/// A generated factory carries every profile of `deli.yml`; when it loads, the active ones are,
/// from strongest to weakest: the environment variable `DELI_PROFILE` (a comma-separated list,
/// later names winning), ``setDefaultProfiles(_:)``, for a module that another factory's load
/// brings in (``ModuleFactory/dependencyFactories``) that factory's default, then the factory's own
/// default (`profile:` in `deli.yml` or `deli build --profile`, else a profile named `default`, else
/// the first). A module that lacks a chosen profile loads its common properties, unless no loaded
/// module has it.
extension AppContext {
    /// A context that reads `DELI_PROFILE` and property overrides from `environment` instead of
    /// the process environment (which `init()` reads, at each load).
    ///
    /// ```swift
    /// let context = AppContext(environment: ["DELI_PROFILE": "prod", "SERVER_PORT": "9090"])
    /// ```
    public convenience init(environment: [String: String]) {
        self.init()
        self.environment = Environment(environment)
    }

    /// Chooses the profiles of the modules loaded from now on, unless `DELI_PROFILE` is set (the
    /// environment wins, as `SPRING_PROFILES_ACTIVE` does). Later names win over earlier ones.
    ///
    /// ```swift
    /// AppContext.shared.setDefaultProfiles(["prod"]).load([AppFactory.self])
    /// ```
    /// - Returns: `self`, so a load can follow.
    @discardableResult
    public func setDefaultProfiles(_ names: [String]) -> Self {
        lock.withLock { defaultProfiles = names }
        return self
    }

    /// `shared.setDefaultProfiles(names)`, in Deli 0.9's static style:
    ///
    /// ```swift
    /// AppContext.setDefaultProfiles(["prod"]).load([AppFactory.self])
    /// ```
    /// - Returns: `shared`.
    @discardableResult
    public static func setDefaultProfiles(_ names: [String]) -> AppContext {
        shared.setDefaultProfiles(names)
    }

    /// Stops the program when a profile chosen for one of `added` is a profile of no loaded module
    /// (a typo): a module that lacks a profile another module has loads its common properties.
    /// Call with the lock held, once every module of a load is added.
    func stopForUnknownProfiles(_ added: [ModuleFactory]) {
        let modules = loaded.map(\.module)
        for module in added {
            if let failure = module.unknownProfileFailure(among: modules) { DeliFailure.stop(failure) }
        }
    }

    /// The profiles active in the loaded module of type `factoryType` (the first in search order);
    /// empty when none is loaded or it has no profiles.
    public func activeProfiles(of factoryType: ModuleFactory.Type) -> [String] {
        lock.withLock {
            loaded.first { type(of: $0.module) == factoryType }?.module.activeProfileNames ?? []
        }
    }
}
