import DeliKit

/// The text `deli why` prints for the answers of a ``DependencyQuery``.
struct WhyPrinter {
    let query: DependencyQuery

    /// A node's heading, the paths from the roots to it and what it needs.
    func explain(_ node: AppGraph.Node) -> String {
        var lines = [heading(node)]
        let (paths, truncated) = query.paths(to: node.id)
        let rooted = paths.filter { $0.count > 1 }
        if rooted.isEmpty {
            lines.append("  nothing needs it: it is a root (the app fetches it itself, or it asks through Inject)")
        } else {
            lines.append("  needed through \(count(rooted.count, "path")) from a root:")
            lines += rooted.map { "    " + $0.joined(separator: " -> ") }
            if truncated { lines.append("    … (only the first \(paths.count) are listed)") }
        }
        lines += needs(node)
        return lines.map { $0 + "\n" }.joined()
    }

    /// The components nothing asks for, one per line.
    func unused() -> String {
        let nodes = query.unused
        guard !nodes.isEmpty else { return "every component is needed by another one\n" }
        var lines = ["\(count(nodes.count, "component")) nothing asks for (roots the app fetches itself, or unused):"]
        lines += nodes.map { "  " + heading($0) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `error: no component 'Loger' in the graph; did you mean 'Logger'?`
    func notFound(_ type: String, qualifier: String?) -> String {
        var message = "error: no component is registered as '\(type)'"
        if let qualifier { message += " with qualifier '\(qualifier)'" }
        if qualifier == nil, let suggestion = query.suggestion(for: type) {
            message += "; did you mean '\(suggestion)'?"
        } else if let qualifier, let other = query.nodes(matching: type).first {
            message += " (it is registered with qualifier '\(other.qualifier)', not '\(qualifier)')"
        }
        return message
    }

    private func needs(_ node: AppGraph.Node) -> [String] {
        let direct = query.directNeeds(of: node.id)
        guard !direct.isEmpty else { return ["  needs nothing"] }
        var lines = ["  needs:"]
        lines += direct.map { "    " + $0.to + ($0.lazy ? " (after creation)" : "") }
        let all = query.allNeeds(of: node.id)
        if all.count > direct.count {
            lines.append("  needs in all (\(count(all.count, "component"))): " + all.joined(separator: ", "))
        }
        return lines
    }

    private func heading(_ node: AppGraph.Node) -> String {
        var details = [node.kind]
        if !node.scope.isEmpty { details.append(node.scope) }
        let location = node.location.isEmpty ? "" : " at \(node.location)"
        return "\(node.id) (\(details.joined(separator: ", ")))\(location)"
    }

    private func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
