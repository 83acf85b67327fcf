#if os(Linux)
    import Foundation
    import DeliKit
    import Synchronization
    import Testing

    @testable import deli

    /// `deli build` with no watch or server in its folder starts a `deli serve`, which builds for it and
    /// for every later `deli build` there, with what it keeps in memory, until it has been idle long
    /// enough; the builds it serves agree with builds run by themselves.
    @Suite struct ServerCLITests {
        private let factory = "Sources/App/DeliFactory.swift"
        private let clock = "\nfinal class Clock: Component {\n    init() {}\n}\n"

        /// This process's environment with servers allowed (also under CI) and `idle` seconds.
        static func allowing(idle: Int = 60) -> [String: String] {
            DeliProcess.environment.merging(["DELI_SERVER": "on", "DELI_SERVER_IDLE": String(idle)]) { $1 }
        }

        private func build(_ arguments: [String], in project: TemporaryProject, environment: [String: String])
            throws -> DeliProcess.Result
        {
            try DeliProcess.run(
                DeliProcess.executable, ["build"] + arguments, in: project.url, environment: environment)
        }

        @Test func aBuildStartsAServerThatServesTheBuildsAfterIt() throws {
            let project = try WatchCLITests.project()
            let environment = Self.allowing()
            let first = try build(["--verbose"], in: project, environment: environment)
            #expect(first.status == 0)
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            #expect(first.standardError.contains("wrote \(factory), wrote Deli.resolved\n"))

            // A declaration edit, then two edits within one clock tick: each build is the server's.
            try project.write(CLITests.sources + clock, to: "Sources/App/App.swift")
            let edited = try build(["--verbose"], in: project, environment: environment)
            #expect(Self.server(in: edited.standardError) == server)
            #expect(try project.read(factory).contains("Clock"))
            try project.write(CLITests.sources + clock + "// one\n", to: "Sources/App/App.swift")
            try project.write(CLITests.sources + "// two\n", to: "Sources/App/App.swift")
            let twice = try build(["--verbose"], in: project, environment: environment)
            #expect(Self.server(in: twice.standardError) == server)
            #expect(try !project.read(factory).contains("Clock"))
            let served = try project.read(factory)

            // A failing build: the same diagnostics and exit code as a build by itself.
            try project.write(
                CLITests.sources.replacingOccurrences(of: "Greeter, Component", with: "Component"),
                to: "Sources/App/App.swift")
            let failed = try build([], in: project, environment: environment)
            let alone = try build(["--no-server"], in: project, environment: environment)
            #expect(failed.status == 1 && alone.status == 1)
            #expect(failed.standardError == alone.standardError)

            try project.write(CLITests.sources + "// two\n", to: "Sources/App/App.swift")
            #expect(try build(["--quiet"], in: project, environment: environment).status == 0)
            #expect(try project.read(factory) == served)
            let fresh = try build(["--no-cache", "--verbose"], in: project, environment: environment)
            #expect(fresh.standardError.contains("deli: \(factory) is up to date\n"))
        }

        @Test func noServerIsStartedWhenTheEnvironmentOrTheOptionsSayNot() throws {
            let project = try WatchCLITests.project()
            var ci = DeliProcess.environment
            ci["DELI_SERVER"] = nil
            ci["CI"] = "true"
            let environments = [DeliProcess.environment, ci, Self.allowing().merging(["DELI_SERVER": "no"]) { $1 }]
            for environment in environments {
                for _ in 1...2 {
                    let result = try build(["--verbose"], in: project, environment: environment)
                    #expect(result.status == 0 && !result.standardError.contains("deli server"))
                }
            }
            for arguments in [["--no-server"], ["--no-cache"]] {
                let result = try build(arguments + ["--verbose"], in: project, environment: Self.allowing())
                #expect(result.status == 0 && !result.standardError.contains("deli server"))
            }
        }

        /// What the server kept is written to the cache folder when it ends, not after each build:
        /// a build by itself afterwards is answered from the record it wrote.
        @Test func aServerEndsOnceIdleAndLeavesWhatItKept() throws {
            let project = try WatchCLITests.project()
            let record = project.url.appendingPathComponent(".build/deli-cache/record-App.bin").path
            let first = try build(["--verbose"], in: project, environment: Self.allowing(idle: 1))
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            #expect(!FileManager.default.fileExists(atPath: record))
            #expect(Self.waitForEnd(of: server, seconds: 10))
            #expect(FileManager.default.fileExists(atPath: record))
            let alone = try build(["--no-server", "--verbose"], in: project, environment: Self.allowing())
            #expect(alone.standardError.contains("(nothing changed since the last run)"))
        }

        /// The outputs a served build wrote are settled after its answer (see ``LaterWork``): the
        /// stamps the next build reads prove them current, without reading them.
        @Test func aServedBuildSettlesItsOutputsOnceAnswered() throws {
            let project = try WatchCLITests.project()
            let environment = Self.allowing()
            let first = try build(["--verbose"], in: project, environment: environment)
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            try project.write(CLITests.sources + clock, to: "Sources/App/App.swift")
            let edited = try build(["--verbose"], in: project, environment: environment)
            #expect(Self.server(in: edited.standardError) == server)
            #expect(edited.standardError.contains("wrote \(factory)"))

            let store = DiskBuildRecordStore(
                directory: project.url.appendingPathComponent(".build/deli-cache").path, toolIdentity: "")
            let path = project.url.appendingPathComponent(factory).path
            let bytes = Array(try project.read(factory).utf8)
            let stamp = try #require(LocalFileSystem().stamp(at: path))
            let entry = OutputStamps.Entry(path: factory, hash: ContentHash(bytes: bytes), stamp: stamp)
            let deadline = Date().addingTimeInterval(10)
            while store.loadOutputs(target: "App").map({ $0.trusts(entry) }) != true && Date() < deadline {
                usleep(20_000)
            }
            #expect(store.loadOutputs(target: "App")?.trusts(entry) == true)
            let next = try build(["--verbose"], in: project, environment: environment)
            #expect(next.standardError.contains("\(factory) is up to date"))
        }

        /// A `deli build` that waits while the server builds and answers another one, and the work
        /// after that answer, is built with the edit made meanwhile: the server takes in the changes
        /// reported before each build, not only before the first of those waiting.
        @Test func aBuildWaitingBehindAnotherSeesTheEditMadeMeanwhile() throws {
            var files = ["deli.yml": "config:\n  App:\n    project: .\n    target: App\n"]
            files["Sources/App/App.swift"] = CLITests.sources
            // Enough components that the first build (cold, in a debug build) takes a while.
            for index in 0..<1_500 {
                files["Sources/App/Part\(index).swift"] =
                    "import Deli\nfinal class Part\(index): Component {\n    init() {}\n}\n"
            }
            let project = try TemporaryProject(files: files)
            let environment = Self.allowing()
            let first = Mutex<DeliProcess.Result?>(nil)
            let started = DispatchSemaphore(value: 0)
            let url = project.url
            let building = Thread {
                started.signal()
                let result = try? DeliProcess.run(
                    DeliProcess.executable, ["build", "--verbose"], in: url, environment: environment)
                first.withLock { $0 = result }
            }
            building.start()
            started.wait()
            // The server reads the sources early in its cold build; the edit and the second build
            // come while it is still at work.
            usleep(400_000)
            try project.write(CLITests.sources + clock, to: "Sources/App/App.swift")
            let second = try build(["--verbose"], in: project, environment: environment)
            while first.withLock({ $0 }) == nil { usleep(10_000) }
            let server = try #require(Self.server(in: second.standardError))
            defer { Self.stop(server) }
            #expect(second.status == 0)
            #expect(try project.read(factory).contains("Clock"), "\(second.standardError)")
        }

        @Test func aServerNoSecondBuildComesToEndsSoonAndOneItServesStays() throws {
            // Three seconds: on a machine busy with the other tests, the second build may come more
            // than one second after the first.
            let environment = Self.allowing().merging(["DELI_SERVER_FIRST_IDLE": "3"]) { $1 }
            let once = try WatchCLITests.project()
            let lone = try #require(
                Self.server(in: build(["--verbose"], in: once, environment: environment).standardError))
            defer { Self.stop(lone) }

            let twice = try WatchCLITests.project()
            let first = try build(["--verbose"], in: twice, environment: environment)
            let kept = try #require(Self.server(in: first.standardError))
            defer { Self.stop(kept) }
            let second = try build(["--verbose"], in: twice, environment: environment)
            #expect(Self.server(in: second.standardError) == kept)

            #expect(Self.waitForEnd(of: lone, seconds: 10))
            // Past its first idle time, the server a second build came to waits for --idle (60 s).
            #expect(!Self.waitForEnd(of: kept, seconds: 1))
        }

        @Test func aWatchStartedBesideAServerTakesItsBuildsOver() throws {
            let project = try WatchCLITests.project()
            let first = try build(["--verbose"], in: project, environment: Self.allowing())
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }

            let watch = try WatchingDeli(in: project.url, polling: false)
            defer { watch.stop() }
            try #require(watch.waitForBuilds(1))
            #expect(Self.waitForEnd(of: server, seconds: 10))
            try project.write(CLITests.sources + clock, to: "Sources/App/App.swift")
            let served = try build(["--verbose"], in: project, environment: Self.allowing())
            #expect(served.standardError.hasSuffix("deli: built by the deli watch of .build/deli-cache\n"))
            #expect(try project.read(factory).contains("Clock"))
        }

        @Test func theAnswersOfTheProtocolReadBack() {
            let answers: [BuildRequest.Answer] = [
                .exit(0), .exit(2), .refused("the deli server of x is busy"), .steppedDown,
            ]
            for answer in answers { #expect(BuildRequest.Answer(decoding: answer.encoded) == answer) }
            #expect(BuildRequest.Answer(decoding: Array("stepped-down".utf8)) == nil)
        }

        @Test func aBuildTheServerRefusesDoesNotKeepIt() throws {
            let environment = Self.allowing().merging(["DELI_SERVER_FIRST_IDLE": "2"]) { $1 }
            let project = try WatchCLITests.project()
            let first = try build(["--verbose"], in: project, environment: environment)
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            // Other build options: refused, built by itself; the server still waits for a second build.
            let other = try build(["--verbose", "--no-resolve-file"], in: project, environment: environment)
            #expect(
                other.standardError.contains("deli: the deli server of .build/deli-cache builds with other options"))
            #expect(Self.waitForEnd(of: server, seconds: 10))
        }

        /// A server ended by SIGTERM writes what it kept before it goes.
        @Test func aServerEndedBySIGTERMLeavesWhatItKept() throws {
            let project = try WatchCLITests.project()
            let record = project.url.appendingPathComponent(".build/deli-cache/record-App.bin").path
            let first = try build(["--verbose"], in: project, environment: Self.allowing())
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            #expect(!FileManager.default.fileExists(atPath: record))
            #expect(kill(server, SIGTERM) == 0)
            #expect(Self.waitForEnd(of: server, seconds: 10))
            #expect(FileManager.default.fileExists(atPath: record))
        }

        /// A stopped server (SIGSTOP, a debugger) is not waited for, and the message names it.
        @Test func aStoppedServerLeavesTheBuildToItself() throws {
            let project = try WatchCLITests.project()
            let first = try build(["--verbose"], in: project, environment: Self.allowing())
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            #expect(kill(server, SIGSTOP) == 0)
            defer { kill(server, SIGCONT) }
            try project.write(CLITests.sources + clock, to: "Sources/App/App.swift")
            let alone = try build(["--verbose"], in: project, environment: Self.allowing())
            #expect(alone.status == 0)
            #expect(
                alone.standardError.hasPrefix(
                    "deli: the deli server serving this folder is stopped (process \(server))\n"))
            #expect(try project.read(factory).contains("Clock"))
        }

        @Test func cleaningTheCacheEndsTheServer() throws {
            let project = try WatchCLITests.project()
            let first = try build(["--verbose"], in: project, environment: Self.allowing())
            let old = try #require(Self.server(in: first.standardError))
            defer { Self.stop(old) }
            #expect(try DeliProcess.run(["clean"], in: project.url).status == 0)
            #expect(Self.waitForEnd(of: old, seconds: 10))
            // What it kept is not written: the cache folder stays gone.
            let cache = project.url.appendingPathComponent(".build/deli-cache").path
            #expect(!FileManager.default.fileExists(atPath: cache))
            let next = try build(["--verbose"], in: project, environment: Self.allowing())
            let new = try #require(Self.server(in: next.standardError))
            defer { Self.stop(new) }
            #expect(new != old)
            #expect(
                next.standardError.contains(
                    "App: 2 components checked in profile default; Sources/App/DeliFactory.swift unchanged"))
        }

        @Test func aServerOfAnotherExecutableEndsAndTheNextBuildStartsItsOwn() throws {
            let project = try WatchCLITests.project()
            let environment = Self.allowing()
            let first = try build(["--verbose"], in: project, environment: environment)
            let old = try #require(Self.server(in: first.standardError))
            defer { Self.stop(old) }
            let copy = project.url.appendingPathComponent("deli-copy")
            try DeliProcess.copyExecutable(to: copy)

            let refused = try DeliProcess.runWritten(
                copy, ["build", "--verbose"], in: project.url, environment: environment)
            #expect(refused.status == 0)
            #expect(
                refused.standardError.contains(
                    "deli: the deli server of .build/deli-cache runs another deli executable"))
            #expect(Self.waitForEnd(of: old, seconds: 10))
            let next = try DeliProcess.run(copy, ["build", "--verbose"], in: project.url, environment: environment)
            let new = try #require(Self.server(in: next.standardError))
            defer { Self.stop(new) }
            #expect(new != old)
        }

        @Test func aSecondServerInTheSameFolderRefusesToStart() throws {
            let project = try WatchCLITests.project()
            let first = try build(["--verbose"], in: project, environment: Self.allowing())
            let server = try #require(Self.server(in: first.standardError))
            defer { Self.stop(server) }
            let second = try DeliProcess.run(["serve"], in: project.url)
            #expect(second.status == 2)
            #expect(second.standardError == "deli: another deli watch or server serves this folder\n")
            let uncached = try DeliProcess.run(["serve", "--no-cache"], in: project.url)
            #expect(uncached.status == 2)
            #expect(uncached.standardError == "deli: --no-cache keeps nothing to serve from\n")
        }

        @Test func theEnvironmentDecidesWhetherAndForHowLongAServerStarts() {
            let build = ["deli", "build"]
            func idle(_ environment: [String: String], _ arguments: [String] = build) -> Int? {
                ServerLauncher.idleSeconds(arguments: arguments) { environment[$0] }
            }
            #expect(idle([:]) == 600)
            #expect(idle(["DELI_SERVER_IDLE": "30"]) == 30)
            #expect(idle(["DELI_SERVER_IDLE": "0"]) == 1)
            #expect(idle(["DELI_SERVER_IDLE": "soon"]) == 600)
            for off in ["off", "OFF", "0", "no", "false"] { #expect(idle(["DELI_SERVER": off]) == nil) }
            #expect(idle(["CI": "true"]) == nil)
            #expect(idle(["CI": ""]) == 600)
            #expect(idle(["CI": "1", "DELI_SERVER": "on"]) == 600)
            #expect(idle([:], build + ["--no-cache"]) == nil)
            #expect(idle([:], build + ["--help"]) == nil)
            #expect(ServerLauncher.firstIdleSeconds { _ in nil } == 60)
            #expect(ServerLauncher.firstIdleSeconds { $0 == "DELI_SERVER_FIRST_IDLE" ? "5" : nil } == 5)
            #expect(ServerLauncher.firstIdleSeconds { $0 == "DELI_SERVER_FIRST_IDLE" ? "-3" : nil } == 1)
        }

        /// The process id in `--verbose`'s "built by the deli server of … (process N)".
        static func server(in standardError: String) -> pid_t? {
            guard let line = standardError.split(separator: "\n").last(where: { $0.contains("by the deli server of") }),
                let start = line.range(of: "(process ")?.upperBound, let end = line[start...].firstIndex(of: ")")
            else { return nil }
            return pid_t(line[start..<end])
        }

        /// True once `process` ended (gone, or a zombie not yet reaped) within `seconds`.
        private static func waitForEnd(of process: pid_t, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")"), !stat[stat.index(after: close)...].hasPrefix(" Z")
                else { return true }
                usleep(20_000)
            }
            return false
        }

        /// Ends the server `process` if it still runs (its command line says `serve`: an id that was
        /// given to another process since is left alone).
        static func stop(_ process: pid_t) {
            guard let command = try? String(contentsOfFile: "/proc/\(process)/cmdline", encoding: .utf8),
                command.split(separator: "\0").dropFirst().first == "serve"
            else { return }
            kill(process, SIGTERM)
            _ = waitForEnd(of: process, seconds: 10)
        }
    }
#endif
