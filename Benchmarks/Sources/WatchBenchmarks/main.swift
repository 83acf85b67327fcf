import Foundation
import SyntheticProject

// What an edit costs under `deli watch` against a `deli build` per edit, side by side in one run:
//   swift build -c release --product deli && swift build -c release --product WatchBenchmarks
//   .build/release/WatchBenchmarks .build/release/deli [files] [edits]
// For 10% and 100% DI projects, two copies each: one gets a `deli build` after every edit, the
// other runs `deli watch`. Edits alternate between the copies. Each kind of edit is made `edits`
// times; the process's CPU time is the mean over them (the watcher's is read from /proc in clock
// ticks of 10 ms, so it is summed over all the edits of a kind). The cold run is a `deli build`
// without cache or factory on a third copy (median of 3).

let numbers = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let deli = CommandLine.arguments.dropFirst().first(where: { Int($0) == nil }) else {
    fatalError("usage: WatchBenchmarks <deli> [files] [edits]")
}
let fileCount = numbers.first ?? 10_000
let edits = numbers.count > 1 ? numbers[1] : 20

/// The edits, in the order they are made; each kind `edits` times.
enum Edit: String, CaseIterable {
    case touch = "a file saved unchanged (stamp moved, same bytes)"
    case comment = "one appended comment"
    case declaration = "a component added (declaration edit)"
}

for fraction in [0.1, 1.0] {
    let project = SyntheticProject(
        fileCount: fileCount, diFraction: fraction, componentsPerDIFile: fraction < 1 ? 5 : 1)
    let stride = max(1, fileCount / max(1, project.diFileCount))
    let middle = (fileCount / 2) / stride * stride
    let base = "/tmp/deli-watch-bench-\(getpid())-\(Int(fraction * 100))"
    let folders = ["cold", "process", "watch"].map { base + "-" + $0 }
    for folder in folders { project.write(to: folder) }
    sleep(2)
    let cold = (0..<3).map { _ -> Double in
        for path in ["Sources/App/DeliFactory.swift", "Deli.resolved", ".build/deli-cache"] {
            try? FileManager.default.removeItem(atPath: folders[0] + "/" + path)
        }
        return ChildProcess.run(deli, ["build", "--quiet"], in: folders[0]).cpu
    }.sorted()[1]
    _ = ChildProcess.run(deli, ["build", "--quiet"], in: folders[1])
    let watch = WatchedProcess(deli: deli, project: folders[2])
    watch.waitForBuilds(1)
    usleep(500_000)
    var builds = 1
    print("\n\(fileCount) files, \(Int(fraction * 100))% DI: cold `deli build` \(Int(cold * 1000)) ms CPU")
    print("\n| edit (\(edits) of each) | `deli build` per edit | `deli watch` | watch / build | watch / cold |")
    print("|---|---:|---:|---:|---:|")
    for edit in Edit.allCases {
        var process = 0.0
        let before = watch.cpu
        for round in 1...edits {
            let declarationFile = SyntheticProject.sourcePath(middle)
            let commentFile = SyntheticProject.sourcePath(middle + 1)
            for folder in folders.dropFirst() {
                switch edit {
                case .touch: FileEdits.touch(folder + "/" + commentFile)
                case .comment: FileEdits.append("// edit \(round)\n", to: folder + "/" + commentFile)
                case .declaration:
                    FileEdits.append(
                        "\nfinal class Extra\(round): Component {\n    init() {}\n}\n",
                        to: folder + "/" + declarationFile)
                }
            }
            process += ChildProcess.run(deli, ["build", "--quiet"], in: folders[1]).cpu
            builds += 1
            watch.waitForBuilds(builds)
            // Lets the events of the watcher's own outputs arrive (they start no build).
            usleep(200_000)
        }
        let watched = (watch.cpu - before) / Double(edits)
        let perEdit = process / Double(edits)
        print(
            "| \(edit.rawValue) | \(Milliseconds.text(perEdit)) | \(Milliseconds.text(watched)) | "
                + "\(String(format: "%.2f", watched / perEdit)) | \(String(format: "%.1f%%", watched / cold * 100)) |")
    }
    watch.stop()
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
}
