/// Whether an Xcode target's declarations are main-actor isolated by default: its build setting
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor` in new app projects of Xcode 26), set in one of its
/// build configurations, or else in the project's configuration of the same name.
///
/// Only `project.pbxproj` is read: a value from an `.xcconfig` file (`baseConfigurationReference`)
/// or from the command line is not seen.
struct XcodeDefaultIsolation {
    let project: XcodeProject

    static let setting = "SWIFT_DEFAULT_ACTOR_ISOLATION"

    /// True when some build configuration of the target says `MainActor`.
    func isMainActor(target id: String) -> Bool {
        guard let target = project.object(id) else { return false }
        let projectValues = values(of: project.root)
        return values(of: target).contains { name, value in
            (value ?? projectValues[name] ?? nil) == "MainActor"
        }
    }

    /// The setting in each build configuration of `owner` (a target or the project), by
    /// configuration name; nil where the configuration does not set it.
    private func values(of owner: PropertyListValue) -> [String: String?] {
        guard let list = project.object(owner["buildConfigurationList"]?.string) else { return [:] }
        var values: [String: String?] = [:]
        for id in list["buildConfigurations"]?.strings ?? [] {
            guard let configuration = project.object(id) else { continue }
            let name = configuration["name"]?.string ?? id
            values[name] = configuration["buildSettings"]?[Self.setting]?.string
        }
        return values
    }
}
