import DeliKit

/// Keeps the stamps of one target's output files between `deli build` runs (see ``OutputStamps``),
/// so an output that still holds the text to write is known without reading it, or loading the
/// text, when its stamp is the one recorded after the last run wrote or checked it.
struct OutputStampKeeper {
    let store: DiskBuildRecordStore?
    let target: String
    private let previous: OutputStamps?
    private let fileSystem = LocalFileSystem()
    /// When this run started looking at the outputs, by the file system's clock.
    private let startedAt: Int64
    private var entries: [OutputStamps.Entry] = []
    /// The texts this run wrote and holds, by path: settling compares a file with its text.
    private var written: [String: String] = [:]

    init(store: DiskBuildRecordStore?, target: String) {
        self.store = store
        self.target = target
        previous = store?.loadOutputs(target: target)
        startedAt = fileSystem.currentTime()
    }

    /// True when the file at `path` is proven to hold the text whose fingerprint is `hash`.
    mutating func provesUpToDate(_ path: String, hash: ContentHash) -> Bool {
        guard let previous, let stamp = fileSystem.stamp(at: path) else { return false }
        let entry = OutputStamps.Entry(path: path, hash: hash, stamp: stamp)
        guard previous.trusts(entry) else { return false }
        entries.append(entry)
        return true
    }

    /// Notes that the file at `path` now holds the text whose fingerprint is `hash` (written or
    /// checked by this run).
    mutating func note(_ path: String, hash: ContentHash, text: GeneratedText? = nil) {
        guard let stamp = fileSystem.stamp(at: path) else { return }
        entries.append(OutputStamps.Entry(path: path, hash: hash, stamp: stamp))
        if let text, text.isHeld { written[path] = text.text }
    }

    /// Saves the stamps noted by this run when they tell the next run something new. The outputs this
    /// run wrote are settled first (see ``OutputSettler``), so the next run trusts their stamps
    /// instead of reading and hashing them.
    func save() {
        guard let store else { return }
        let settled = OutputSettler(fileSystem: fileSystem).settle(entries, startedAt: startedAt, texts: written)
        let trustedBefore = fileSystem.trustedBefore(startedAt: settled.startedAt, stamps: settled.entries.map(\.stamp))
        let next = OutputStamps(entries: settled.entries, trustedBefore: trustedBefore)
        if previous.map({ $0.isOutdated(by: next) }) ?? true { store.saveOutputs(next, target: target) }
    }
}
