/// Lists the identifiers a file mentions, with a byte scan that is far cheaper than parsing.
///
/// Used as a pre-filter: only files that mention a Deli name (or a name that refines one) are parsed.
enum IdentifierReader {
    static func identifiers(in text: String) -> Set<String> {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { identifiers(in: $0) } ?? []
    }

    static func identifiers(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var found = Set<String>()
        var index = 0
        while index < bytes.count {
            guard isHead(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isHead(bytes[index]) || isDigit(bytes[index]) { index += 1 }
            found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        return found
    }

    private static func isHead(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
