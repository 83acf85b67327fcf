/// A value read from a configuration file together with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation?

    public init(_ value: Value, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }
}
