import DeliKit

/// Where runs keep what they learn for the next one: the scan cache, the build records (with the
/// source walks), the caches of dependency modules and the stamps of the files a build wrote. All
/// are in the cache folder next to the configuration (or at `--cache-path`); there are none with
/// `--no-cache`.
///
/// A `deli` process makes them once and uses them for one run; `deli watch` and `deli serve` make
/// them once for all their runs, with the scan cache and the records kept in memory in front of the
/// files and written to them when the process ends (``saveKept()``).
struct RunStores {
    var scanCache: (any ScanCacheStorage)?
    var records: (any BuildRecordStorage & WalkRecordStorage)?
    var modules: DiskModuleStore?
    var outputStamps: DiskBuildRecordStore?
    /// The cache folder, when there is one.
    var directory: String?
    /// Each target's components from the last run, in a process that runs many times.
    var componentMemos: ComponentMemos?
    /// What a run of a process that runs many times is done with, freed by the process once it has
    /// answered the build (see ``SpentValues``).
    var spentValues: SpentValues?

    /// The stores on disk for `options`, in their cache folder.
    static func onDisk(options: CommonOptions) -> RunStores {
        guard let directory = options.cacheDirectory else { return RunStores() }
        let onDiscard = CacheDiscardNote.reporter(verbose: options.verbose)
        let records = DiskBuildRecordStore(directory: directory, toolIdentity: toolIdentity, onDiscard: onDiscard)
        return RunStores(
            scanCache: DiskScanCache(directory: directory, onDiscard: onDiscard), records: records,
            modules: DiskModuleStore(directory: options.cache.moduleCachePath ?? directory, onDiscard: onDiscard),
            outputStamps: records, directory: directory)
    }

    /// The same stores, with the scan cache and the build records kept in memory between runs, the
    /// components of each run kept for the next, and a place for what each run is done with.
    func resident() -> RunStores {
        var stores = self
        stores.componentMemos = ComponentMemos()
        stores.spentValues = SpentValues()
        if let disk = scanCache as? DiskScanCache { stores.scanCache = ResidentScanCache(disk: disk) }
        if let disk = records as? DiskBuildRecordStore { stores.records = ResidentBuildRecords(disk: disk) }
        return stores
    }

    /// Writes the scan caches and records kept in memory that changed since they were on disk,
    /// unless the cache folder is gone (`deli clean` removed it while the process ran: it is not
    /// made again for what the process knew).
    func saveKept() {
        guard let directory, LocalFileSystem().itemKind(at: directory) == .directory else { return }
        (scanCache as? ResidentScanCache)?.saveKept()
        (records as? ResidentBuildRecords)?.saveKept()
    }

    /// The version plus the size and modification time of this executable, so that a rebuilt
    /// `deli` never replays what another build generated.
    static var toolIdentity: String {
        let stamp = ExecutablePath.current.flatMap { LocalFileSystem().stamp(at: $0) }
        return "\(DeliVersion.current) \(stamp.map { "\($0.size)-\($0.modified)" } ?? "unknown")"
    }
}
