import Foundation
import Testing

@testable import DeliKit

/// Every scenario runs against inotify (`polling: false`) and the polling fallback (`true`). Each
/// wait has a short timeout, so a watcher that misses an event fails the test instead of hanging.
/// Serialized: the timings are short, and two cores shared with other watchers would blur them.
@Suite(.serialized) struct DirectoryWatcherTests {
    private static let timeout = Duration.seconds(5)

    @Test(arguments: [false, true]) func writingAFileReportsExactlyThatPath(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        try write("let a = 2 // changed\n", to: root + "/A.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout) == WatchedChanges(paths: [root + "/A.swift"]))
    }

    @Test(arguments: [false, true]) func reportsCreatedRemovedAndRenamedFiles(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        try write("new", to: root + "/Sub/New.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/Sub/New.swift"])
        try FileManager.default.removeItem(atPath: root + "/Sub/B.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/Sub/B.swift"])
        try FileManager.default.moveItem(atPath: root + "/A.swift", toPath: root + "/Sub/Renamed.swift")
        #expect(
            watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/A.swift", root + "/Sub/Renamed.swift"])
    }

    /// A folder made after the start is watched; one moved in is reported with what it holds, and
    /// is watched with its sub-folders, under its new name once renamed again.
    @Test(arguments: [false, true]) func watchesFoldersCreatedOrMovedInLater(polling: Bool) throws {
        let root = try makeTree()
        let outside = try makeTemporaryFolder("deli-watch-outside-")
        defer { for path in [root, outside] { try? FileManager.default.removeItem(atPath: path) } }
        let watcher = makeWatcher(root, polling: polling)
        try FileManager.default.createDirectory(atPath: root + "/Made", withIntermediateDirectories: false)
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/Made"])
        try write("x", to: root + "/Made/X.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/Made/X.swift"])

        try FileManager.default.createDirectory(atPath: outside + "/Moved/Deep", withIntermediateDirectories: true)
        try write("f", to: outside + "/Moved/F.swift")
        try write("g", to: outside + "/Moved/Deep/G.swift")
        try FileManager.default.moveItem(atPath: outside + "/Moved", toPath: root + "/Moved")
        let movedIn = ["/Moved", "/Moved/F.swift", "/Moved/Deep", "/Moved/Deep/G.swift"].map { root + $0 }
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == Set(movedIn))
        try FileManager.default.moveItem(atPath: root + "/Moved", toPath: root + "/Sub/Renamed")
        let renamed = [
            "/Moved", "/Sub/Renamed", "/Sub/Renamed/F.swift", "/Sub/Renamed/Deep", "/Sub/Renamed/Deep/G.swift",
        ]
        // Polling sees the old paths inside go too; inotify reports only the folder moved away.
        let paths = watcher.waitForChanges(timeout: Self.timeout).paths.subtracting(movedIn.dropFirst())
        #expect(paths == Set(renamed.map { root + $0 }))
        try write("g, longer", to: root + "/Sub/Renamed/Deep/G.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + renamed[4]])
        try FileManager.default.moveItem(atPath: root + "/Sub/Renamed", toPath: outside + "/Out")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths.contains(root + "/Sub/Renamed"))
        try write("gone", to: outside + "/Out/Deep/G.swift")
        #expect(watcher.waitForChanges(timeout: .milliseconds(300)) == WatchedChanges())
    }

    @Test(arguments: [false, true]) func removingAFolderReportsWhatItHeld(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        try FileManager.default.removeItem(atPath: root + "/Sub")
        let expected = ["/Sub", "/Sub/B.swift", "/Sub/Deep", "/Sub/Deep/C.swift"].map { root + $0 }
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == Set(expected))
    }

    /// Hidden and excluded folders, old or new, report nothing; a visible write next to them does.
    @Test(arguments: [false, true]) func skipsHiddenAndExcludedFolders(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Given unnormalised, as a user might write it.
        let watcher = makeWatcher(root, polling: polling, excluding: [root + "/Sub/../Generated/"])
        try write("x", to: root + "/.build/X.swift")
        try write("y", to: root + "/Generated/Y.swift")
        try FileManager.default.createDirectory(atPath: root + "/.cache/New", withIntermediateDirectories: true)
        try write("z", to: root + "/.cache/New/Z.swift")
        try FileManager.default.createDirectory(atPath: root + "/Generated/New", withIntermediateDirectories: true)
        #expect(watcher.waitForChanges(timeout: .milliseconds(300)) == WatchedChanges())
        try write("y, again", to: root + "/Generated/Y.swift")
        try write("v", to: root + "/Visible.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout) == WatchedChanges(paths: [root + "/Visible.swift"]))
    }

    /// Writes spread over longer than one event batch (and one poll) come back in one call, as
    /// long as each follows the last within the quiet period.
    @Test(arguments: [false, true]) func quickWritesComeBackTogether(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        let names = ["/One.swift", "/Two.swift", "/Three.swift", "/Sub/Four.swift"]
        let writer = DispatchGroup()
        DispatchQueue.global().async(group: writer) {
            for name in names {
                try? write(name, to: root + name)
                usleep(40_000)
            }
        }
        let changes = watcher.waitForChanges(quietPeriod: .milliseconds(250), timeout: Self.timeout)
        writer.wait()
        #expect(changes == WatchedChanges(paths: Set(names.map { root + $0 })))
        #expect(watcher.waitForChanges(timeout: .milliseconds(200)) == WatchedChanges())
    }

    /// A file written all the time (a log under the project) does not hold the answer back: it
    /// comes after collecting for four quiet periods, though the folder was never quiet. (A quiet
    /// period of 300 ms: a writer thread held up by a loaded machine must not look like quiet.)
    @Test(arguments: [false, true]) func aFileWrittenAllTheTimeDoesNotHoldTheAnswerBack(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        let writer = DispatchGroup()
        DispatchQueue.global().async(group: writer) {
            for line in 0..<150 {
                try? write(String(repeating: "log line\n", count: line + 1), to: root + "/app.log")
                usleep(20_000)
            }
        }
        let start = ContinuousClock.now
        let changes = watcher.waitForChanges(quietPeriod: .milliseconds(300), timeout: Self.timeout)
        let elapsed = ContinuousClock.now - start
        // The writer, three seconds long, is still writing: the answer did not wait for quiet.
        let stillWriting = writer.wait(timeout: .now()) == .timedOut
        writer.wait()
        #expect(changes.paths == [root + "/app.log"])
        #expect(stillWriting && elapsed >= .milliseconds(1100), "\(elapsed)")
    }

    /// Paths start with the root as it was given, and are excluded by their normalised form.
    @Test(arguments: [false, true]) func keepsRootsAsGiven(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = DirectoryWatcher(
            roots: [root + "/./"], excluding: [root + "/Generated"], polling: polling, pollInterval: .milliseconds(50))
        try write("y, again", to: root + "/Generated/Y.swift")
        try write("let a = 2 // changed\n", to: root + "/A.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout) == WatchedChanges(paths: [root + "/./A.swift"]))
    }

    /// A readable wake descriptor ends the wait at once, with what was collected so far (here: a
    /// change whose quiet period had not passed); one that stays unreadable ends nothing.
    @Test(arguments: [false, true]) func aReadableWakeDescriptorEndsTheWait(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }

        let quiet = watcher.waitForChanges(timeout: .milliseconds(300), wakingOn: ends[0])
        #expect(quiet == WatchedChanges() && !watcher.wasWoken)

        try write("let a = 3\n", to: root + "/A.swift")
        let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        let waker = Thread {
            Thread.sleep(forTimeInterval: polling ? 1.2 : 0.3)
            writeEnd.write(Data("x".utf8))
        }
        waker.start()
        let start = ContinuousClock.now
        let changes = watcher.waitForChanges(quietPeriod: .seconds(10), timeout: Self.timeout, wakingOn: ends[0])
        #expect(watcher.wasWoken)
        #expect(changes.paths == [root + "/A.swift"])
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test(arguments: [false, true]) func timesOutWhenNothingHappens(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        let start = ContinuousClock.now
        let changes = watcher.waitForChanges(timeout: .milliseconds(300))
        let elapsed = ContinuousClock.now - start
        #expect(changes == WatchedChanges(paths: [], isComplete: true))
        #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(5), "\(elapsed)")
    }

    @Test(arguments: [false, true]) func discardPendingDropsQueuedChanges(polling: Bool) throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = makeWatcher(root, polling: polling)
        try write("let a = 2 // changed\n", to: root + "/A.swift")
        try write("new", to: root + "/Sub/New.swift")
        watcher.discardPending()
        #expect(watcher.waitForChanges(timeout: .milliseconds(300)) == WatchedChanges())
        try write("after", to: root + "/After.swift")
        #expect(watcher.waitForChanges(timeout: Self.timeout).paths == [root + "/After.swift"])
    }

    @Test func pollsOnlyWhenAskedOnLinux() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let events = DirectoryWatcher(roots: [root], excluding: [root + "/Generated"])
        let polls = DirectoryWatcher(roots: [root], excluding: [root + "/Generated"], polling: true)
        #if os(Linux)
            #expect(!events.isPolling)
        #else
            #expect(events.isPolling)
        #endif
        #expect(polls.isPolling)
        // The root, Sub and Sub/Deep: neither .build nor Generated.
        #expect(events.folderCount == 3 && polls.folderCount == 3)
    }

    /// A.swift, Sub/B.swift, Sub/Deep/C.swift, .build/Old.swift and Generated/Old.swift.
    private func makeTree() throws -> String {
        let root = try makeTemporaryFolder("deli-watch-")
        for folder in ["/Sub/Deep", "/.build", "/Generated"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        for file in ["/A.swift", "/Sub/B.swift", "/Sub/Deep/C.swift", "/.build/Old.swift", "/Generated/Old.swift"] {
            try write("old", to: root + file)
        }
        return root
    }

    /// A watcher of `root`, with what the tree's own writes may still send dropped: a child process
    /// that another test started while one of those files was open closes it a moment later, and
    /// that close is an event of the tree's file (seen once in a full run, for `Generated/Old.swift`).
    private func makeWatcher(_ root: String, polling: Bool, excluding excluded: [String] = []) -> DirectoryWatcher {
        let watcher = DirectoryWatcher(
            roots: [root], excluding: excluded, polling: polling, pollInterval: .milliseconds(50))
        usleep(50_000)
        watcher.discardPending()
        return watcher
    }
}

/// Writes `text` in place (not atomically: an atomic write would report its temporary file too),
/// through a descriptor that no child process started meanwhile keeps open.
private func write(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
        throw CocoaError(.fileWriteUnknown)
    }
}
