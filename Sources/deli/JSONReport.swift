import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON reporter's summary of a run, printed on stderr once the targets were checked (the
/// diagnostics themselves are the JSON array on stdout):
///
/// ```json
/// {"summary": {"command": "build", "seconds": 0.04, "targets": [...]}}
/// ```
struct JSONReport: Encodable {
    var summary: RunSummary

    /// The document, keys sorted and pretty-printed so the bytes are stable apart from `seconds`.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"summary\": null}" }
        return String(decoding: data, as: UTF8.self)
    }
}
