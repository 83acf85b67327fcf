/// A parsed property path such as `server.hosts[0]` or `map['a.b']["c"]`.
///
/// Grammar: a first segment that is a key or a bracket, then any mix of `.key`, `[index]`,
/// `['key']` and `["key"]`. Keys after a dot may hold any character but `.`, `[` and `]`;
/// quoted keys may hold anything, with `\'`, `\"` and `\\` escapes. Anything else is malformed.
public struct PropertyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into the tree.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    /// Parses `text`; nil when the path is malformed (empty, `a..b`, `a[x]`, `a[0`, …).
    public init?(_ text: String) {
        var parser = PropertyPathParser(text)
        guard let components = parser.parse() else { return nil }
        self.components = components
    }

    /// A path made of the given components.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path in its canonical spelling: dots for plain keys, brackets for the rest.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where !key.isEmpty && !key.contains(where: { ".[]'\"\\".contains($0) }):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                let escaped = key.replacingEvery("\\", with: "\\\\")
                    .replacingEvery("'", with: "\\'")
                text += "['\(escaped)']"
            }
        }
        return text
    }
}
