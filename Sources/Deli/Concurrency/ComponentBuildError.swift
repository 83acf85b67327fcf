/// A component built by `AppContext.start()` threw from its initialiser. The description names the
/// component, the chain of components that needed it, and the thrown error's own text; `underlying`
/// is the thrown error, for code that inspects it.
///
/// ```
/// Deli: could not build 'Database' (needed by 'OrderService' → 'Database'): connection refused
/// ```
public struct ComponentBuildError: Error, CustomStringConvertible {
    /// The component whose initialiser threw.
    public var component: String
    /// The components started that needed it, outermost first, ending with `component`.
    public var chain: [String]
    /// What the initialiser threw.
    public var underlying: any Error

    public var description: String {
        let needed = chain.count > 1 ? " (needed by " + chain.map { "'\($0)'" }.joined(separator: " → ") + ")" : ""
        return "Deli: could not build '\(component)'\(needed): \(underlying)"
    }

    /// The same failure, reached while building `dependent`.
    func needed(by dependent: String) -> ComponentBuildError {
        var copy = self
        copy.chain.insert(dependent, at: 0)
        return copy
    }
}
