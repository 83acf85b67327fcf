/// One registration of a module, in registration order: what every lookup reads to choose (type,
/// qualifier, links, scope) and either its registration object or the recipe to make it from.
///
/// Guarded like `ModuleFactory.registrationList`: by the context's lock once the module is loaded.
struct RegistrationEntry {
    /// A registration recorded while loading is a recipe until a lookup picks it.
    enum Body {
        case recipe(RegistrationRecipe)
        case made(Registration)
    }

    // Declared in this order so that the one-byte fields fill the padding after `body`'s tag.
    let type: Any.Type
    let qualifier: String
    private(set) var body: Body
    let scope: Scope
    let isFactory: Bool
    /// Made by `load(context:)` (dropped on unload), rather than by hand before loading.
    let madeByLoad: Bool
    /// The first supertype this registration is also reachable as (most have at most one, and
    /// keeping it inline saves an array per registration).
    private(set) var firstLink: Any.Type?
    /// Further supertypes after `firstLink` (nil, not empty, when there are none: nothing to release).
    private(set) var otherLinks: [Any.Type]?

    /// An entry for a recipe recorded while loading.
    init(type: Any.Type, qualifier: String, scope: Scope, recipe: RegistrationRecipe) {
        self.type = type
        self.qualifier = qualifier
        self.scope = scope
        self.isFactory = false
        self.madeByLoad = true
        self.body = .recipe(recipe)
    }

    /// An entry for a registration object.
    init(_ registration: Registration) {
        self.type = registration.type
        self.qualifier = registration.qualifier
        self.scope = registration.scope
        self.isFactory = registration.isFactory
        self.madeByLoad = registration.madeByLoad
        self.body = .made(registration)
    }

    /// The registration object, if it has been made.
    var object: Registration? {
        if case .made(let registration) = body { return registration }
        return nil
    }

    /// The registration object, made from the recipe now if needed.
    mutating func materialise(module: ModuleFactory) -> Registration {
        switch body {
        case .made(let registration):
            return registration
        case .recipe(let recipe):
            let registration = recipe.make(qualifier: qualifier, scope: scope, module: module)
            body = .made(registration)
            return registration
        }
    }

    /// Every supertype this registration is also reachable as, in link order.
    var links: [Any.Type] {
        guard let firstLink else { return [] }
        return [firstLink] + (otherLinks ?? [])
    }

    /// Whether `type` is one of the links.
    func isLinked(to type: ObjectIdentifier) -> Bool {
        guard let firstLink else { return false }
        return ObjectIdentifier(firstLink) == type || otherLinks?.contains { ObjectIdentifier($0) == type } == true
    }

    /// Makes this registration reachable as `linked` too (once; its own type is never a link).
    ///
    /// - Returns: whether the link is new.
    @inline(__always)
    mutating func link(_ linked: Any.Type) -> Bool {
        let id = ObjectIdentifier(linked)
        guard id != ObjectIdentifier(type) else { return false }
        guard let firstLink else {
            firstLink = linked
            return true
        }
        guard ObjectIdentifier(firstLink) != id else { return false }
        return addOtherLink(linked)
    }

    private mutating func addOtherLink(_ linked: Any.Type) -> Bool {
        let id = ObjectIdentifier(linked)
        if otherLinks?.contains(where: { ObjectIdentifier($0) == id }) == true { return false }
        if otherLinks == nil { otherLinks = [linked] } else { otherLinks?.append(linked) }
        return true
    }
}
