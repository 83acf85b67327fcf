import Foundation
import Testing

@testable import DeliKit

/// Edits made in the same clock tick as the run before them keep a file's stamp (same size, same
/// time): the run after must still see them, and agree with a run without caches, whether the scan
/// cache is in memory, on disk with its log, or kept in memory in front of the disk (`deli watch`).
@Suite struct SameTickEditTests {
    enum Storage: CaseIterable {
        case memory, disk, resident
    }

    /// A session whose files were all written at `time`, then ran once at that time, with its scan
    /// cache in memory or in a temporary folder (returned, to delete).
    private static func session(_ storage: Storage, writtenAt time: Int64) -> (IncrementalBuildTests.Session, String?) {
        var session = IncrementalBuildTests.Session()
        var directory: String?
        if storage != .memory {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("deli-tick-\(UUID())").path
            let disk = DiskScanCache(directory: path)
            session.caches = storage == .disk ? disk : ResidentScanCache(disk: disk)
            directory = path
        }
        session.disk.time = time
        for (path, text) in IncrementalBuildTests.files { session.write(path, text) }
        _ = session.step(advance: 0)
        return (session, directory)
    }

    private static let consumer = IncrementalBuildTests.files["App/Consumer.swift"]!

    /// Nanosecond stamps: the tick is one nanosecond of the in-memory clock.
    @Test(arguments: Storage.allCases) func editsInTheTickOfTheLastRunAreSeen(storage: Storage) throws {
        var (session, directory) = Self.session(storage, writtenAt: 7)
        defer { directory.map { try? FileManager.default.removeItem(atPath: $0) } }
        // The same size at the same time: the stamp does not move.
        session.write("App/Consumer.swift", Self.consumer.replacingOccurrences(of: "\"run\"", with: "\"ran\""))
        let (body, bodyReads) = session.step(advance: 0)
        #expect(bodyReads.contains("App/Consumer.swift"))
        #expect(!body.hasErrors)
        session.write("App/Consumer.swift", Self.consumer.replacingOccurrences(of: "logger", with: "lodger"))
        let (declaration, _) = session.step(advance: 0)
        #expect(!declaration.isReplayed, "the stored property's name changed: the graph is built again")
        _ = session.step(advance: 1)
        let (settled, settledReads) = session.step(advance: 1)
        #expect(settled.isReplayed && settledReads == [], "one tick later every stamp is trusted")
    }

    /// Whole-second stamps: two seconds must pass before a stamp is trusted.
    @Test(arguments: Storage.allCases) func wholeSecondStampsWaitTwoSeconds(storage: Storage) throws {
        var (session, directory) = Self.session(storage, writtenAt: 5_000_000_000)
        defer { directory.map { try? FileManager.default.removeItem(atPath: $0) } }
        session.write("App/Consumer.swift", Self.consumer.replacingOccurrences(of: "\"run\"", with: "\"ran\""))
        let (_, sameSecond) = session.step(advance: 1_000_000_000)
        #expect(sameSecond.contains("App/Consumer.swift"), "a stamp one second old proves nothing yet")
        _ = session.step(advance: 2_000_000_000)
        let (_, later) = session.step(advance: 2_000_000_000)
        #expect(later == [])
    }

    @Test func theWindowFollowsTheStamps() {
        let fine = FileStamp(size: 1, modified: 1_500_000_000, changed: 1_500_000_000)
        let whole = FileStamp(size: 1, modified: 2_000_000_000, changed: 3_000_000_000)
        #expect(StampTrust.window(stamps: [fine, whole], resolution: 4_000_000) == 8_000_000)
        #expect(StampTrust.window(stamps: [whole, nil], resolution: 4_000_000) == 2_000_000_000)
        #expect(StampTrust.window(stamps: [nil], resolution: 1) == 2)
        #expect(StampTrust.trustedBefore(startedAt: 100, stamps: [fine], resolution: 10) == 80)
    }
}
