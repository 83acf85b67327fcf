/// The global actor a component's construction is isolated to, and where ``IsolationResolver``
/// found it: on the type, on the initialiser the generated code calls, on a supertype, or in the
/// module's default isolation (looked for in that order).
struct ResolvedIsolation: Equatable {
    /// Where the global actor comes from.
    enum Source: Equatable {
        /// Named on the type's own declaration.
        case type
        /// Named on the initialiser; `isTypeIsolated`: a supertype or the module's default isolates
        /// the type without it (the type names none itself, or the actor would come from the type).
        case initializer(isTypeIsolated: Bool)
        /// Inherited from this superclass or protocol.
        case supertype(String)
        /// The main actor of a module whose declarations are main-actor isolated by default.
        case moduleDefault
    }

    let actor: String
    let source: Source

    /// Named on the initialiser alone: without it the type would not be isolated, so the instance
    /// is made on the actor but belongs to none afterwards.
    var isByInitializerAlone: Bool { source == .initializer(isTypeIsolated: false) }

    /// Why, for a diagnostic's note: `'Screen' inherits @MainActor from 'UIViewController'`.
    func reason(for typeName: String) -> String {
        switch source {
        case .type: return "'\(typeName)' is @\(actor)"
        case .initializer: return "the initialiser of '\(typeName)' is @\(actor)"
        case .supertype(let supertype): return "'\(typeName)' inherits @\(actor) from '\(supertype)'"
        case .moduleDefault: return "'\(typeName)' is @\(actor) by its module's default isolation"
        }
    }
}
