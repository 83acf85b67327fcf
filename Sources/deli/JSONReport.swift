import DeliKit
import Foundation

/// The JSON reporter's document: one object with every diagnostic and, once the targets were
/// checked, the run's summary (`null` when the configuration could not be read).
///
/// ```json
/// {"diagnostics": [...], "summary": {"command": "build", "seconds": 0.04, "targets": [...]}}
/// ```
struct JSONReport: Encodable {
    var diagnostics: [Diagnostic]
    var summary: RunSummary?

    /// The document, keys sorted and pretty-printed so the bytes are stable apart from `seconds`.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"diagnostics\": [], \"summary\": null}" }
        return String(decoding: data, as: UTF8.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostics, forKey: .diagnostics)
        if let summary {
            try container.encode(summary, forKey: .summary)
        } else {
            try container.encodeNil(forKey: .summary)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case diagnostics, summary
    }
}
