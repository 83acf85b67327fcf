import DeliKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the stamps of the outputs a run just wrote provable to the next run.
///
/// A stamp taken in the clock tick the file was written in proves nothing (another write in that
/// tick leaves the same stamp; see ``StampTrust``), so the next run would read and hash each output
/// deli itself just wrote. When the file system stamps finely (a window of at most
/// ``longestWait``), the writing run instead waits until the window has passed, then reads each such
/// output again: one that still holds its text is stamped anew, after that moment, and the next run
/// trusts it; one that does not is left out, and the next run checks it.
struct OutputSettler {
    let fileSystem: LocalFileSystem
    /// The longest the run waits (nanoseconds): two ticks of a 4 ms clock, with room to spare.
    static let longestWait: Int64 = 20_000_000

    /// `entries`, those too recent to trust checked again once their window has passed, and the time
    /// the stamps of the result were taken after (the `startedAt` of their trust). `texts` are the
    /// texts the run wrote, by path, when it holds them.
    func settle(_ entries: [OutputStamps.Entry], startedAt: Int64, texts: [String: String] = [:])
        -> (entries: [OutputStamps.Entry], startedAt: Int64)
    {
        let window = StampTrust.window(stamps: entries.map(\.stamp), resolution: fileSystem.timestampResolution())
        let recent = entries.filter { $0.stamp.lastChange >= startedAt - window }
        guard !recent.isEmpty, window <= Self.longestWait else { return (entries, startedAt) }
        let latest = recent.map(\.stamp.lastChange).max()!
        wait(until: latest + window + 1)
        let checkedAt = fileSystem.currentTime()
        let settled = entries.compactMap { entry in
            entry.stamp.lastChange < startedAt - window ? entry : checked(entry, text: texts[entry.path])
        }
        return (settled, checkedAt)
    }

    /// The entry with the file's stamp now, when the file still holds the entry's text: compared
    /// byte for byte with `text` when the run holds it (hashing the megabytes of a factory cost
    /// several times more), else by its fingerprint.
    private func checked(_ entry: OutputStamps.Entry, text: String?) -> OutputStamps.Entry? {
        guard let bytes = try? fileSystem.readFile(at: entry.path) else { return nil }
        let holdsText = text.flatMap { Self.equal(bytes, $0) } ?? (ContentHash(bytes: bytes) == entry.hash)
        guard holdsText, let stamp = fileSystem.stamp(at: entry.path) else { return nil }
        return OutputStamps.Entry(path: entry.path, hash: entry.hash, stamp: stamp)
    }

    /// Whether `bytes` are `text`'s UTF-8; nil when the text's bytes are not contiguous.
    private static func equal(_ bytes: [UInt8], _ text: String) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { expected in
            bytes.withUnsafeBufferPointer { found in
                guard expected.count == found.count else { return false }
                guard let left = expected.baseAddress, let right = found.baseAddress else { return true }
                return memcmp(left, right, found.count) == 0
            }
        }
    }

    /// Sleeps until the file system's clock reads `time` (at most ``longestWait``).
    private func wait(until time: Int64) {
        let remaining = min(time - fileSystem.currentTime(), Self.longestWait)
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: 0, tv_nsec: Int(remaining))
        nanosleep(&request, nil)
    }
}
