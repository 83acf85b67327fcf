#if os(Linux)
    import Foundation
    import Testing

    /// `deli build` while a `deli watch` of the same configuration runs: the watch builds for it,
    /// with what it keeps in memory, and the build prints and ends as it would have by itself. A
    /// build with other build options, from another executable or with `--no-server` builds by itself.
    @Suite struct ServedBuildCLITests {
        private let factory = "Sources/App/DeliFactory.swift"

        @Test(arguments: [false, true]) func theWatchBuildsForABuildAndAgreesWithAFreshBuild(polling: Bool) throws {
            let project = try WatchCLITests.project()
            // A long quiet period: the watch's own build of an edit cannot come before the request.
            let watch = try WatchingDeli(in: project.url, polling: polling, arguments: ["--delay", "2000"])
            defer { watch.stop() }
            try #require(watch.waitForBuilds(1))

            // An edit, and a build right after it: the watch builds it for the request.
            try project.write(
                CLITests.sources + "\nfinal class Clock: Component {\n    init() {}\n}\n", to: "Sources/App/App.swift")
            let served = try DeliProcess.run(["build", "--verbose"], in: project.url)
            #expect(served.status == 0)
            #expect(served.standardError.hasSuffix("deli: built by the deli watch of .build/deli-cache\n"))
            #expect(
                served.standardError.contains(
                    "App: 3 components checked in profile default; wrote \(factory), wrote Deli.resolved\n"))
            #expect(try project.read(factory).contains("Clock"))
            if !polling {
                // Events told the watch of the edit before it built: its own wait starts no other build.
                #expect(!watch.waitForBuilds(2, timeout: 3))
            }

            // A build that fails: the same diagnostics and exit code as a build of its own.
            try project.write(
                CLITests.sources.replacingOccurrences(of: "Greeter, Component", with: "Component"),
                to: "Sources/App/App.swift")
            let failed = try DeliProcess.run(["build"], in: project.url)
            let alone = try DeliProcess.run(["build", "--no-server"], in: project.url)
            #expect(failed.status == 1 && alone.status == 1)
            #expect(
                failed.standardError.hasPrefix(
                    "Sources/App/App.swift:8:19: error: no implementation of 'Greeter', needed by 'Welcome' [DELI-E001]\n"
                ))
            #expect(failed.standardError == alone.standardError)

            // JSON on the build's own standard output.
            try project.write(CLITests.sources, to: "Sources/App/App.swift")
            let json = try DeliProcess.run(["build", "--reporter", "json", "--verbose"], in: project.url)
            #expect(json.status == 0 && json.standardOutput == "[\n\n]\n")
            #expect(json.standardError.contains("deli: built by the deli watch of .build/deli-cache\n"))
            let watched = try project.read(factory)

            watch.interrupt()
            #expect(watch.waitForExit())
            let fresh = try DeliProcess.run(["build", "--no-cache", "--verbose"], in: project.url)
            #expect(fresh.status == 0)
            #expect(!fresh.standardError.contains("deli watch"))
            #expect(fresh.standardError.contains("deli: \(factory) is up to date\n"))
            #expect(try project.read(factory) == watched)
        }

        @Test func aStoppedWatchLeavesTheBuildToItself() throws {
            let project = try WatchCLITests.project()
            let watch = try WatchingDeli(in: project.url, polling: false, arguments: ["--delay", "2000"])
            defer { watch.stop() }
            try #require(watch.waitForBuilds(1))
            let watchID = watch.process.processIdentifier
            #expect(kill(watchID, SIGSTOP) == 0)
            defer { kill(watchID, SIGCONT) }

            // The build does not wait for a watch that runs nothing, and its streams end with it
            // (read to their end here, as a script or an IDE reads them; `timeout` ends a build that
            // waits, with SIGKILL 5 s after its SIGTERM, which a build under way finishes first).
            try project.write(
                CLITests.sources + "\nfinal class Clock: Component {\n    init() {}\n}\n", to: "Sources/App/App.swift")
            let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
            let alone = try DeliProcess.run(
                timeout, ["-k", "5", "30", DeliProcess.executable.path, "build", "--verbose"], in: project.url)
            #expect(alone.status == 0)
            #expect(
                alone.standardError.hasPrefix(
                    "deli: the deli watch serving this folder is stopped (process \(watchID))\n"))
            #expect(!alone.standardError.contains("built by"))
            #expect(try project.read(factory).contains("Clock"))

            // Each build that gave up stays in the stopped watch's queue of connections, which holds
            // 17: the builds after that do not wait for room in it either.
            for _ in 0..<19 {
                let queued = try DeliProcess.run(
                    timeout, ["-k", "5", "30", DeliProcess.executable.path, "build", "--quiet"], in: project.url)
                #expect(queued.status == 0)
            }

            // Continued, the watch serves builds again.
            #expect(kill(watchID, SIGCONT) == 0)
            let served = try DeliProcess.run(
                timeout, ["-k", "5", "30", DeliProcess.executable.path, "build", "--verbose"], in: project.url)
            #expect(served.status == 0)
            #expect(served.standardError.hasSuffix("deli: built by the deli watch of .build/deli-cache\n"))
        }

        @Test func otherBuildOptionsAnotherExecutableOrNoServerBuildByThemselves() throws {
            let project = try WatchCLITests.project()
            let watch = try WatchingDeli(in: project.url, polling: false)
            defer { watch.stop() }
            try #require(watch.waitForBuilds(1))
            let refused = "deli: the deli watch of .build/deli-cache "

            let options = try DeliProcess.run(["build", "--verbose", "--no-resolve-file"], in: project.url)
            #expect(options.status == 0)
            #expect(options.standardError.hasPrefix(refused + "builds with other options than this build's\n"))
            #expect(!options.standardError.contains("built by"))
            // The watch keeps what it made of the last request's arguments: the same ones are refused
            // again, and others are parsed afresh.
            let again = try DeliProcess.run(["build", "--verbose", "--no-resolve-file"], in: project.url)
            #expect(again.standardError.hasPrefix(refused + "builds with other options than this build's\n"))
            let served = try DeliProcess.run(["build", "--verbose"], in: project.url)
            #expect(served.status == 0)
            #expect(served.standardError.contains("deli: built by the deli watch of .build/deli-cache\n"))

            // The watch cannot parse a request for help: ArgumentParser answers it in the process.
            let help = try DeliProcess.run(["build", "--help"], in: project.url)
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("USAGE: deli build") && help.standardOutput.contains("--no-server"))

            let alone = try DeliProcess.run(["build", "--verbose", "--no-server"], in: project.url)
            #expect(alone.status == 0)
            #expect(!alone.standardError.contains("deli watch"))

            // A copy of the executable with another modification time is another build of deli.
            let folder = try TemporaryProject(files: [:])
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            let copy = folder.url.appendingPathComponent("deli")
            try DeliProcess.copyExecutable(to: copy)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: copy.path)
            let copied = try DeliProcess.runWritten(copy, ["build", "--verbose"], in: project.url)
            #expect(copied.status == 0)
            #expect(copied.standardError.hasPrefix(refused + "runs another deli executable ("))
            #expect(!copied.standardError.contains("built by"))
        }
    }
#endif
