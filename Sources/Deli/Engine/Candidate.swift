/// A registration found by a lookup, by place: its module and its position there. Reading it
/// makes nothing; `registration` makes the object (from its recipe) when the lookup picks it.
///
/// Valid while the context's lock is held and the lists are unchanged: call `registration`
/// before any resolver runs (a resolver may unload the module and shift the positions).
struct Candidate {
    /// The module, which the context (or the caller of a `.custom` lookup) keeps alive.
    unowned(unsafe) let module: ModuleFactory
    let position: Int

    init(module: ModuleFactory, position: Int) {
        self.module = module
        self.position = position
    }

    var qualifier: String {
        module.registrationList.entries[position].qualifier
    }

    var isFactory: Bool {
        module.registrationList.entries[position].isFactory
    }

    /// The registration object if it has been made (a recipe never has an instance).
    var made: Registration? {
        module.registrationList.entries[position].object
    }

    /// The registration object, made now if needed.
    var registration: Registration {
        module.registrationList.registration(at: position, module: module)
    }
}
