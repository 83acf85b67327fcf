/// What each byte can be in an identifier, as ``IdentifierReader`` reads one: a table lookup per
/// byte instead of three comparisons.
enum IdentifierByteClass {
    /// Starts or continues an identifier: a letter of either case, `_`, or a byte of a non-ASCII
    /// character.
    static let head: UInt8 = 2

    /// Continues an identifier but cannot start one: a digit.
    static let digit: UInt8 = 1

    /// The class of every byte value; zero for a byte that ends an identifier.
    static let table: [UInt8] = (0...255).map { classOf(UInt8($0)) }

    private static func classOf(_ byte: UInt8) -> UInt8 {
        if (byte | 0x20) &- 97 < 26 || byte == 95 || byte >= 128 { return head }
        return byte &- 48 < 10 ? digit : 0
    }
}
