/// Where a type is declared, as far as a module's default isolation goes: in a module whose
/// declarations are main-actor isolated by default, a nested type takes that default from what it
/// is declared in, not from the module.
public enum TypeNesting: String, Hashable, Sendable, Codable {
    /// At file level (an extension, whatever it extends, is read at file level too).
    case topLevel
    /// In the body of a type: main-actor isolated by default only when that type is main-actor
    /// isolated (declared so or by default); in a `nonisolated` type, an actor or a type of another
    /// global actor, it is nonisolated.
    case inType
    /// In an extension that writes no isolation: main-actor isolated by default, unless the
    /// extension extends an actor.
    case inExtension
    /// In an extension marked `nonisolated` or with a global actor (`@MainActor extension` too):
    /// nonisolated.
    case inIsolatedExtension
}
