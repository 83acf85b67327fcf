import Dispatch
import Foundation
import SwiftParser
import SyntheticProject

// The run sequences users have, measured through the `deli` executable as they run it:
//   swift build -c release --product deli && swift build -c release --product SequenceBenchmarks
//   .build/release/SequenceBenchmarks .build/release/deli [baseline-deli] [files] [rounds]
// For 10% and 100% DI projects whose files last changed a minute before the first run, each round
// runs `UserSequence` with each binary in turn (the baseline first in odd rounds, last in even
// ones), on its own copy of the project, each right after parsing that copy's files; the sequence
// ends with builds served by a `deli watch`, so they share the cold run they are divided by.
// Each step's median, and its ratio to the cold run, are printed; the cold run is also compared
// with parsing every file with SwiftParser on both cores (CPU time).

let paths = CommandLine.arguments.dropFirst().filter { Int($0) == nil }
let numbers = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let deli = paths.first else { fatalError("usage: SequenceBenchmarks <deli> [baseline deli] [files] [rounds]") }
let binaries = paths.count > 1 ? [("baseline", paths[1]), ("deli", deli)] : [("deli", deli)]
let fileCount = numbers.first ?? 10_000
let rounds = numbers.count > 1 ? numbers[1] : 3

func parseEverything(_ paths: [String]) {
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
        let text = try! String(contentsOfFile: paths[index], encoding: .utf8)
        precondition(Parser.parse(source: text).statements.count > 0)
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func percent(_ part: Double, of whole: Double) -> String { String(format: "%.1f%%", part / whole * 100) }

let fractions = [0.1, 1.0]
var sequences: [[UserSequence]] = []
var sourcePaths: [[String]] = []
for fraction in fractions {
    let project = SyntheticProject(
        fileCount: fileCount, diFraction: fraction, componentsPerDIFile: fraction < 1 ? 5 : 1)
    let stride = max(1, fileCount / max(1, project.diFileCount))
    let middle = (fileCount / 2) / stride * stride
    sequences.append(
        binaries.map { name, binary in
            let folder = "/tmp/deli-sequence-\(getpid())-\(Int(fraction * 100))-\(name)"
            project.write(to: folder)
            return UserSequence(
                deli: binary, project: folder, commentFile: folder + "/" + SyntheticProject.sourcePath(middle + 1),
                declarationFile: folder + "/" + SyntheticProject.sourcePath(middle))
        })
    sourcePaths.append(project.files.map(\.path).filter { $0.hasSuffix(".swift") })
}
print("wrote the projects; waiting 60 s so that every file last changed a minute before the first run")
sleep(60)

for (index, fraction) in fractions.enumerated() {
    var timings = Array(repeating: [[Timing]](), count: binaries.count)
    var parse: [Double] = []
    for round in 1...rounds {
        // Each binary's sequence starts right after every file of its own project was read (by the
        // parse), and the binaries take turns going first: a project left unread while the other
        // binary ran made the second binary's cold run up to a quarter slower, whichever it was.
        let order = round % 2 == 1 ? Array(binaries.indices) : binaries.indices.reversed()
        for which in order {
            let sequence = sequences[index][which]
            parse.append(Timing.of { parseEverything(sourcePaths[index].map { sequence.project + "/" + $0 }) }.cpu)
            timings[which].append(sequence.run(round: round))
        }
    }
    print("\n\(fileCount) files, \(Int(fraction * 100))% DI, median of \(rounds) rounds (CPU time; wall in brackets)")
    print("parse every file with SwiftParser, both cores: \(String(format: "%.3f s", median(parse)))")
    for (which, (name, _)) in binaries.enumerated() {
        let steps = UserSequence.steps.indices.map { step in
            Timing(wall: median(timings[which].map { $0[step].wall }), cpu: median(timings[which].map { $0[step].cpu }))
        }
        print("\n| \(name) | CPU | wall | CPU / cold |\n|---|---:|---:|---:|")
        for (step, timing) in steps.enumerated() {
            print(
                "| \(UserSequence.steps[step]) | \(timing.cpuText) | \(timing.wallText) | \(percent(timing.cpu, of: steps[0].cpu)) |"
            )
        }
        print("| cold / parse everything (CPU) | \(String(format: "%.2fx", steps[0].cpu / median(parse))) | | |")
    }
}
