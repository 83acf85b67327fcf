/// The syntactic kind of a scanned declaration.
public enum TypeDeclarationKind: String, Hashable, Sendable, Codable {
    case `class`
    case `struct`
    case `enum`
    case actor
    case `protocol`
    case `extension`

    /// Structs and enums are copied, so `weak` behaves as `prototype` for them.
    public var isValueType: Bool { self == .struct || self == .enum }
}

/// How visible a type is, as far as the generated factory is concerned.
public enum TypeAccess: String, Hashable, Sendable, Codable {
    case visible
    case `private`
    case `fileprivate`
}
