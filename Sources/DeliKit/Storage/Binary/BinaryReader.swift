/// Reads values written by a ``BinaryWriter``, in the same order.
///
/// Every read checks the bounds and the shape of what it reads and throws
/// ``BinaryFormatError`` on truncated or damaged input, so a broken cache file is rejected, never
/// trusted and never a crash.
///
/// The reader holds the ``LoadedBytes`` it reads, and reads them through a pointer into them that
/// lives as long as they do (which is why it is `@unchecked Sendable`: nothing writes those bytes).
public struct BinaryReader: @unchecked Sendable {
    /// Keeps the bytes where they are while the reader lives.
    public let storage: LoadedBytes
    /// The bytes of `storage`.
    private let bytes: UnsafeRawBufferPointer
    /// How many bytes have been read so far (where the next value starts).
    public private(set) var offset = 0
    /// Where reading stops: the end of `storage`, or of the part of it being read.
    private let end: Int
    private var shared: [String] = []

    /// A reader of a copy of `bytes`.
    public init(bytes: [UInt8]) {
        self.init(LoadedBytes(copying: bytes), offset: 0, end: bytes.count)
    }

    /// A reader of a copy of `bytes[offset..<end]`, whose offsets count from the start of `bytes`.
    public init(bytes: [UInt8], offset: Int, end: Int) {
        self.init(LoadedBytes(copying: bytes), offset: offset, end: end)
    }

    /// A reader of `storage[offset..<end]` alone, where the bytes are.
    public init(_ storage: LoadedBytes, offset: Int = 0, end: Int? = nil) {
        let end = end ?? storage.count
        precondition(0 <= offset && offset <= end && end <= storage.count, "the range lies inside the bytes")
        self.storage = storage
        self.bytes = storage.bytes
        self.offset = offset
        self.end = end
    }

    /// The byte at `offset` (which the caller checked is before `end`), read while the storage is
    /// certainly alive.
    @inline(__always)
    private func byte(at offset: Int) -> UInt8 {
        withExtendedLifetime(storage) { bytes[offset] }
    }

    /// True when every byte has been read.
    public var isAtEnd: Bool { offset == end }

    public mutating func readUInt64() throws(BinaryFormatError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw .damaged(at: offset) }
            let byte = byte(at: offset)
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// Words written by ``BinaryWriter/writeFixedArray(_:)``.
    public mutating func readFixedArray() throws(BinaryFormatError) -> [UInt64] {
        let count = try readCount()
        guard count <= (end - offset) / 8 else { throw .damaged(at: offset) }
        guard count > 0 else { return [] }
        let start = offset
        offset += count * 8
        return withExtendedLifetime(storage) {
            #if _endian(little)
                [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count * 8)]))
                    initialized = count
                }
            #else
                (0..<count).map {
                    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start + $0 * 8, as: UInt64.self))
                }
            #endif
        }
    }

    public mutating func readInt() throws(BinaryFormatError) -> Int {
        let raw = try readUInt64()
        let wide = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let value = Int(exactly: wide) else { throw .damaged(at: offset) }
        return value
    }

    /// A count or index: a non-negative integer no larger than the bytes left could describe.
    public mutating func readCount() throws(BinaryFormatError) -> Int {
        let raw = try readUInt64()
        guard raw <= UInt64(end - offset) else { throw .damaged(at: offset) }
        return Int(raw)
    }

    public mutating func readBool() throws(BinaryFormatError) -> Bool {
        guard offset < end, byte(at: offset) <= 1 else { throw .damaged(at: offset) }
        offset += 1
        return byte(at: offset - 1) == 1
    }

    /// Exactly `count` bytes as they are, e.g. a magic number written with
    /// ``BinaryWriter/writeRawBytes(_:)``.
    public mutating func readRawBytes(count: Int) throws(BinaryFormatError) -> [UInt8] {
        let range = try readRawRange(count: count)
        return withExtendedLifetime(storage) { Array(bytes[range]) }
    }

    /// Where the next `count` bytes lie in ``storage``, which they are left in (no copy).
    public mutating func readRawRange(count: Int) throws(BinaryFormatError) -> Range<Int> {
        guard count >= 0, count <= end - offset else { throw .damaged(at: offset) }
        offset += count
        return (offset - count)..<offset
    }

    public mutating func readString() throws(BinaryFormatError) -> String {
        let count = try readCount()
        let start = offset
        let text = withExtendedLifetime(storage) {
            Self.text(of: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)]))
        }
        guard let text else { throw .damaged(at: offset) }
        offset += count
        return text
    }

    /// The UTF-8 text of `buffer`, nil when it is not valid UTF-8. ASCII, the usual case, is
    /// decoded directly: the generic validating initialiser looks up type metadata at every call,
    /// which showed in loading a cache of thousands of files.
    private static func text(of buffer: UnsafeRawBufferPointer) -> String? {
        let units = buffer.assumingMemoryBound(to: UInt8.self)
        guard isASCII(buffer) else { return String(validating: units, as: UTF8.self) }
        return String(decoding: units, as: UTF8.self)
    }

    /// True when no byte has its high bit set, read eight bytes at a time.
    private static func isASCII(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var bits: UInt64 = 0
        let words = buffer.count / 8
        for index in 0..<words { bits |= buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
        for index in (words * 8)..<buffer.count { bits |= UInt64(buffer[index]) }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// A string written with ``BinaryWriter/writeShared(_:)``.
    /// The index of a repeat is bounded by the strings read so far, not by the bytes left.
    public mutating func readShared() throws(BinaryFormatError) -> String {
        let start = offset
        let index = try readUInt64()
        if index == 0 {
            let text = try readString()
            shared.append(text)
            return text
        }
        guard index <= UInt64(shared.count) else { throw .damaged(at: start) }
        return shared[Int(index) - 1]
    }

    public mutating func readOptional<T>(_ readValue: (inout BinaryReader) throws(BinaryFormatError) -> T)
        throws(BinaryFormatError) -> T?
    {
        try readBool() ? try readValue(&self) : nil
    }

    public mutating func readArray<T>(_ readElement: (inout BinaryReader) throws(BinaryFormatError) -> T)
        throws(BinaryFormatError) -> [T]
    {
        let count = try readCount()
        // Most lists are empty, and reserving room for none still made a new buffer for each.
        guard count > 0 else { return [] }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readElement(&self)) }
        return values
    }

    public mutating func read<T: BinaryCodable>(_ type: T.Type = T.self) throws(BinaryFormatError) -> T {
        try T(from: &self)
    }
}
