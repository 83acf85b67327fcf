import Foundation
import SyntheticProject

/// The runs a user makes one after another, as a watcher, a script or an IDE build makes them, on a
/// project whose files last changed long before: a first build, builds with nothing changed (right
/// after the build that wrote the factory, and once things settled), builds right after an edit.
struct UserSequence {
    /// The steps, in the order they run; the name is the row of the results table.
    static let steps = [
        "cold (no cache, no factory)", "no change, right after the run that wrote the factory",
        "no change, 4 s later", "one appended comment", "no change, right after the edit",
        "no change, 4 s after the edit", "a component added (declaration edit)",
        "no change, right after the declaration edit",
    ]

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
        return timings
    }

    private func build() -> Timing {
        ChildProcess.run(deli, ["build", "--quiet"], in: project)
    }

    /// Adds a component, `Extra<round>`, to the declaration file: the graph, the checks and the
    /// factory change.
    private func addComponent(_ round: Int) {
        FileEdits.append("\nfinal class Extra\(round): Component {\n    init() {}\n}\n", to: declarationFile)
    }
}
