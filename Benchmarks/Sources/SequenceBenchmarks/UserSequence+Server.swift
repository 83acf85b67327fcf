import Foundation
import SyntheticProject

/// The steps with the `deli serve` that the first `deli build` starts, as deli runs by default: a
/// step's CPU time is its `deli build` processes' plus what the server used meanwhile. A deli that
/// starts no server builds each in its own process, and the server's share is nothing.
extension UserSequence {
    static let serverSteps = [
        "with its server: cold (the first build starts it)", "with its server: no change",
        "with its server: one appended comment", "with its server: a component added",
    ]

    /// The builds' environment: deli's default, with the server allowed even where `CI` is set.
    static let allowingServer = ProcessInfo.processInfo.environment.merging(["DELI_SERVER": "on"]) { $1 }

    /// The cold build that starts the server (the cache and factory removed first), then
    /// ``servedBuilds`` builds with nothing changed, as many each right after an appended comment,
    /// and as many each right after a component was added; the server is stopped at the end.
    func withServer(round: Int) -> [Timing] {
        for path in ["Sources/App/DeliFactory.swift", "Deli.resolved", ".build/deli-cache"] {
            try? FileManager.default.removeItem(atPath: project + "/" + path)
        }
        let cold = build(alone: false)
        let server = ServerProcess.find(in: project)
        defer { server?.stop() }
        let coldCPU = cold.cpu + (server?.cpu ?? 0)
        let edits: [((Int) -> Void)?] = [
            nil, { FileEdits.append("// served edit \(round) \($0)\n", to: commentFile) },
            { addComponent(round * 1_000 + $0) },
        ]
        return [Timing(wall: cold.wall, cpu: coldCPU)] + edits.map { edit in averaged(server: server, edit: edit) }
    }

    /// ``servedBuilds`` builds, each after `edit`, averaged; the server's CPU meanwhile included.
    private func averaged(server: ServerProcess?, edit: ((Int) -> Void)?) -> Timing {
        let before = server?.cpu ?? 0
        var total = Timing(wall: 0, cpu: 0)
        for build in 1...Self.servedBuilds {
            edit?(build)
            let timing = self.build(alone: false)
            total = Timing(wall: total.wall + timing.wall, cpu: total.cpu + timing.cpu)
            // Lets the events of the outputs the server wrote arrive, and be counted.
            usleep(300_000)
        }
        let count = Double(Self.servedBuilds)
        return Timing(wall: total.wall / count, cpu: (total.cpu + (server?.cpu ?? 0) - before) / count)
    }
}
