/// Renders the diagnostics pages of docs/ as Swift string literals, so that `deli explain` prints
/// exactly what the pages say.
struct DiagnosticPagesRenderer {
    static let path = "Sources/DeliKit/Explain/DiagnosticDocs+Generated.swift"
    /// Each page, with the name of the property that holds it.
    static let pages = [("docs/diagnostics.md", "diagnostics"), ("docs/diagnostics-config.md", "diagnosticsConfig")]

    /// `texts` are the pages' contents, in the order of ``pages``.
    func render(_ texts: [String]) throws -> GeneratedFile {
        var lines = GeneratedFile.header(from: "docs/diagnostics.md and docs/diagnostics-config.md")
        lines += [
            "/// The diagnostics pages of docs/, compiled into deli so that `deli explain` prints their text.",
            "enum DiagnosticDocs {",
            "    static let pages: [(name: String, text: String)] = [",
        ]
        lines += Self.pages.map { "        (\"\($0.0)\", \($0.1))," }
        lines.append("    ]")
        for ((path, name), text) in zip(Self.pages, texts) {
            lines += ["", "    static let \(name) = ##\"\"\""]
            lines += try literalLines(text, path: path)
            lines.append("        \"\"\"##")
        }
        lines.append("}")
        return GeneratedFile(path: Self.path, text: lines.joined(separator: "\n") + "\n")
    }

    /// The page's lines, indented for a multi-line raw string; the last newline is the literal's end.
    private func literalLines(_ text: String, path: String) throws -> [String] {
        guard text.hasSuffix("\n") else { throw GeneratorError("\(path): the page must end with a newline") }
        guard !text.contains("\"\"\"##") else {
            throw GeneratorError("\(path): the page must not contain \"\"\"## (it would end the string)")
        }
        return text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "        " + $0
        }
    }
}
