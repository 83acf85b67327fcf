/// The 16 bytes that end every scan cache and build record: the two 64-bit hashes of
/// ``ContentHash`` over every byte before them, little-endian.
///
/// A decoder that only checks bounds and shapes accepts many damaged files (a changed letter in a
/// stored factory is still a valid string); with the checksum, any change to the payload, a
/// truncation or an appended byte is detected before a single value is trusted.
public enum PayloadChecksum {
    /// How many bytes the checksum adds.
    public static let byteCount = 16

    /// `payload` followed by its checksum.
    public static func appended(to payload: [UInt8]) -> [UInt8] {
        var bytes = payload
        seal(&bytes)
        return bytes
    }

    /// What `writer` holds followed by its checksum, leaving the writer empty: its buffer becomes the
    /// result, without a copy.
    static func sealed(_ writer: inout BinaryWriter) -> [UInt8] {
        var bytes = writer.takeBytes()
        seal(&bytes)
        return bytes
    }

    /// Appends the checksum of `bytes` to them, in place (a buffer nobody else holds is not copied).
    private static func seal(_ bytes: inout [UInt8]) {
        let sum = checksum(of: bytes[...])
        bytes.append(contentsOf: sum)
    }

    /// The bytes before the checksum, when the last ``byteCount`` bytes of `bytes` are the checksum
    /// of the rest; throws ``BinaryFormatError/checksumMismatch`` otherwise.
    public static func payload(of bytes: [UInt8]) throws(BinaryFormatError) -> [UInt8] {
        Array(bytes[..<(try payloadEnd(of: bytes))])
    }

    /// Where the payload that starts at `start` ends (the checksum follows it to the end of
    /// `bytes`), checked without copying it; throws ``BinaryFormatError/checksumMismatch`` when
    /// the checksum is not that of `bytes[start..<end]`.
    public static func payloadEnd(of bytes: [UInt8], from start: Int = 0) throws(BinaryFormatError) -> Int {
        guard start >= 0, bytes.count - start >= byteCount else { throw .checksumMismatch }
        let end = bytes.count - byteCount
        guard checksum(of: bytes[start..<end]).elementsEqual(bytes[end...]) else { throw .checksumMismatch }
        return end
    }

    private static func checksum(of payload: ArraySlice<UInt8>) -> [UInt8] {
        let hash = ContentHash(bytes: payload)
        return [hash.fnv, hash.mixed].flatMap { word in
            (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
        }
    }
}
