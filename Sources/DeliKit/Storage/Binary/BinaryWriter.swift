/// Appends values to a byte buffer in Deli's compact cache format: unsigned integers as LEB128
/// varints, signed ones zigzag-encoded, strings as a length and their UTF-8 bytes.
///
/// Strings written with ``writeShared(_:)`` go through a table, so a path or type name repeated a
/// thousand times costs its bytes once and a small index afterwards. The format has no field names
/// and no self-description: a ``BinaryReader`` must read values in the order they were written.
public struct BinaryWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var shared: [String: Int] = [:]
    /// When true, source locations are written without their line and column: the bytes then
    /// compare what was declared, not where (see ``ScanResult/declarationsFingerprint``).
    public var omitsPositions = false

    public init() {}

    /// Makes room for `count` bytes in all, so that writing up to them does not grow the buffer.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The bytes written, leaving the writer empty (so the caller holds the only reference to them).
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Forgets everything written (and the shared strings), keeping the buffer's capacity for reuse.
    public mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
        if !shared.isEmpty { shared = [:] }
    }

    /// An unsigned integer, 7 bits per byte, least significant group first.
    public mutating func write(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A count, then each 64-bit word in eight bytes, least significant first (for values whose bits
    /// are random, where a varint would take ten bytes), copied in one go.
    public mutating func writeFixedArray(_ values: [UInt64]) {
        write(UInt64(values.count))
        // Grow geometrically: reserving the exact size at every call would copy the buffer again
        // and again while a cache of thousands of entries is written.
        let needed = bytes.count + values.count * 8
        if needed > bytes.capacity { bytes.reserveCapacity(max(needed, bytes.capacity * 2)) }
        #if _endian(little)
            values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
            for value in values { Swift.withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        #endif
    }

    /// A signed integer, zigzag-encoded so small negative numbers stay short.
    public mutating func write(_ value: Int) {
        let wide = Int64(value)
        write(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Bytes as they are, without a length: a magic number the reader knows the size of.
    public mutating func writeRawBytes(_ raw: some Collection<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    public mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string that is likely to repeat: written in full the first time, as a table index after.
    public mutating func writeShared(_ value: String) {
        if let index = shared[value] {
            write(UInt64(index + 1))
            return
        }
        write(UInt64(0))
        write(value)
        shared[value] = shared.count
    }

    /// A presence flag, then the value when there is one.
    public mutating func writeOptional<T>(_ value: T?, _ writeValue: (inout BinaryWriter, T) -> Void) {
        write(value != nil)
        if let value { writeValue(&self, value) }
    }

    /// A count, then every element.
    public mutating func writeArray<T>(_ values: [T], _ writeElement: (inout BinaryWriter, T) -> Void) {
        write(UInt64(values.count))
        for value in values { writeElement(&self, value) }
    }

    /// A value that knows its own encoding.
    public mutating func write<T: BinaryCodable>(_ value: T) {
        value.encode(to: &self)
    }
}
