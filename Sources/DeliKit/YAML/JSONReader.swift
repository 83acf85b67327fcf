/// Reads a JSON property file into the same ``YAMLNode`` tree YAML files produce.
///
/// ``JSONValidator`` decides whether the text is valid JSON (and names the first problem when it
/// is not); ``JSONTreeWalker`` then builds the tree, so keys keep their order and every value
/// knows its line and column.
public enum JSONReader {
    /// Reads `bytes`, naming `file` in every location.
    public static func read(_ bytes: [UInt8], file: String) -> YAMLReadResult {
        var bytes = bytes
        // A byte order mark some editors write is read as spaces, so every offset stays the same.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.replaceSubrange(0..<3, with: [32, 32, 32]) }
        // An empty file (or one of white space only) is an empty mapping, as an empty YAML file is.
        if bytes.allSatisfy({ [9, 10, 13, 32].contains($0) }) { return YAMLReadResult(root: nil, diagnostics: []) }
        let map = SourceTextMap(file: file, bytes: bytes)
        if let problem = JSONValidator.problem(in: bytes) {
            return YAMLReadResult(
                root: nil, diagnostics: [.malformedJSON(problem.message, at: map.location(byteOffset: problem.offset))])
        }
        var walker = JSONTreeWalker(bytes: bytes, map: map)
        let root = walker.readDocument()
        return YAMLReadResult(root: root, diagnostics: walker.diagnostics)
    }
}

extension DiagnosticID {
    /// A property file that is not valid JSON.
    static let malformedJSON = DiagnosticID("C015")
}

extension Diagnostic {
    static func malformedJSON(_ problem: String, at location: SourceLocation) -> Diagnostic {
        .error(.malformedJSON, "malformed JSON: \(problem)", at: location)
    }
}
