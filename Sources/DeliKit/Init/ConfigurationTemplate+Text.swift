/// The texts of the files ``ConfigurationTemplate`` writes.
extension ConfigurationTemplate {
    /// The commented `deli.yml`.
    public var configuration: String {
        var lines = [
            "# deli.yml, written by `deli init`. Every key is described in docs/configuration.md;",
            "# `deli validate` checks this file and the sources, `deli build` writes each factory.",
            "",
            "# The entries to build, in this order (a module before the modules that depend on it).",
            "target: [\(chosen.map { yamlScalar($0.name) }.joined(separator: ", "))]",
            "",
            "config:",
        ]
        for target in chosen { lines += entry(target) }
        let others = survey.targets.filter { target in !chosen.contains(target) }.map(\.name)
        if !others.isEmpty {
            lines += [
                "", "# Other targets of the package (give one an entry to scan it): \(others.joined(separator: ", "))",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func entry(_ target: PackageSurvey.Target) -> [String] {
        let className = Self.className(for: target.name)
        // The command line's default: a copy for reading once the plugin is attached (as printed
        // below), the factory in the sources otherwise.
        let output =
            "# output: .deli/\(target.name)/\(className).swift  (the default with DeliPlugin; "
            + "\(target.sourcesDirectory)/DeliFactory.swift without it)"
        let lines = [
            "  # \(describe(target))",
            "  \(yamlScalar(target.name)):",
            commented("    project: .", "the SwiftPM package holding the target"),
            commented("    target: \(yamlScalar(target.name))", "the SwiftPM target whose sources are scanned"),
            commented("    className: \(className)", "the generated ModuleFactory"),
            commented("    # accessControl: public", "or internal"),
            "    \(output)",
        ]
        return lines + propertyLines
    }

    /// `properties:` and `profiles:` with `--profiles`, else a commented `properties:`.
    private var propertyLines: [String] {
        guard withProfiles else {
            return [commented("    # properties: [Configurations/application.yml]", "property files")]
        }
        return [
            commented("    properties: [Configurations/application.yml]", "values every profile shares"),
            commented("    profiles:", "each profile's files, merged on top (--profile prod)"),
            "      dev: [Configurations/application-dev.yml]",
            "      prod: [Configurations/application-prod.yml]",
        ]
    }

    /// `code`, padded, then `# comment`, so that the comments of an entry line up.
    private func commented(_ code: String, _ comment: String) -> String {
        let column = 50
        return code + String(repeating: " ", count: max(1, column - code.count)) + "# " + comment
    }

    private func describe(_ target: PackageSurvey.Target) -> String {
        var facts = ["sources in \(target.sourcesDirectory)"]
        facts.append(target.importsDeli ? "imports Deli" : "does not import Deli yet")
        if target.usesDeliPlugin { facts.append("uses DeliPlugin") }
        return "\(target.name): " + facts.joined(separator: ", ")
    }

    /// A target name as a YAML scalar: plain when it is safe, else double-quoted.
    private func yamlScalar(_ text: String) -> String {
        let plain =
            (text.first?.isLetter ?? false) && text.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
        guard !plain || ["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        else { return text }
        return "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            + "\""
    }

    static let commonProperties = """
        # Values every profile shares, read with InjectProperty("server.port") or a ConfigProperty
        # struct whose target is "server" (see docs/configuration.md).
        server:
          host: localhost
          port: 8080

        """

    static let devProperties = """
        # The dev profile: merged on top of application.yml (deli build --profile dev).
        server:
          port: 8081

        """

    static let prodProperties = """
        # The prod profile: merged on top of application.yml (deli build --profile prod).
        server:
          host: 0.0.0.0

        """
}
