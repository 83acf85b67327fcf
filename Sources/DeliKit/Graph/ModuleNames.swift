/// The module names a type name may be written with in a target, and how to take them off.
///
/// `ConsoleLogger: Interfaces.Logger` names the `Logger` of the linked module `Interfaces`, and
/// `App.Clock` written in the module `App` is its own `Clock`. A module's name counts only when no
/// scanned type has it: `Outer.Inner` of a type `Outer` keeps its first part.
struct ModuleNames: Sendable, Equatable {
    /// The linked modules' names that no scanned type has.
    private(set) var linked: Set<String> = []
    /// The target's own module name, when no scanned type has it.
    private(set) var own: String?

    init() {}

    /// True when some linked module's name may qualify a type name.
    var hasLinkedNames: Bool { !linked.isEmpty }

    /// `isTypeName` tells whether a scanned type or extension has a name.
    init(linked modules: [String], own: String?, isTypeName: (String) -> Bool) {
        for module in modules where !isTypeName(module) { linked.insert(module) }
        if let own, !isTypeName(own) { self.own = own }
    }

    /// `Impl.Formatter`, written with a linked module's name, as that module and `Formatter`; nil
    /// for any other name.
    func linkedQualified(_ name: String) -> (module: String, name: String)? {
        guard !linked.isEmpty, let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")),
            linked.contains(String(name[..<dot]))
        else {
            return nil
        }
        return (String(name[..<dot]), String(name[name.utf8.index(after: dot)...]))
    }

    /// `name` without the module name written before it, linked or own (`Interfaces.Logger` is
    /// `Logger`).
    func withoutModule(_ name: String) -> String {
        if let qualified = linkedQualified(name) { return qualified.name }
        return withoutOwnModule(name)
    }

    /// `name` without the target's own module name before it (`App.Clock` is `Clock` in `App`).
    func withoutOwnModule(_ name: String) -> String {
        guard let own, name.hasPrefix(own), name.dropFirst(own.count).first == "." else {
            return name
        }
        return String(name.dropFirst(own.count + 1))
    }
}
