/// Checks for the YAML 1.1 tags whose values stay text in a property tree: `!!binary` (base64,
/// line breaks and spaces allowed) and `!!timestamp` (`2001-12-14`, `2001-12-14t21:59:43.10-05:00`,
/// `2001-12-14 21:59:43.10 -5`, `2001-12-15T02:59:43.1Z`).
enum YAMLTaggedText {
    /// True when `text`, without its whitespace, is base64: groups of four characters of the
    /// base64 alphabet, with at most two `=` at the very end.
    static func isBase64(_ text: String) -> Bool {
        let characters = text.utf8.filter { ![9, 10, 13, 32].contains($0) }
        guard characters.count % 4 == 0 else { return false }
        let padding = characters.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return characters.dropLast(padding).allSatisfy { byte in
            let scalar = Unicode.Scalar(byte)
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "/"
        }
    }

    /// True when `text` is a YAML 1.1 timestamp: a date, optionally followed by a time.
    static func isTimestamp(_ text: String) -> Bool {
        var reader = TimestampReader(Array(text.utf8))
        guard reader.digits(4...4), reader.skip("-"), reader.digits(1...2), reader.skip("-"), reader.digits(1...2)
        else { return false }
        if reader.isAtEnd { return true }
        guard reader.skipAny(["T", "t", " ", "\t"]) else { return false }
        reader.skipSpaces()
        guard reader.digits(1...2), reader.skip(":"), reader.digits(2...2), reader.skip(":"), reader.digits(2...2)
        else { return false }
        if reader.skip(".") { _ = reader.digits(0...64) }
        reader.skipSpaces()
        if reader.isAtEnd || (reader.skip("Z") && reader.isAtEnd) { return true }
        guard reader.skipAny(["+", "-"]), reader.digits(1...2) else { return false }
        if reader.skip(":") { guard reader.digits(2...2) else { return false } }
        return reader.isAtEnd
    }
}
