/// Renders the lists of every id the core declares, so that no list of ids is kept by hand: the
/// configuration ids (`C0xx`) and the ids of the scan, graph and validation stages (`E0xx`, `W1xx`),
/// each in code order.
struct DiagnosticListRenderer {
    static let path = "Sources/DeliKit/Diagnostics/DiagnosticID+Generated.swift"

    func render(_ declarations: [DiagnosticDeclaration]) -> GeneratedFile {
        var lines = GeneratedFile.header(from: "the DiagnosticID declarations under Sources/DeliKit")
        lines.append("extension DiagnosticID {")
        lines += list(
            "configurationIDs", summary: "Every configuration id (`C0xx`) the core can emit, in code order.",
            declarations.filter { $0.kind == "C" })
        lines.append("")
        lines += list(
            "graphIDs", summary: "Every id of the scan, graph and validation stages (`E0xx`, `W1xx`), in code order.",
            declarations.filter { $0.kind != "C" })
        lines.append("}")
        return GeneratedFile(path: Self.path, text: lines.joined(separator: "\n") + "\n")
    }

    private func list(_ name: String, summary: String, _ items: [DiagnosticDeclaration]) -> [String] {
        ["    /// \(summary)", "    static let \(name): [DiagnosticID] = ["]
            + items.map { "        .\($0.name),  // \($0.code)" } + ["    ]"]
    }
}
