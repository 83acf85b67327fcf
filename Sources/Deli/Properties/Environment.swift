#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where profile choices and property overrides are read: a fixed dictionary (tests, embedding
/// apps) or the process environment, read when asked.
struct Environment {
    private let variables: [String: String]?

    /// A fixed set of variables.
    init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The process environment.
    static let process = Environment(process: ())

    private init(process: Void) {
        self.variables = nil
    }

    /// The value of `name`, or nil when it is not set.
    func value(_ name: String) -> String? {
        if let variables { return variables[name] }
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }
}
