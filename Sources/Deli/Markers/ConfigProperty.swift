/// A struct whose stored fields are filled from the property tree under `target` (prototype).
///
/// ```swift
/// struct ServerConfig: ConfigProperty {
///     let target = "server"
///     let url: String
///     let isDebug: Bool
/// }
/// ```
///
/// `deli build` checks at build time that every field exists in every profile.
public protocol ConfigProperty {
    /// The property path the fields are read under.
    var target: String { get }
}
