/// Static conveniences that forward to `AppContext.shared`, as in Deli 0.9:
///
/// ```swift
/// let context = AppContext.load([AppFactory.self])
/// let url = AppContext.getProperty("server.url", type: String.self) ?? "https://example.com"
/// ```
extension AppContext {
    /// Loads factories into `shared`.
    ///
    /// - Returns: `shared`.
    @discardableResult
    public static func load(_ factories: [ModuleFactory.Type], priority: LoadPriority = .normal) -> AppContext {
        shared.load(factories, priority: priority)
    }

    /// Loads a module instance into `shared`.
    ///
    /// - Returns: `shared`.
    @discardableResult
    public static func load(_ factory: ModuleFactory, priority: LoadPriority = .normal) -> AppContext {
        shared.load(factory, priority: priority)
    }

    /// `shared.getProperty(path, resolveRole:)`.
    public static func getProperty(_ path: String, resolveRole: ResolveRole = .default) -> Any? {
        shared.getProperty(path, resolveRole: resolveRole)
    }
}
