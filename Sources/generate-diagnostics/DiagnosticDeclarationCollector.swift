import Foundation

/// Finds every `static let name = DiagnosticID("CODE")` under a folder of Swift sources, in file
/// and line order. A code declared twice is an error that names both places.
struct DiagnosticDeclarationCollector {
    /// The repository root; ``folder`` is relative to it.
    var root: URL
    var folder = "Sources/DeliKit"

    private static let pattern = try! NSRegularExpression(
        pattern: #"static let ([A-Za-z_][A-Za-z0-9_]*) = DiagnosticID\("([CEW][0-9]{3})"\)"#)

    func collect() throws -> [DiagnosticDeclaration] {
        var found: [DiagnosticDeclaration] = []
        for path in try swiftFiles() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            found += declarations(in: text, file: path)
        }
        try checkUnique(found)
        return found.sorted { $0.code < $1.code }
    }

    func declarations(in text: String, file: String) -> [DiagnosticDeclaration] {
        var result: [DiagnosticDeclaration] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            guard let match = Self.pattern.firstMatch(in: line, range: range),
                let name = Range(match.range(at: 1), in: line), let code = Range(match.range(at: 2), in: line)
            else { continue }
            result.append(
                DiagnosticDeclaration(code: String(line[code]), name: String(line[name]), file: file, line: index + 1))
        }
        return result
    }

    private func swiftFiles() throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw GeneratorError("\(base.path): no such folder")
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    private func checkUnique(_ declarations: [DiagnosticDeclaration]) throws {
        var first: [String: DiagnosticDeclaration] = [:]
        for declaration in declarations {
            if let earlier = first[declaration.code] {
                throw GeneratorError(
                    "\(declaration.file):\(declaration.line): \(declaration.code) is already declared at "
                        + "\(earlier.file):\(earlier.line) (as '\(earlier.name)')")
            }
            first[declaration.code] = declaration
        }
    }
}
