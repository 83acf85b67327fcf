import Foundation

/// Computes every generated file of the diagnostics from their one source each: the id lists from
/// the `DiagnosticID` declarations under Sources/DeliKit, the explain texts from the pages in docs/.
struct DiagnosticsGenerator {
    var root: URL

    func files() throws -> [GeneratedFile] {
        let declarations = try DiagnosticDeclarationCollector(root: root).collect()
        let pages = try DiagnosticPagesRenderer.pages.map { page in
            try String(contentsOf: root.appendingPathComponent(page.0), encoding: .utf8)
        }
        return [DiagnosticListRenderer().render(declarations), try DiagnosticPagesRenderer().render(pages)]
    }

    /// The files whose committed text differs from the generated one.
    func staleFiles() throws -> [GeneratedFile] {
        try files().filter { file in
            (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) != file.text
        }
    }
}
