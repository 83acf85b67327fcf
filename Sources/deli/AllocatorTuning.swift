#if canImport(Glibc)
    import Glibc
#endif

/// How glibc's allocator treats one short run of `deli`.
///
/// By default glibc gives every block over 128 KB a mapping of its own, unmapped when it is freed,
/// and hands the top of the heap back to the system once 128 KB of it are free; each later block
/// then starts on fresh pages, which the kernel zeroes on first touch. A run makes and drops many
/// blocks of megabytes (file contents, texts, caches), so it keeps freed memory in its heap for the
/// next ones. `mallopt` is looked up at run time (the Swift module of the C library leaves out
/// `malloc.h`); elsewhere, or when it is missing, nothing changes.
enum AllocatorTuning {
    /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` of glibc's `malloc.h`.
    private static let trimThreshold: Int32 = -1
    private static let mappingThreshold: Int32 = -3

    static func apply() {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(mappingThreshold, 64 << 20)
            _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }
}
