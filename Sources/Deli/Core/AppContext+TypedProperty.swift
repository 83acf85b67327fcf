// One typed getter per supported type, in three forms: instance, static (forwarding to
// `shared`, as Deli 0.9 allowed) and the stopping `resolveProperty` that generated code calls.

extension AppContext {
    /// The property at `path` as `String`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: String.Type, resolveRole: ResolveRole = .default) -> String? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.string($0) }
    }

    /// The property at `path` as `Bool`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Bool.Type, resolveRole: ResolveRole = .default) -> Bool? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.bool($0) }
    }

    /// The property at `path` as `Double`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Double.Type, resolveRole: ResolveRole = .default) -> Double? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.floating($0, as: Double.self) }
    }

    /// The property at `path` as `Float`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Float.Type, resolveRole: ResolveRole = .default) -> Float? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.floating($0, as: Float.self) }
    }

    /// The property at `path` as `Int`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Int.Type, resolveRole: ResolveRole = .default) -> Int? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: Int.self) }
    }

    /// The property at `path` as `Int8`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Int8.Type, resolveRole: ResolveRole = .default) -> Int8? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: Int8.self) }
    }

    /// The property at `path` as `Int16`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Int16.Type, resolveRole: ResolveRole = .default) -> Int16? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: Int16.self) }
    }

    /// The property at `path` as `Int32`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Int32.Type, resolveRole: ResolveRole = .default) -> Int32? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: Int32.self) }
    }

    /// The property at `path` as `Int64`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: Int64.Type, resolveRole: ResolveRole = .default) -> Int64? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: Int64.self) }
    }

    /// The property at `path` as `UInt`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: UInt.Type, resolveRole: ResolveRole = .default) -> UInt? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: UInt.self) }
    }

    /// The property at `path` as `UInt8`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: UInt8.Type, resolveRole: ResolveRole = .default) -> UInt8? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: UInt8.self) }
    }

    /// The property at `path` as `UInt16`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: UInt16.Type, resolveRole: ResolveRole = .default) -> UInt16? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: UInt16.self) }
    }

    /// The property at `path` as `UInt32`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: UInt32.Type, resolveRole: ResolveRole = .default) -> UInt32? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: UInt32.self) }
    }

    /// The property at `path` as `UInt64`, or nil when missing, malformed or not convertible.
    public func getProperty(_ path: String, type: UInt64.Type, resolveRole: ResolveRole = .default) -> UInt64? {
        getProperty(path, resolveRole: resolveRole).flatMap { PropertyConverter.integer($0, as: UInt64.self) }
    }

    /// `shared.getProperty(path, type: String.self)`.
    public static func getProperty(_ path: String, type: String.Type, resolveRole: ResolveRole = .default) -> String? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Bool.self)`.
    public static func getProperty(_ path: String, type: Bool.Type, resolveRole: ResolveRole = .default) -> Bool? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Double.self)`.
    public static func getProperty(_ path: String, type: Double.Type, resolveRole: ResolveRole = .default) -> Double? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Float.self)`.
    public static func getProperty(_ path: String, type: Float.Type, resolveRole: ResolveRole = .default) -> Float? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Int.self)`.
    public static func getProperty(_ path: String, type: Int.Type, resolveRole: ResolveRole = .default) -> Int? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Int8.self)`.
    public static func getProperty(_ path: String, type: Int8.Type, resolveRole: ResolveRole = .default) -> Int8? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Int16.self)`.
    public static func getProperty(_ path: String, type: Int16.Type, resolveRole: ResolveRole = .default) -> Int16? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Int32.self)`.
    public static func getProperty(_ path: String, type: Int32.Type, resolveRole: ResolveRole = .default) -> Int32? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: Int64.self)`.
    public static func getProperty(_ path: String, type: Int64.Type, resolveRole: ResolveRole = .default) -> Int64? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: UInt.self)`.
    public static func getProperty(_ path: String, type: UInt.Type, resolveRole: ResolveRole = .default) -> UInt? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: UInt8.self)`.
    public static func getProperty(_ path: String, type: UInt8.Type, resolveRole: ResolveRole = .default) -> UInt8? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: UInt16.self)`.
    public static func getProperty(_ path: String, type: UInt16.Type, resolveRole: ResolveRole = .default) -> UInt16? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: UInt32.self)`.
    public static func getProperty(_ path: String, type: UInt32.Type, resolveRole: ResolveRole = .default) -> UInt32? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// `shared.getProperty(path, type: UInt64.self)`.
    public static func getProperty(_ path: String, type: UInt64.Type, resolveRole: ResolveRole = .default) -> UInt64? {
        shared.getProperty(path, type: type, resolveRole: resolveRole)
    }

    /// For generated code: the property at `path` as `String`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: String.Type) -> String {
        requireProperty(path, as: type) { PropertyConverter.string($0) }
    }

    /// For generated code: the property at `path` as `Bool`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Bool.Type) -> Bool {
        requireProperty(path, as: type) { PropertyConverter.bool($0) }
    }

    /// For generated code: the property at `path` as `Double`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Double.Type) -> Double {
        requireProperty(path, as: type) { PropertyConverter.floating($0, as: Double.self) }
    }

    /// For generated code: the property at `path` as `Float`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Float.Type) -> Float {
        requireProperty(path, as: type) { PropertyConverter.floating($0, as: Float.self) }
    }

    /// For generated code: the property at `path` as `Int`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Int.Type) -> Int {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: Int.self) }
    }

    /// For generated code: the property at `path` as `Int8`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Int8.Type) -> Int8 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: Int8.self) }
    }

    /// For generated code: the property at `path` as `Int16`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Int16.Type) -> Int16 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: Int16.self) }
    }

    /// For generated code: the property at `path` as `Int32`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Int32.Type) -> Int32 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: Int32.self) }
    }

    /// For generated code: the property at `path` as `Int64`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: Int64.Type) -> Int64 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: Int64.self) }
    }

    /// For generated code: the property at `path` as `UInt`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: UInt.Type) -> UInt {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: UInt.self) }
    }

    /// For generated code: the property at `path` as `UInt8`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: UInt8.Type) -> UInt8 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: UInt8.self) }
    }

    /// For generated code: the property at `path` as `UInt16`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: UInt16.Type) -> UInt16 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: UInt16.self) }
    }

    /// For generated code: the property at `path` as `UInt32`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: UInt32.Type) -> UInt32 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: UInt32.self) }
    }

    /// For generated code: the property at `path` as `UInt64`; stops with an explanation when it is
    /// missing or not convertible.
    public func resolveProperty(_ path: String, type: UInt64.Type) -> UInt64 {
        requireProperty(path, as: type) { PropertyConverter.integer($0, as: UInt64.self) }
    }
}
