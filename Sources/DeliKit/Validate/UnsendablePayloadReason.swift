/// What keeps an actor factory's payload type from being `Sendable` (see ``PayloadSendability``).
enum UnsendablePayloadReason: Equatable {
    /// A class that neither conforms to `Sendable` nor is isolated to a global actor.
    case unsendableClass
    /// A `public` struct or enum (not `@frozen`) that does not declare `Sendable`: Swift infers
    /// no conformance for it.
    case publicValueType
    /// A struct with a stored property whose type, `field`, is not `Sendable`.
    case unsendableField(StoredPropertyDeclaration, of: TypeDeclaration)
}
