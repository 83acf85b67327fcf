#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GraphExporter {
    /// The keys of the JSON document, which has no room for a header comment.
    static let jsonKeys: Set<String> = ["name", "modules", "nodes", "edges"]

    /// True when `bytes` are a JSON object with exactly the keys of the graph document: a file
    /// `deli generate --type json --output` wrote and may replace.
    public static func isJSONGraph(_ bytes: [UInt8]) -> Bool {
        guard let object = try? JSONDecoder().decode([String: AnyValue].self, from: Data(bytes)) else { return false }
        return Set(object.keys) == jsonKeys
    }

    /// Any JSON value, read only to be skipped.
    private struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
