/// Where a module goes in the search order: higher priorities are searched first; modules of the
/// same priority are searched in load order.
public enum LoadPriority: Sendable, Hashable {
    /// 1000: overrides normal modules, e.g. a test's mock module.
    case high
    /// 500: the default.
    case normal
    /// 100: a fallback that normal modules override.
    case low
    /// Any other value.
    case priority(UInt)

    /// The numeric priority.
    public var rawValue: UInt {
        switch self {
        case .high: return 1000
        case .normal: return 500
        case .low: return 100
        case .priority(let value): return value
        }
    }
}
