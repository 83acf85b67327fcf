/// How to make the registration object of a `register(...)` call recorded while its module loads:
/// the resolver with its type erased and the maker that knows the type.
///
/// Recording one copies four words: no object, no lock, no type-name string. The registration
/// object is made only when a lookup picks this registration (or at load, for an `always` one).
struct RegistrationRecipe {
    /// The resolver, its type erased; `maker` knows the type.
    let resolver: PendingResolver<Void>
    let maker: any RegistrationMaker.Type

    /// Makes the registration object.
    func make(qualifier: String, scope: Scope, module: ModuleFactory) -> Registration {
        maker.makeRegistration(resolver, qualifier: qualifier, scope: scope, module: module)
    }
}
