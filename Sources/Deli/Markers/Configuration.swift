/// A type whose members register objects built by closures, for types you cannot annotate:
///
/// ```swift
/// final class UserConfiguration: Configuration {
///     let networkManager = Config(NetworkManager.self, ConfigurationManager.self, scope: .prototype) { manager in
///         manager.make(privateKey: "1234")
///     }
///     init() {}
/// }
/// ```
///
/// `deli build` registers each member with its own `qualifier` and `scope`.
public protocol Configuration: Inject {}
