/// The name Swift code uses for a SwiftPM target's module.
///
/// A target may be named anything (`My Lib`, `my-lib`); SwiftPM builds it as a module whose name
/// is a valid identifier: every character that cannot appear in one becomes `_`, and a name that
/// starts with a digit gets a leading `_`. A name that is already an identifier is unchanged.
enum ModuleName {
    static func of(target name: String) -> String {
        let replaced = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = replaced.first, first.isNumber else { return replaced }
        return "_" + replaced
    }
}
