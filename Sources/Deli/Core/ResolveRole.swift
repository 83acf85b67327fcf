/// Which loaded modules a lookup searches.
public enum ResolveRole {
    /// The first module (in search order) that has a match. For a single object this is the same
    /// as `recursive`; an array holds only the matches of that module, so a module loaded at
    /// `.high` replaces the whole list.
    case `default`
    /// Every module in search order; an array holds the matches of all of them.
    case recursive
    /// The modules the closure returns (it receives them in search order).
    case custom(([ModuleFactory]) -> [ModuleFactory])

    /// Whether lookups may use the context's shared table and singleton cache.
    @inlinable var usesIndex: Bool {
        if case .custom = self { return false }
        return true
    }
}

/// The name Deli 0.8 used for `ResolveRole`.
@available(*, deprecated, renamed: "ResolveRole")
public typealias ResolveRule = ResolveRole
