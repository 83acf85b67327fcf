#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes to decode, in memory that stays where it is while they are read: a cache file mapped
/// read-only (``mapping(at:)``), or a buffer of their own (``init(copying:)``).
///
/// A file read into an array is copied by the kernel into fresh pages, which the kernel zeroes
/// first. Mapped, the bytes are the file's own pages in the page cache: nothing is zeroed or copied,
/// and a page is only touched when a decoder reads it.
///
/// Deli replaces a cache file by renaming a new file onto it and only ever appends to a log, so a
/// mapped file keeps its bytes while they are read. (Another program that cuts a cache file short
/// while a run reads it would stop that run with `SIGBUS`, as it would any program that maps
/// files, git with its index among them.)
public final class LoadedBytes: @unchecked Sendable {
    /// The first byte; nil when there are none.
    private let start: UnsafeMutableRawPointer?
    /// How many bytes there are.
    public let count: Int
    /// True when the bytes are a file's pages, which are never written.
    public let isMapped: Bool

    private init(start: UnsafeMutableRawPointer?, count: Int, isMapped: Bool) {
        self.start = start
        self.count = count
        self.isMapped = isMapped
    }

    /// A buffer of their own holding `bytes`.
    public convenience init(copying bytes: some Collection<UInt8>) {
        let count = bytes.count
        guard count > 0 else {
            self.init(start: nil, count: 0, isMapped: false)
            return
        }
        let start = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        let buffer = UnsafeMutableRawBufferPointer(start: start, count: count)
        let copied: Void? = bytes.withContiguousStorageIfAvailable {
            buffer.copyMemory(from: UnsafeRawBufferPointer($0))
        }
        if copied == nil { buffer.copyBytes(from: bytes) }
        self.init(start: start, count: count, isMapped: false)
    }

    /// `count` zero bytes in a buffer of their own, for a caller to fill through ``writableBytes``.
    convenience init(zeroedCount count: Int) {
        guard count > 0 else {
            self.init(start: nil, count: 0, isMapped: false)
            return
        }
        let start = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        start.initializeMemory(as: UInt8.self, repeating: 0, count: count)
        self.init(start: start, count: count, isMapped: false)
    }

    deinit {
        guard let start else { return }
        if isMapped { munmap(start, count) } else { start.deallocate() }
    }

    /// The bytes, valid as long as this object lives.
    public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: count) }

    /// `range` of the bytes in a buffer of their own, which ``writableBytes`` may change.
    func copy(_ range: Range<Int>) -> LoadedBytes {
        LoadedBytes(copying: UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// The bytes to write into; only a buffer of their own (never a mapped file) may be written.
    var writableBytes: UnsafeMutableRawBufferPointer {
        precondition(!isMapped, "a mapped file is never written")
        return UnsafeMutableRawBufferPointer(start: start, count: count)
    }

    /// The file at `path` mapped into memory, or read into a buffer when it cannot be mapped (a
    /// file that is not a regular file); nil when it cannot be opened or read.
    public static func mapping(at path: String) -> LoadedBytes? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
            let size = Int(exactly: info.st_size),
            let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | Self.populate, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            return (try? LocalFileSystem().readFile(at: path)).map { LoadedBytes(copying: $0) }
        }
        return LoadedBytes(start: address, count: size, isMapped: true)
    }

    /// Maps every page at once: a decoder reads the whole file, and one call costs less than a
    /// fault per page.
    #if os(Linux)
        private static let populate = MAP_POPULATE
    #else
        private static let populate: Int32 = 0
    #endif
}
