/// A registration made while its module loads, kept as plain data until a lookup needs it.
///
/// Recording one costs an append to an array: no object, no lock, no type-name string. The
/// registration object is made when the context first builds its lookup table after the load
/// (or at load, for a module with `always` components, which are built then).
@usableFromInline
struct RegistrationRecipe {
    /// The resolver, its type erased; `maker` knows the type.
    let resolver: PendingResolver<Void>
    let maker: any RegistrationMaker.Type
    let qualifier: String
    let scope: Scope
    /// Supertypes, in link order; duplicates are dropped when the registration is made.
    var firstLink: Any.Type?
    /// Further supertypes after `firstLink` (nil, not empty, when there are none: nothing to release).
    var otherLinks: [Any.Type]?

    init(resolver: PendingResolver<Void>, maker: any RegistrationMaker.Type, qualifier: String, scope: Scope) {
        self.resolver = resolver
        self.maker = maker
        self.qualifier = qualifier
        self.scope = scope
    }

    /// Records a supertype the registration is also reachable as.
    @inline(__always)
    mutating func link(_ type: Any.Type) {
        if firstLink == nil {
            firstLink = type
        } else {
            otherLinks = (otherLinks ?? []) + [type]
        }
    }

    /// Makes the registration object, links included.
    func make(module: ModuleFactory) -> Registration {
        let registration = maker.makeRegistration(resolver, qualifier: qualifier, scope: scope, module: module)
        if let firstLink { _ = registration.addLink(firstLink) }
        for link in otherLinks ?? [] { _ = registration.addLink(link) }
        return registration
    }
}
