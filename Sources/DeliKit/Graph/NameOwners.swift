/// Which module a type name means where it is written, for the names that more than one scanned
/// module declares (`Formatter` in the app and in `Impl`, `Analytics` in `Interfaces` and in the
/// app). Registrations are keyed by name; two modules' types of one name are different types, and
/// a dependency reaches only registrations of the type it means.
///
/// Modules are keyed by name, the target's own sources by `""`. A name means the type its own
/// module declares; else the one declaring module it can see: another module never sees the
/// target's own types (the target is above every module it links), nor, when its manifest says what
/// it links, the modules beside or above it. When that leaves several, the name is not told apart
/// (every registration of the name stays a candidate).
struct NameOwners {
    /// The key of the target's own sources.
    static let ownTarget = ""

    /// The modules declaring each name that two or more declare.
    private var owners = DeclaringModules()
    /// The module names that may qualify a type name (`Impl.Formatter`).
    private var moduleNames = ModuleNames()
    /// The modules each module can see, for those whose manifest says.
    private var visibleModules: [String: Set<String>] = [:]

    init() {}

    init(declaring: DeclaringModules, modules: [ModuleSources], moduleNames: ModuleNames) {
        guard !modules.isEmpty else { return }
        self.moduleNames = moduleNames
        for module in modules { visibleModules[module.name] = module.visibleModules }
        owners = declaring
    }

    /// True when no name is declared twice: every registration of a name is a candidate (of a type
    /// the code asking can see: see ``unseenDeclarers(of:in:)``).
    var isEmpty: Bool { owners.isEmpty }

    /// True when every name means itself: no name is declared twice and no linked module's name can
    /// qualify one (`Impl.Formatter` is `Formatter` otherwise).
    var tellsNoNamesApart: Bool { owners.isEmpty && !moduleNames.hasLinkedNames }

    /// `Impl.Formatter`, written with a linked module's name, as the module and `Formatter`; nil for
    /// any other name (`Outer.Inner` of a type `Outer`).
    func moduleQualified(_ name: String) -> (module: String, name: String)? {
        moduleNames.linkedQualified(name)
    }

    /// The module whose type `name` means when written in `module`; nil when only one module declares
    /// it, or when it cannot be told.
    func meaning(of name: String, in module: String) -> String? {
        if let qualified = moduleQualified(name) { return qualified.module }
        guard let declaring = owners[name] else { return nil }
        if declaring.contains(module) { return module }
        let visible = visible(declaring, from: module)
        return visible.count == 1 ? visible.first : nil
    }

    /// The modules declaring `name` when `module`'s code can see none of them (the target's own
    /// sources, for a name only the app declares, written in a library): there the name is no type
    /// of the sources, and none of their registrations answers it. Empty otherwise, and for a name
    /// written with a module's name.
    func unseenDeclarers(of name: String, in module: String) -> Set<String> {
        guard module != Self.ownTarget, moduleQualified(name) == nil else { return [] }
        // Asked for every dependency of every module's component: the common answers make no set.
        if let sole = owners.sole(declaring: name) { return sees(sole, from: module) ? [] : [sole] }
        guard let declaring = owners[name], !declaring.contains(where: { sees($0, from: module) }) else { return [] }
        return declaring
    }

    /// Whether `module`'s code sees the declarations of `declaring` (a module, or the target): its
    /// own, never the target's above it, and only those of the modules it links when its manifest
    /// says which.
    private func sees(_ declaring: String, from module: String) -> Bool {
        declaring == module
            || (declaring != Self.ownTarget && visibleModules[module].map { $0.contains(declaring) } ?? true)
    }

    /// Those of `declaring` that `module`'s code sees (see ``sees(_:from:)``).
    private func visible(_ declaring: Set<String>, from module: String) -> Set<String> {
        declaring.filter { sees($0, from: module) }
    }
}
