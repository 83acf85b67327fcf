/// Reads a resolved file written by Deli 0.9: a YAML mapping with upper-case keys,
///
/// ```yaml
/// VERSION: 0.9.0
/// DEPENDENCY:
/// - TYPE: AccountServiceImpl
///   QUALIFIER: facebook          # absent: no qualifier
///   LAZILY: false
///   FACTORY: false
///   VALUE_TYPE: false
///   DEPENDENCY:
///   - { TYPE: NetworkManager, QUALIFIER: '', QUALIFIER_BY: server.kind }
///   LINK: [AccountService]
/// PROPERTY: {}
/// PROJECT: Account
/// REFERENCE: DeliFactory.swift
/// ```
///
/// 0.9 records no scope, so its registrations read as singletons (0.9's default). The module
/// is the first `import` of the `dependencies:` entry, else `PROJECT`.
struct LegacyResolvedFileReader {
    /// Whether `root` is in 0.9's format (its first key is `VERSION`, with a 0.x version).
    static func recognises(_ root: YAMLNode) -> Bool {
        guard let first = root.mapping?.first, first.key == "VERSION" else { return false }
        switch first.value.scalar {
        case .string(let version)?: return version.hasPrefix("0.")
        case .float(let version)?: return version < 1
        default: return false
        }
    }

    func registrations(
        in root: YAMLNode, file: String, imports: [String], diagnostics: inout [Diagnostic]
    ) -> [ExternalRegistration] {
        let project: String? = if case .string(let name)? = root["PROJECT"]?.scalar { name } else { nil }
        guard let items = root["DEPENDENCY"]?.sequence else {
            diagnostics.append(.malformedResolvedFile(file, at: root.location))
            return []
        }
        let module = imports.first ?? project ?? ""
        return items.compactMap { item in
            guard let registration = registration(item, module: module) else {
                diagnostics.append(.malformedResolvedFile(file, at: item.location))
                return nil
            }
            return registration
        }
    }

    private func registration(_ node: YAMLNode, module: String) -> ExternalRegistration? {
        guard case .string(let type)? = node["TYPE"]?.scalar, let qualifier = qualifier(node["QUALIFIER"]),
            let isLazy = flag(node["LAZILY"]), let isFactory = flag(node["FACTORY"])
        else { return nil }
        var links: [String] = []
        for item in node["LINK"]?.sequence ?? [] {
            guard case .string(let link)? = item.scalar else { return nil }
            links.append(link)
        }
        return ExternalRegistration(
            module: module, typeName: type, qualifier: qualifier, scope: isFactory ? .prototype : .singleton,
            isLazy: isLazy, isFactory: isFactory, links: links)
    }

    /// A qualifier: absent or null means none; plain scalars (`QUALIFIER: 2`) are text.
    private func qualifier(_ node: YAMLNode?) -> String? {
        guard let node else { return "" }
        switch node.scalar {
        case .null?: return ""
        case .string(let text)?: return text
        case .int(let value)?: return String(value)
        case .bool(let value)?: return String(value)
        default: return nil
        }
    }

    /// A flag: absent means false; anything but a boolean is malformed.
    private func flag(_ node: YAMLNode?) -> Bool? {
        guard let node else { return false }
        if case .bool(let value)? = node.scalar { return value }
        return nil
    }
}
