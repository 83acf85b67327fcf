/// A fingerprint of what a factory registers: each registered type with its qualifier, scope and
/// kind, in any order. A factory states the fingerprint of its registrations in its header; a target
/// that links the factory's module compares it with the module's registrations in its own graph, and
/// so notices a factory written before the module's sources last changed what they register.
///
/// Links are left out: a module's graph and the graph of a target above it may spell a supertype
/// differently (`Logger` or `Interfaces.Logger`), while the registered types, qualifiers, scopes and
/// kinds are the module's own declarations, read the same way in both.
struct RegistrationDigest: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    /// The fingerprint of the registrations of `components`: a sum of one hash per registration, so
    /// the order they come in does not matter.
    init(_ components: some Sequence<ComponentDeclaration>) {
        var sum: UInt64 = 0
        for component in components { sum &+= component.derived(Self.termKey, Self.term) }
        value = sum
    }

    private enum Term {}
    /// A component keeps its term, so a component kept between runs (`deli watch`) is not hashed again.
    private static let termKey = DerivedKey<UInt64>(Term.self)

    /// The hash one registration adds to the sum.
    private static func term(of component: ComponentDeclaration) -> UInt64 {
        // Raw values, not `\(component.kind)`: an enum's description is made by reflection.
        let kind = component.kind.rawValue
        let line = "\(component.typeName)|\(component.qualifier)|\(component.scope.rawValue)|\(kind)"
        return ContentHash(of: line).mixed
    }

    /// The fingerprint written as `text` (16 hexadecimal digits); nil when it is not one.
    init?(_ text: some StringProtocol) {
        guard text.utf8.count == 16, let value = UInt64(text, radix: 16) else { return nil }
        self.value = value
    }

    /// 16 hexadecimal digits.
    var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The header line that states it, after the tool's: `// Registrations: 0123456789abcdef`.
    static let headerPrefix = "// Registrations: "

    /// The fingerprint a generated factory's header states; nil for a factory without one (written
    /// by an earlier version).
    static func stated(in text: String) -> RegistrationDigest? {
        for line in text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).prefix(3)
        where line.hasPrefix(headerPrefix) {
            return RegistrationDigest(line.dropFirst(headerPrefix.count))
        }
        return nil
    }
}
