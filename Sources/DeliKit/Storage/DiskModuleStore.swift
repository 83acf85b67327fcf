/// Keeps what deli learns of dependency modules in one folder: `module-<name>.bin` (the module's
/// scan cache, in the format of ``DiskScanCache``) and `summary-<name>.bin` (its
/// ``ModuleSummary``), each written atomically. A file that cannot be used reads as nothing.
public struct DiskModuleStore: ModuleStorage {
    /// The folder holding the files; created on the first save.
    public let directory: String
    private let scans: DiskScanCache

    public init(
        directory: String, onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)? = nil
    ) {
        self.directory = directory
        // The scan caches of modules share the folder, under their own prefix.
        self.scans = DiskScanCache(directory: directory, prefix: "module-", onDiscard: onDiscard)
    }

    public func scanCache(of module: String) -> ScanCache? {
        scans.load(target: module)
    }

    public func save(_ cache: ScanCache, of module: String) {
        scans.save(cache, target: module)
    }

    public func summary(of module: String) -> ModuleSummary? {
        guard let bytes = CacheFile.load(at: "\(directory)/\(summaryName(module))") else { return nil }
        return try? ModuleSummary(binaryEncoded: bytes)
    }

    public func save(_ summary: ModuleSummary, of module: String) {
        CacheFile.replace(summaryName(module), in: directory, with: summary.binaryEncoded())
    }

    private func summaryName(_ module: String) -> String {
        CacheFile.name(prefix: "summary-", target: module, extension: "bin")
    }
}
