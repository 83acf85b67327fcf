import DeliKit

/// What `deli init` prints: the package's targets, the files written and the exact lines that
/// attach Deli and its plugin in `Package.swift`.
struct InitReport {
    let template: ConfigurationTemplate
    let written: [String]
    /// Where the Deli package comes from: a URL or a local path (`--deli-package`).
    let deliSource: String

    var text: String {
        var lines = ["Targets in Package.swift:"]
        lines += template.survey.targets.map(targetLine)
        lines.append("")
        lines += written.map { "Wrote \($0)" }
        lines.append("")
        lines += packageLines
        lines += ["", "Then run `deli validate` (or `swift package deli-check`) to check the graph."]
        return lines.map { $0 + "\n" }.joined()
    }

    /// `.package(url: "…", from: "0.1.0")`, or `.package(name: "Deli", path: "…")` for a local path.
    private var packageDependency: String {
        let isRemote = deliSource.contains("://") || deliSource.hasPrefix("git@")
        return isRemote
            ? ".package(url: \"\(deliSource)\", from: \"\(DeliVersion.current)\")"
            : ".package(name: \"Deli\", path: \"\(deliSource)\")"
    }

    private func targetLine(_ target: PackageSurvey.Target) -> String {
        let chosen = template.chosen.contains(target)
        var facts = [target.importsDeli ? "imports Deli" : "does not import Deli"]
        if target.usesDeliPlugin { facts.append("uses DeliPlugin") }
        facts.append(
            chosen ? "entry '\(target.name)', class \(ConfigurationTemplate.className(for: target.name))" : "no entry")
        return "  \(target.name) (\(target.sourcesDirectory)): " + facts.joined(separator: ", ")
    }

    /// The package dependency (unless the manifest has one) and, per chosen target without the
    /// plugin, its product dependency and plugin.
    private var packageLines: [String] {
        let package = template.survey.deliPackage ?? "Deli"
        let needing = template.chosen.filter { !$0.usesDeliPlugin }
        guard !needing.isEmpty || template.survey.deliPackage == nil else {
            return ["Package.swift already attaches DeliPlugin to every target above."]
        }
        var lines = ["To check the graph and generate each factory in every `swift build`, edit Package.swift:"]
        if template.survey.deliPackage == nil {
            lines += [
                "", "  // in the package's `dependencies:`",
                "  " + packageDependency + ",",
            ]
        }
        for target in needing {
            lines += [
                "", "  // in the target \"\(target.name)\"",
                "  dependencies: [.product(name: \"Deli\", package: \"\(package)\")],",
                "  plugins: [.plugin(name: \"DeliPlugin\", package: \"\(package)\")]",
            ]
        }
        return lines
    }
}
