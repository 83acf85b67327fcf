import Foundation
import SyntheticProject

/// The runs a user makes one after another, as a watcher, a script or an IDE build makes them, on a
/// project whose files last changed long before: a first build, builds with nothing changed (right
/// after the build that wrote the factory, and once things settled), builds right after an edit,
/// each `deli build` in a process of its own (`DELI_SERVER=off`); then the same with the `deli serve`
/// the first `deli build` starts (deli's default); then `deli build`s served by a `deli watch`.
struct UserSequence {
    /// The steps, in the order they run; the name is the row of the results table.
    static let steps =
        [
            "cold (no cache, no factory)", "no change, right after the run that wrote the factory",
            "no change, 4 s later", "one appended comment", "no change, right after the edit",
            "no change, 4 s after the edit", "a component added (declaration edit)",
            "no change, right after the declaration edit",
        ] + serverSteps + ["served by a watch: no change", "served by a watch: a component added"]

    /// The environment of the builds in a process of their own.
    private static let alone = ProcessInfo.processInfo.environment.merging(["DELI_SERVER": "off"]) { $1 }

    /// How many builds each served step makes: a watch's CPU time is read in clock ticks of 10 ms,
    /// so it is summed over these and divided.
    static let servedBuilds = 10

    let deli: String
    let project: String
    let commentFile: String
    let declarationFile: String

    /// Runs every step once (the `round`th time: edits accumulate), returning one timing per step.
    func run(round: Int) -> [Timing] {
        for path in ["Sources/App/DeliFactory.swift", "Deli.resolved", ".build/deli-cache"] {
            try? FileManager.default.removeItem(atPath: project + "/" + path)
        }
        var timings = [build(), build()]
        sleep(4)
        timings.append(build())
        FileEdits.append("// edit \(round)\n", to: commentFile)
        timings += [build(), build()]
        sleep(4)
        timings.append(build())
        addComponent(round)
        timings += [build(), build()]
        return timings + withServer(round: round) + served(round: round)
    }

    /// The served steps: a `deli watch` started on the project (its first build is not timed), then
    /// ``servedBuilds`` `deli build`s with nothing changed and as many right after a component was
    /// added. A step's CPU time is its `deli build` processes' plus what the watch used meanwhile
    /// (the build it ran for each, and whatever the edit's events made it do), per build.
    private func served(round: Int) -> [Timing] {
        let watch = WatchedProcess(deli: deli, project: project)
        defer { watch.stop() }
        watch.waitForBuilds(1)
        usleep(500_000)
        return [nil, round].map { edit in
            let before = watch.cpu
            var client = Timing(wall: 0, cpu: 0)
            for build in 1...Self.servedBuilds {
                if let edit { addComponent(edit * 100 + build) }
                let timing = self.build()
                client = Timing(wall: client.wall + timing.wall, cpu: client.cpu + timing.cpu)
                // Lets the events of the outputs the watch wrote arrive (they start no build).
                usleep(300_000)
            }
            let count = Double(Self.servedBuilds)
            return Timing(wall: client.wall / count, cpu: (client.cpu + watch.cpu - before) / count)
        }
    }

    /// A `deli build` in a process of its own, or (`alone: false`) as deli runs by default.
    func build(alone: Bool = true) -> Timing {
        ChildProcess.run(
            deli, ["build", "--quiet"], in: project, environment: alone ? Self.alone : Self.allowingServer)
    }

    /// Adds a component, `Extra<round>`, to the declaration file: the graph, the checks and the
    /// factory change.
    func addComponent(_ round: Int) {
        FileEdits.append("\nfinal class Extra\(round): Component {\n    init() {}\n}\n", to: declarationFile)
    }
}
