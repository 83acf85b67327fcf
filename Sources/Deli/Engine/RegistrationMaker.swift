/// Knows the static type of a registration recorded while its module loads, so that the
/// registration object can be made later, when a lookup picks it, without a dynamic cast.
@usableFromInline
protocol RegistrationMaker {
    /// Makes the registration object (made by `load(context:)`, so dropped on unload) from the
    /// resolver `erased` stands for.
    static func makeRegistration(
        _ erased: PendingResolver<Void>, qualifier: String, scope: Scope, module: ModuleFactory
    ) -> Registration
}

/// The resolver of `register(_:resolver:qualifier:scope:)`, waiting for its registration object.
///
/// A recipe stores it as `PendingResolver<Void>`: every `PendingResolver<T>` has the same layout
/// (one closure, stored at the same, fully generic abstraction whatever `T` is), so recording one
/// copies two words and allocates nothing. Only `PendingResolver<T>.makeRegistration`, with the
/// original `T`, turns it back into `() -> T`.
@usableFromInline
struct PendingResolver<T>: RegistrationMaker {
    @usableFromInline let resolver: () -> T

    @inlinable
    init(_ resolver: @escaping () -> T) {
        self.resolver = resolver
    }

    /// This resolver with its type erased, for storage in a recipe.
    @inlinable
    var erased: PendingResolver<Void> {
        unsafeBitCast(self, to: PendingResolver<Void>.self)
    }

    @usableFromInline
    static func makeRegistration(
        _ erased: PendingResolver<Void>, qualifier: String, scope: Scope, module: ModuleFactory
    ) -> Registration {
        let typed = unsafeBitCast(erased, to: PendingResolver<T>.self)
        return TypedRegistration(
            T.self, resolver: typed.resolver, injector: nil, qualifier: qualifier, scope: scope, module: module,
            madeByLoad: true)
    }
}
