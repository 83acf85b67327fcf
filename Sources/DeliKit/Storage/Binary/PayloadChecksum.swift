/// The 16 bytes that end every cache file and build record: two 64-bit words over every byte
/// before them, little-endian.
///
/// The words come from four lanes that each take every fourth 64-bit word of the payload, so that
/// the processor mixes four words at once: a chain through every word (as ``ContentHash`` is) took
/// a millisecond per four megabytes, and a run checks and writes several megabytes. Each step of a
/// lane, and the folding of the lanes and the byte count into each word, is invertible when the
/// other inputs are held, so a change within one 64-bit word of the payload always changes both
/// words; any other change (a cut, bytes added) goes unseen only if 128 bits agree by chance.
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
        let end = bytes.withUnsafeBytes { bytes in
            Result { () throws(BinaryFormatError) in try payloadEnd(of: bytes, from: start) }
        }
        return try end.get()
    }

    /// ``payloadEnd(of:from:)-([UInt8],_)`` of bytes where they are (a mapped file).
    public static func payloadEnd(of bytes: UnsafeRawBufferPointer, from start: Int = 0) throws(BinaryFormatError)
        -> Int
    {
        guard start >= 0, bytes.count - start >= byteCount else { throw .checksumMismatch }
        let end = bytes.count - byteCount
        let sum = words(of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        guard WordMix.word(bytes, at: end) == sum.first, WordMix.word(bytes, at: end + 8) == sum.second else {
            throw .checksumMismatch
        }
        return end
    }

    private static func checksum(of payload: ArraySlice<UInt8>) -> [UInt8] {
        let sum: (first: UInt64, second: UInt64) = payload.withUnsafeBytes { buffer in Self.words(of: buffer) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        for word in [sum.first, sum.second] {
            for shift in stride(from: UInt64(0), to: 64, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }
        return bytes
    }

    /// The two words of the checksum of `buffer`.
    private static func words(of buffer: UnsafeRawBufferPointer) -> (first: UInt64, second: UInt64) {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0, 0x082e_fa98_ec4e_6c89
        )
        let blocks = buffer.count / 32
        for block in 0..<blocks {
            let offset = block * 32
            lanes.0 = WordMix.fold(WordMix.word(buffer, at: offset), into: lanes.0)
            lanes.1 = WordMix.fold(WordMix.word(buffer, at: offset + 8), into: lanes.1)
            lanes.2 = WordMix.fold(WordMix.word(buffer, at: offset + 16), into: lanes.2)
            lanes.3 = WordMix.fold(WordMix.word(buffer, at: offset + 24), into: lanes.3)
        }
        // The last bytes, zero-padded to four words (the byte count tells the padding apart).
        let rest = blocks * 32
        lanes.0 = WordMix.fold(WordMix.paddedWord(buffer, at: rest), into: lanes.0)
        lanes.1 = WordMix.fold(WordMix.paddedWord(buffer, at: rest + 8), into: lanes.1)
        lanes.2 = WordMix.fold(WordMix.paddedWord(buffer, at: rest + 16), into: lanes.2)
        lanes.3 = WordMix.fold(WordMix.paddedWord(buffer, at: rest + 24), into: lanes.3)
        let count = UInt64(buffer.count)
        let first = [lanes.0, lanes.1, lanes.2, lanes.3].reduce(count) { WordMix.fold($1, into: $0) }
        let second = [lanes.3, lanes.2, lanes.1, lanes.0].reduce(~count) { WordMix.fold($1, into: $0) }
        return (WordMix.finish(first), WordMix.finish(second))
    }
}
