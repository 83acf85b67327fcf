import Foundation

/// Reads a JSON property file into the same ``YAMLNode`` tree YAML files produce.
///
/// Foundation's `JSONSerialization` decides whether the text is valid JSON (and names the
/// problem when it is not); a small position-aware walker then builds the tree, so keys keep
/// their order and every value knows its line and column.
public enum JSONReader {
    /// Reads `bytes`, naming `file` in every location.
    public static func read(_ bytes: [UInt8], file: String) -> YAMLReadResult {
        let map = SourceTextMap(file: file, bytes: bytes)
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            return YAMLReadResult(root: nil, diagnostics: [malformed(error, map: map, size: bytes.count)])
        }
        var walker = JSONTreeWalker(bytes: bytes, map: map)
        let root = walker.readDocument()
        return YAMLReadResult(root: root, diagnostics: walker.diagnostics)
    }

    private static func malformed(_ error: any Error, map: SourceTextMap, size: Int) -> Diagnostic {
        let info = (error as NSError).userInfo
        let description = (info[NSDebugDescriptionErrorKey] as? String) ?? "the data is not valid JSON"
        guard let range = description.range(of: " around character ") else {
            let trimmed = description.hasSuffix(".") ? String(description.dropLast()) : description
            let atEnd = trimmed.localizedCaseInsensitiveContains("end of file")
            return .malformedJSON(lowercasingFirst(trimmed), at: map.location(byteOffset: atEnd ? size : 0))
        }
        let digits = description[range.upperBound...].prefix { $0.isNumber }
        let offset = Int(digits) ?? 0
        let problem = lowercasingFirst(String(description[..<range.lowerBound]))
        return .malformedJSON(problem, at: map.location(byteOffset: offset))
    }

    private static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}

extension DiagnosticID {
    /// A JSON property file Foundation cannot parse.
    static let malformedJSON = DiagnosticID("C015")
}

extension Diagnostic {
    static func malformedJSON(_ problem: String, at location: SourceLocation) -> Diagnostic {
        .error(.malformedJSON, "malformed JSON: \(problem)", at: location)
    }
}
