import Foundation
import Synchronization
import Testing

/// `deli watch` as a user runs it: it builds, builds again after each edit (also one that breaks and
/// one that mends the graph), ends the way the shell expects on Ctrl-C, and leaves what a fresh
/// `deli build --no-cache` writes.
@Suite struct WatchCLITests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
    }

    @Test(arguments: [false, true]) func buildsAfterEachEditAndAgreesWithAFreshBuild(polling: Bool) throws {
        let project = try Self.project()
        let watch = try WatchingDeli(in: project.url, polling: polling)
        defer { watch.stop() }
        try #require(watch.waitForBuilds(1))
        // Printed once the first build's summary is out: a busy machine can show the one without the other.
        #expect(watch.waitUntil(\.standardError, contains: "deli: watching "))
        let factory = "Sources/App/DeliFactory.swift"
        #expect(try project.read(factory).contains("EnglishGreeter"))

        // A new component: its own build, and the factory registers it.
        try project.write(
            CLITests.sources + "\nfinal class Clock: Component {\n    init() {}\n}\n", to: "Sources/App/App.swift")
        try #require(watch.waitForBuilds(2))
        #expect(try project.read(factory).contains("Clock"))

        // An edit that breaks the graph is reported, and the watch goes on.
        try project.write(
            CLITests.sources.replacingOccurrences(of: "Greeter, Component", with: "Component"),
            to: "Sources/App/App.swift")
        try #require(watch.waitForBuilds(3))
        // The diagnostics come through another pipe than the summary, read on another thread.
        #expect(watch.waitUntil(\.standardOutput, contains: "DELI-E001"))

        // Mended in a new file, in a folder made after the watch started. The folder and the file
        // are two events: a busy machine may build between them (still broken), then again.
        try project.write("extension EnglishGreeter: Greeter {}\n", to: "Sources/App/More/Greeting.swift")
        try #require(watch.waitForCleanBuild(after: 3))
        let watched = try project.read(factory)

        // Its own output starts no build.
        #expect(!watch.waitForBuilds(watch.summaries.count + 1, timeout: 1.5))
        watch.interrupt()
        #expect(watch.waitForExit())
        #expect(watch.process.terminationReason == .uncaughtSignal && watch.process.terminationStatus == SIGINT)

        // What the watch kept was written when it stopped: a build after it answers from its record.
        let after = try DeliProcess.run(["build"], in: project.url)
        #expect(after.standardError.contains("(nothing changed since the last run)"))
        let fresh = try DeliProcess.run(["build", "--no-cache", "--verbose"], in: project.url)
        #expect(fresh.status == 0)
        #expect(fresh.standardError.contains("deli: \(factory) is up to date\n"))
        #expect(try project.read(factory) == watched)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url.path + "/Sources/App")
        #expect(leftovers.sorted() == ["App.swift", "DeliFactory.swift", "More"])
    }

    /// Closing the terminal (SIGHUP) ends the watch the way Ctrl-C does. Started through `nohup`,
    /// which leaves the hangup ignored, the watch goes on until it is interrupted.
    @Test func aHangupEndsTheWatchUnlessItIsIgnored() throws {
        let project = try Self.project()
        let watch = try WatchingDeli(in: project.url, polling: true)
        defer { watch.stop() }
        try #require(watch.waitForBuilds(1))
        watch.send(SIGHUP)
        #expect(watch.waitForExit())
        #expect(watch.process.terminationReason == .uncaughtSignal && watch.process.terminationStatus == SIGHUP)

        let nohup = "/usr/bin/nohup"
        try #require(FileManager.default.isExecutableFile(atPath: nohup))
        let kept = try WatchingDeli(in: project.url, polling: true, launcher: nohup)
        defer { kept.stop() }
        try #require(kept.waitForBuilds(1))
        kept.send(SIGHUP)
        #expect(!kept.waitForExit(timeout: 1))
        kept.interrupt()
        #expect(kept.waitForExit())
        #expect(kept.process.terminationReason == .uncaughtSignal && kept.process.terminationStatus == SIGINT)
    }

    /// A delay below zero is a usage error, reported before anything is built or watched.
    @Test func aNegativeDelayIsAUsageError() throws {
        let project = try Self.project()
        let result = try DeliProcess.run(["watch", "--delay=-1"], in: project.url)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: --delay must be 0 or more milliseconds.\n"))
        #expect(!FileManager.default.fileExists(atPath: project.url.path + "/Sources/App/DeliFactory.swift"))
    }
}

/// A `deli watch --reporter json` process whose output is collected as it comes: each build prints
/// one JSON summary line on standard error.
final class WatchingDeli {
    /// What the process printed so far, filled by the pipes' handlers on their own threads.
    private final class Collected: Sendable {
        let texts = Mutex((standardOutput: "", standardError: ""))
    }

    let process = Process()
    private let output = Collected()

    /// With a `launcher` (`/usr/bin/nohup`), `deli` is started through it, with the launcher's
    /// signal dispositions.
    init(in directory: URL, polling: Bool, arguments: [String] = [], launcher: String? = nil) throws {
        let watch = ["watch", "--reporter", "json"] + (polling ? ["--poll"] : []) + arguments
        if let launcher {
            process.executableURL = URL(fileURLWithPath: launcher)
            process.arguments = [DeliProcess.executable.path] + watch
        } else {
            process.executableURL = DeliProcess.executable
            process.arguments = watch
        }
        process.currentDirectoryURL = directory
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        standardOutput.fileHandleForReading.readabilityHandler = { [output] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            output.texts.withLock { $0.standardOutput += text }
        }
        standardError.fileHandleForReading.readabilityHandler = { [output] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            output.texts.withLock { $0.standardError += text }
        }
        try process.run()
    }

    var standardOutput: String { output.texts.withLock { $0.standardOutput } }
    var standardError: String { output.texts.withLock { $0.standardError } }

    /// Waits until `count` builds have finished; false after `timeout` seconds.
    func waitForBuilds(_ count: Int, timeout: TimeInterval = 20) -> Bool {
        wait(timeout) { self.standardError.split(separator: "\n").filter { $0.hasPrefix("{") }.count >= count }
    }

    /// The JSON summaries printed so far, one per build (each starts with a line `{`).
    var summaries: [String] {
        var result: [String] = []
        for line in standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "{" {
                result.append("")
            }
            if !result.isEmpty { result[result.count - 1] += line + "\n" }
        }
        return result
    }

    /// Waits until a build after the first `count` has finished without an error; false after
    /// `timeout` seconds.
    func waitForCleanBuild(after count: Int, timeout: TimeInterval = 20) -> Bool {
        wait(timeout) {
            let summaries = self.summaries
            return summaries.count > count && summaries[summaries.count - 1].contains("\"errors\" : 0")
        }
    }

    /// Waits until `stream` (``standardOutput`` or ``standardError``) contains `text`; false after
    /// `timeout` seconds.
    func waitUntil(_ stream: KeyPath<WatchingDeli, String>, contains text: String, timeout: TimeInterval = 20) -> Bool {
        wait(timeout) { self[keyPath: stream].contains(text) }
    }

    func waitForExit(timeout: TimeInterval = 20) -> Bool {
        wait(timeout) { !self.process.isRunning }
    }

    func interrupt() { process.interrupt() }

    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    func stop() {
        if process.isRunning { process.terminate() }
    }

    private func wait(_ timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }
}
