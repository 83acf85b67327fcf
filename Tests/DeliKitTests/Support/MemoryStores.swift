import Foundation

@testable import DeliKit

/// Records kept in memory, counting saves.
final class MemoryRecords: BuildRecordStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var records: [String: BuildRecord] = [:]
    private(set) var saves = 0

    func load(target: String) -> BuildRecord? {
        lock.withLock { records[target] }
    }

    func save(_ record: BuildRecord, target: String) {
        lock.withLock {
            records[target] = record
            saves += 1
        }
    }
}

/// Forwards to an in-memory disk and lists the Swift files read.
final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private var reads: [String] = []

    init(base: InMemoryFileSystem) {
        self.base = base
    }

    var sourceReads: [String] { lock.withLock { reads } }

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        if path.hasSuffix(".swift") { lock.withLock { reads.append(path) } }
        return try base.readFile(at: path)
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try base.contentsOfDirectory(at: path)
    }

    func itemKind(at path: String) -> FileItemKind? { base.itemKind(at: path) }
    func identity(at path: String) -> FileIdentity? { base.identity(at: path) }
    func stamp(at path: String) -> FileStamp? { base.stamp(at: path) }
    func currentTime() -> Int64 { base.currentTime() }
}

/// Scan caches kept in memory, counting saves.
final class MemoryScanCache: ScanCacheStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var caches: [String: ScanCache] = [:]
    private(set) var saves = 0
    private(set) var loads = 0

    func load(target: String) -> ScanCache? {
        lock.withLock {
            loads += 1
            return caches[target]
        }
    }

    func save(_ cache: ScanCache, target: String) {
        lock.withLock {
            caches[target] = cache
            saves += 1
        }
    }
}

/// Module scan caches and summaries kept in memory.
final class MemoryModuleStore: ModuleStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var scans: [String: ScanCache] = [:]
    private var summaries: [String: ModuleSummary] = [:]
    private var saved: [String] = []

    /// Every save so far, in order: `cache <module>` or `summary <module>`.
    var saves: [String] { lock.withLock { saved } }

    func scanCache(of module: String) -> ScanCache? {
        lock.withLock { scans[module] }
    }

    func save(_ cache: ScanCache, of module: String) {
        lock.withLock {
            scans[module] = cache
            saved.append("cache " + module)
        }
    }

    func summary(of module: String) -> ModuleSummary? {
        lock.withLock { summaries[module] }
    }

    func save(_ summary: ModuleSummary, of module: String) {
        lock.withLock {
            summaries[module] = summary
            saved.append("summary " + module)
        }
    }
}
