/// Where a ``ScanCache`` was loaded from: the checksum and size of its cache file, and how much of
/// its log was applied (see ``DiskScanCache``).
public struct ScanCacheOrigin: Sendable {
    /// The last bytes of the cache file (its checksum): a log record applies to this file only.
    var base: [UInt8]
    var baseSize: Int
    var logSize: Int
    /// False when a log record could not be read: the next save rewrites the cache.
    var isLogIntact: Bool
}
