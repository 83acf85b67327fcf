/// Overrides of single property values from the environment, with relaxed binding: the path
/// `server.port` is read from `SERVER_PORT`, `servers[0].host` from `SERVERS_0_HOST` (upper-case,
/// `.` and `-` become `_`, indices are numbers between underscores).
enum EnvironmentOverrides {
    /// A value that does not convert to its path's type.
    struct Failure: Error, Equatable {
        let variable: String
        let path: String
        let type: PropertyType
        let value: String
    }

    /// The variable that overrides `path`, or nil when the path is malformed.
    static func variableName(for path: String) -> String? {
        guard let components = PropertyPath.parse(path) else { return nil }
        return components.map { component in
            switch component {
            case .index(let index): return String(index)
            case .key(let key):
                return String(key.uppercased().map { $0 == "." || $0 == "-" ? "_" : $0 })
            }
        }.joined(separator: "_")
    }

    /// `tree` with every path of `types` that the environment sets replaced by the converted
    /// value; paths are applied in sorted order.
    static func apply(
        to tree: [String: Any], types: [String: PropertyType], environment: Environment
    ) -> Result<[String: Any], Failure> {
        var result = tree
        for path in types.keys.sorted() {
            guard let type = types[path], let variable = variableName(for: path),
                let text = environment.value(variable), let components = PropertyPath.parse(path)
            else { continue }
            guard let value = type.convert(text) else {
                return .failure(Failure(variable: variable, path: path, type: type, value: text))
            }
            if let updated = PropertyTree.setting(value, at: components[...], in: result) as? [String: Any] {
                result = updated
            }
        }
        return .success(result)
    }
}
