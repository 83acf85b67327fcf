/// What libyaml's emitter decides about a scalar's text before choosing its style, for the texts
/// ``YAMLBlockEmitter`` writes itself: printable ASCII without line breaks (0x20–0x7E).
struct YAMLScalarAnalysis {
    /// The text's length in bytes (= columns).
    let length: Int
    /// A plain scalar in block context would read back as this text (no indicator where the
    /// parser would see one, no leading or trailing space).
    let allowsPlain: Bool

    /// Nil when the text holds anything but printable ASCII (libyaml may quote or escape it).
    init?(_ text: String) {
        var indicated = false
        var count = 0
        var previous: UInt8 = 0x20
        var iterator = text.utf8.makeIterator()
        var current = iterator.next()
        while let byte = current {
            guard byte >= 0x20, byte <= 0x7E else { return nil }
            let next = iterator.next()
            let followedBySpace = next == nil || next == 0x20
            if count == 0 {
                indicated = Self.isLeadingIndicator(byte, followedBySpace: followedBySpace)
            } else if (byte == UInt8(ascii: ":") && followedBySpace) || (byte == UInt8(ascii: "#") && previous == 0x20)
            {
                indicated = true
            }
            previous = byte
            count += 1
            current = next
        }
        length = count
        let bytes = text.utf8
        let isMarker = count >= 3 && (bytes.starts(with: "---".utf8) || bytes.starts(with: "...".utf8))
        let hasOuterSpace = bytes.first == 0x20 || (count > 0 && previous == 0x20)
        allowsPlain = !indicated && !isMarker && !hasOuterSpace
    }

    /// Whether the first character makes a plain scalar read as something else: a flow or block
    /// indicator, a comment, a tag, an anchor, a quote; `?`, `:` and `-` only before a space.
    private static func isLeadingIndicator(_ byte: UInt8, followedBySpace: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"):
            return true
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "-"):
            return followedBySpace
        default:
            return false
        }
    }
}
