/// The per-file scan results of one target, keyed by path and content hash.
///
/// A value: the core receives one (from a ``ScanCacheStorage``), looks results up, and returns the
/// updated cache for the caller to save. It never touches the disk. An entry is used only when both
/// the path and the content hash match, since a result holds paths and source locations; a cache
/// written by another tool or format version is never used at all.
public struct ScanCache: Hashable, Sendable {
    /// Bumped whenever the stored shape or the scanner's output for the same input changes.
    public static let formatVersion = 39

    public var toolVersion: String
    public var formatVersion: Int
    /// Every file of the target at the last run, by path. Changing it drops ``positions``.
    public var files: [String: CachedScan] {
        get { table.files }
        set {
            table = Table(newValue)
            positions = nil
        }
        _modify {
            // Moved out of a table no other copy holds, so that it changes in place.
            var files = isKnownUniquelyReferenced(&table) ? table.take() : table.files
            positions = nil
            defer { table = Table(files) }
            yield &files
        }
    }
    /// The entries, by path or in the order of a cache file (see ``Table``).
    private var table: Table
    /// How many entries ``files`` holds (counted without making it).
    var entryCount: Int { table.count }
    /// The names the last run found relevant (besides Deli's own): every skipped file mentions
    /// none of them, and no parsed file left out a declaration that mentions one.
    public var relevantNames: Set<String>
    /// A file's stamp is trusted (the file is not read) only when it last changed before this time
    /// (nanoseconds, see ``StampTrust``); 0 trusts none.
    public var trustedBefore: Int64
    /// Where a loaded cache came from in its storage, so that saving it again can append what
    /// changed instead of rewriting it; not part of the value (two caches with the same contents are
    /// equal wherever they came from).
    public var origin: ScanCacheOrigin?
    /// The entries of ``files`` in the order of the paths of the run that made this cache, or of its
    /// file (see ``Positions``); not part of the value, and dropped when ``files`` changes.
    var positions: Positions?

    /// An empty cache of the running tool and format version.
    public init(files: [String: CachedScan] = [:], relevantNames: Set<String> = [], trustedBefore: Int64 = 0) {
        self.init(toolVersion: DeliVersion.current, formatVersion: Self.formatVersion, files: files)
        self.relevantNames = relevantNames
        self.trustedBefore = trustedBefore
    }

    public init(toolVersion: String, formatVersion: Int, files: [String: CachedScan]) {
        self.toolVersion = toolVersion
        self.formatVersion = formatVersion
        self.table = Table(files)
        self.relevantNames = []
        self.trustedBefore = 0
    }

    /// A cache of the entries of `positions`, sorted by path; its ``files`` are made from them when
    /// asked for.
    init(positions: Positions, relevantNames: Set<String>, trustedBefore: Int64) {
        self.init(toolVersion: DeliVersion.current, formatVersion: Self.formatVersion, files: [:])
        table = Table(made: positions)
        self.positions = positions
        self.relevantNames = relevantNames
        self.trustedBefore = trustedBefore
    }

    /// Where each of `paths` is in ``positions``, when they hold all the cache's entries sorted by
    /// path (a cache loaded from a file) and every one of `paths`; nil otherwise.
    func positionIndices(of paths: [String]) -> [Int]? {
        guard let positions, positions.areSortedByPath else { return nil }
        var indices: [Int] = []
        indices.reserveCapacity(paths.count)
        for path in paths {
            guard let index = positions.index(of: path) else { return nil }
            indices.append(index)
        }
        return indices
    }

    /// The entries of a cache with ``positionIndices(of:)``, moved out (the cache is left empty),
    /// so that they change in place.
    mutating func takeEntries() -> Positions {
        defer {
            positions = nil
            table = Table([:])
        }
        return positions!
    }

    /// Makes `positions`, sorted by path, this cache's entries.
    mutating func setEntries(_ positions: Positions) {
        table = Table(made: positions)
        self.positions = positions
    }

    /// The table of entries, moved out: this cache is left with none, so that the caller holds the
    /// only reference to it (when no other copy of the cache shares it) and changes it in place.
    mutating func takeFiles() -> [String: CachedScan] {
        defer { files = [:] }
        return isKnownUniquelyReferenced(&table) ? table.take() : table.files
    }

    /// True when this cache was written by the running tool in the current format.
    public var isCurrent: Bool {
        toolVersion == DeliVersion.current && formatVersion == Self.formatVersion
    }

    /// The cached result for `path`, only when its contents still hash to `hash` and it was parsed.
    public func lookup(path: String, hash: ContentHash) -> ScanResult? {
        guard isCurrent, let entry = files[path], entry.hash == hash else { return nil }
        return entry.result
    }

    /// The cached results of every parsed file, sorted by path.
    public var results: [ScanResult] {
        files.values.compactMap(\.result).sorted { $0.path < $1.path }
    }
}

extension ScanCache {
    public static func == (lhs: ScanCache, rhs: ScanCache) -> Bool {
        lhs.toolVersion == rhs.toolVersion && lhs.formatVersion == rhs.formatVersion && lhs.files == rhs.files
            && lhs.relevantNames == rhs.relevantNames && lhs.trustedBefore == rhs.trustedBefore
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(toolVersion)
        hasher.combine(formatVersion)
        hasher.combine(files)
        hasher.combine(relevantNames)
        hasher.combine(trustedBefore)
    }
}
