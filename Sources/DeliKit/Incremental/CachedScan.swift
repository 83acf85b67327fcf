/// What the cache remembers about one file: its stamp when it was read, its content hash, what the
/// scanner found in it when it was parsed, and, when the pre-filter skipped it, the filter of its
/// identifiers (so a later run can tell whether a newly relevant name may appear in it without
/// reading it).
public struct CachedScan: Hashable, Sendable {
    public var hash: ContentHash
    public var result: ScanResult?
    /// The file's stamp, taken before it was read; nil when it could not be had.
    public var stamp: FileStamp?
    /// For a skipped file: its identifiers' filter. Nil for parsed files.
    public var bloom: IdentifierBloom?
    /// True when the file starts like a factory `deli build` generates.
    public var isGeneratedFactory: Bool

    public init(
        hash: ContentHash, result: ScanResult?, stamp: FileStamp? = nil, bloom: IdentifierBloom? = nil,
        isGeneratedFactory: Bool = false
    ) {
        self.hash = hash
        self.result = result
        self.stamp = stamp
        self.bloom = bloom
        self.isGeneratedFactory = isGeneratedFactory
    }
}
