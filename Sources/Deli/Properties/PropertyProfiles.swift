/// What a generated factory knows about its properties: the common tree, every profile's own
/// tree (each one checked by `deli build`), the default profile and the type of every path.
///
/// The factory hands it to ``ModuleFactory/loadProfiles(_:)``, which picks the active profiles
/// (see ``AppContext/setDefaultProfiles(_:)``) and applies overrides from the environment.
public struct PropertyProfiles {
    /// `properties:` of `deli.yml`, under every profile.
    public var common: [String: Any]
    /// Each profile's own files merged, in `profiles:` order.
    public var profiles: [(name: String, properties: [String: Any])]
    /// The profile used when neither `DELI_PROFILE` nor the code chooses (`profile:` in `deli.yml`
    /// or `deli build --profile`); nil means a profile named `default`, else the first.
    public var defaultProfile: String?
    /// The type of every path that the environment may override.
    public var types: [String: PropertyType]

    public init(
        common: [String: Any] = [:],
        profiles: KeyValuePairs<String, [String: Any]> = [:],
        defaultProfile: String? = nil,
        types: [String: PropertyType] = [:]
    ) {
        self.common = common
        self.profiles = profiles.map { (name: $0.key, properties: $0.value) }
        self.defaultProfile = defaultProfile
        self.types = types
    }

    /// The profile names, in order.
    public var names: [String] {
        profiles.map(\.name)
    }

    /// The profiles used when nothing else chooses.
    var fallbackProfiles: [String] {
        if let defaultProfile { return [defaultProfile] }
        if names.contains("default") { return ["default"] }
        return names.first.map { [$0] } ?? []
    }

    /// The common tree with the trees of `active` merged on top, in order. A nil value in a
    /// profile's tree (a YAML null) removes the key, as it does in the tree `deli build` checked.
    func merged(_ active: [String]) -> [String: Any] {
        var tree = common
        for name in active {
            for profile in profiles where profile.name == name {
                tree = Self.overlaying(profile.properties, onto: tree)
            }
        }
        return tree
    }

    /// `base` with `overlay` deep-merged on top; nil values remove their key.
    static func overlaying(_ overlay: [String: Any], onto base: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in overlay {
            if isNil(value) {
                result[key] = nil
            } else if let dictionary = value as? [String: Any] {
                result[key] = overlaying(dictionary, onto: result[key] as? [String: Any] ?? [:])
            } else {
                result[key] = value
            }
        }
        return result
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
