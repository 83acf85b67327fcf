import Foundation
import SyntheticProject

// What an edit costs under `deli watch` against a `deli build` per edit, side by side in one run:
//   swift build -c release --product deli && swift build -c release --product WatchBenchmarks
//   .build/release/WatchBenchmarks .build/release/deli [files] [edits]
// For 10% and 100% DI projects, three copies each: one gets a `deli build` after every
// edit, one runs `deli watch`, and one runs `deli watch` too but gets a `deli build` right after
// every edit, which that watch builds for (its CPU time is the `deli build` process's plus the
// watch's). Each kind of edit is made `edits` times on every copy; the process's CPU time is the
// mean over them (a watch's is read from /proc in clock ticks of 10 ms, so it is summed over all
// the edits of a kind). The cold run is a `deli build` without cache or factory on a fourth copy
// (median of 3).

let numbers = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let deli = CommandLine.arguments.dropFirst().first(where: { Int($0) == nil }) else {
    fatalError("usage: WatchBenchmarks <deli> [files] [edits]")
}
let fileCount = numbers.first ?? 10_000
let edits = numbers.count > 1 ? numbers[1] : 20

/// The edits, in the order they are made; each kind `edits` times.
enum Edit: String, CaseIterable {
    case nothing = "nothing changed"
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
    let folders = ["cold", "process", "watch", "served"].map { base + "-" + $0 }
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
    let server = WatchedProcess(deli: deli, project: folders[3])
    watch.waitForBuilds(1)
    server.waitForBuilds(1)
    usleep(500_000)
    var builds = 1
    print("\n\(fileCount) files, \(Int(fraction * 100))% DI: cold `deli build` \(Int(cold * 1000)) ms CPU")
    print(
        "\n| edit (\(edits) of each) | `deli build` per edit | `deli watch` | `deli build` served by a watch "
            + "| watch / cold | served / cold |")
    print("|---|---:|---:|---:|---:|---:|")
    for edit in Edit.allCases {
        var process = 0.0
        var client = 0.0
        let (before, serverBefore) = (watch.cpu, server.cpu)
        for round in 1...edits {
            let declarationFile = SyntheticProject.sourcePath(middle)
            let commentFile = SyntheticProject.sourcePath(middle + 1)
            let make = { (folder: String) in
                switch edit {
                case .nothing: break
                case .touch: FileEdits.touch(folder + "/" + commentFile)
                case .comment: FileEdits.append("// edit \(round)\n", to: folder + "/" + commentFile)
                case .declaration:
                    FileEdits.append(
                        "\nfinal class Extra\(round): Component {\n    init() {}\n}\n",
                        to: folder + "/" + declarationFile)
                }
            }
            make(folders[1])
            make(folders[2])
            process += ChildProcess.run(deli, ["build", "--quiet"], in: folders[1]).cpu
            if edit != .nothing {
                builds += 1
                watch.waitForBuilds(builds)
            }
            // The served copy is edited last, right before its build: the watch has not built it yet.
            make(folders[3])
            client += ChildProcess.run(deli, ["build", "--quiet"], in: folders[3]).cpu
            // Lets the events of the watches' own outputs arrive (they start no build).
            usleep(200_000)
        }
        let watched = (watch.cpu - before) / Double(edits)
        let served = (server.cpu - serverBefore + client) / Double(edits)
        let perEdit = process / Double(edits)
        let watchText = edit == .nothing ? "—" : Milliseconds.text(watched)
        let watchShare = edit == .nothing ? "—" : String(format: "%.1f%%", watched / cold * 100)
        print(
            "| \(edit.rawValue) | \(Milliseconds.text(perEdit)) | \(watchText) | \(Milliseconds.text(served)) | "
                + "\(watchShare) | \(String(format: "%.1f%%", served / cold * 100)) |")
    }
    if server.builds != 1 { print("(the served watch also built \(server.builds - 1) times by itself)") }
    server.stop()
    watch.stop()
    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
}
