/// What the cache remembers about one file: its content hash and, when the file was parsed, what
/// the scanner found in it (files the pre-filter skipped have no result).
public struct CachedScan: Hashable, Sendable {
    public var hash: ContentHash
    public var result: ScanResult?

    public init(hash: ContentHash, result: ScanResult?) {
        self.hash = hash
        self.result = result
    }
}
