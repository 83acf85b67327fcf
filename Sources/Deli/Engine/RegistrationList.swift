/// The registrations of a module in registration order: registration objects first, then the
/// recipes recorded by the running or last load, which become objects when first needed.
///
/// Guarded like `ModuleFactory.registrations`: by the context's lock once the module is loaded.
struct RegistrationList {
    /// Registration objects.
    private(set) var made: [Registration] = []
    /// Recipes, after `made` in registration order.
    private(set) var recipes: [RegistrationRecipe] = []
    /// Counts `removeMadeByLoad()`: a recipe's position is only valid in the epoch it was recorded in.
    private(set) var epoch = 0
    /// Whether an `always` registration was ever added: the context then builds them at load.
    private(set) var hasAlways = false

    /// Every registration as an object; the pending recipes are made first.
    mutating func all(module: ModuleFactory) -> [Registration] {
        makePending(module: module)
        return made
    }

    /// Turns the pending recipes into registration objects, in order.
    mutating func makePending(module: ModuleFactory) {
        guard !recipes.isEmpty else { return }
        made.reserveCapacity(made.count + recipes.count)
        for recipe in recipes {
            made.append(recipe.make(module: module))
        }
        recipes.removeAll()
    }

    /// Appends a registration object (after the pending recipes, which are made first).
    mutating func append(_ registration: Registration, module: ModuleFactory) {
        makePending(module: module)
        made.append(registration)
        if registration.scope == .always { hasAlways = true }
    }

    /// Records a recipe.
    ///
    /// - Returns: its position in registration order.
    @inline(__always)
    mutating func append(_ recipe: consuming RegistrationRecipe) -> Int {
        if recipe.scope == .always { hasAlways = true }
        recipes.append(recipe)
        return made.count + recipes.count - 1
    }

    /// Links the recipe (or the registration made from it) at `position`, recorded in `epoch`.
    ///
    /// - Returns: whether a registration object changed (the context must then refresh its tables).
    @inline(__always)
    mutating func link(_ type: Any.Type, at position: Int, epoch: Int) -> Bool {
        guard epoch == self.epoch else { return false }
        if position < made.count { return made[position].addLink(type) }
        recipes[position - made.count].link(type)
        return false
    }

    /// Forgets what `load(context:)` registered.
    ///
    /// - Returns: the registration objects it removed.
    mutating func removeMadeByLoad() -> [Registration] {
        epoch += 1
        recipes.removeAll()
        let removed = made.filter(\.madeByLoad)
        made.removeAll { $0.madeByLoad }
        return removed
    }
}
