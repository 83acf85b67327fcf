/// How long a registered instance lives.
public enum Scope: Sendable, Hashable {
    /// Created eagerly when its module is loaded, then shared.
    case always
    /// Created once, on first use (exactly once, even when many threads ask at the same moment).
    case singleton
    /// Created anew on every resolve.
    case prototype
    /// Shared while someone else holds a strong reference; value types behave as `prototype`.
    case weak
}
