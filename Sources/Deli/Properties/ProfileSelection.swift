/// Which profiles a module loads, and who chose them: `DELI_PROFILE` wins over the code's
/// default (``AppContext/setDefaultProfiles(_:)``), which wins over the default of the module that
/// loaded this one as a dependency (the app), which wins over the factory's own default.
struct ProfileSelection: Equatable {
    /// Who chose the profiles, for messages.
    enum Source: Equatable {
        case environment
        case code
        /// The default profiles of the module whose load brought this one in (see
        /// ``ModuleFactory/dependencyFactories``): a linked module runs in the app's profile.
        case assembler
        case factory
    }

    /// The environment variable that names the active profiles.
    static let variable = "DELI_PROFILE"

    let names: [String]
    let source: Source

    /// The selection for a module whose factory describes `profiles`; `assembler` is what the module
    /// that loaded this one as a dependency runs in when nothing else chooses.
    static func choose(
        _ profiles: PropertyProfiles, environment: Environment, codeDefault: [String]?, assembler: [String]? = nil
    ) -> ProfileSelection {
        if let text = environment.value(variable), let names = list(text) {
            return ProfileSelection(names: names, source: .environment)
        }
        if let codeDefault, !codeDefault.isEmpty {
            return ProfileSelection(names: codeDefault, source: .code)
        }
        if let assembler, !assembler.isEmpty {
            return ProfileSelection(names: assembler, source: .assembler)
        }
        return ProfileSelection(names: profiles.fallbackProfiles, source: .factory)
    }

    /// A comma-separated list with blanks trimmed; nil when it names nothing.
    static func list(_ text: String) -> [String]? {
        let names = text.split(separator: ",").map { trimmed(String($0)) }.filter { !$0.isEmpty }
        return names.isEmpty ? nil : names
    }

    /// The first name that is not one of `known`.
    func unknownName(in known: [String]) -> String? {
        names.first { !known.contains($0) }
    }

    private static func trimmed(_ text: String) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
