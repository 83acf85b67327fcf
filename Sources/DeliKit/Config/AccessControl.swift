/// The access level of the generated factory class (`accessControl:` in `deli.yml`).
///
/// `open` is not offered: the factory is a `final` class.
public enum AccessControl: String, Sendable, Hashable, CaseIterable {
    case `public`
    case `internal`
}
