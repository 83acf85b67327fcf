import DeliKit
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import SyntheticProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Scan benchmarks: `swift run -c release ScanBenchmarks [files] [repetitions]` from Benchmarks/.
// For 10% and 100% DI projects: parse-everything baseline, cold pipeline, warm (cached) pipeline,
// and three kinds of one-file edits; then a 20-module package built the way the plugin builds it.
// `ScanBenchmarks modules [files per module] [repetitions]` runs only the package case.

let modulesOnly = CommandLine.arguments.contains("modules")
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let fileCount = arguments.first ?? 10_000
let repetitions = arguments.count > 1 ? arguments[1] : 3

/// Reads every Swift file of the target and parses it with SwiftParser on all cores.
func parseEverything(_ paths: [String]) {
    let disk = LocalFileSystem()
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
        guard let bytes = try? disk.readFile(at: paths[index]) else { fatalError("unreadable \(paths[index])") }
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        precondition(tree.statements.count > 0)
    }
}

/// The whole `deli build` pipeline in process, with the caches the CLI uses (nothing else is
/// written): the per-file scan cache and the build record, both in `cacheDirectory` when given.
func pipeline(_ configPath: String, cacheDirectory: String?) {
    let scanCache = cacheDirectory.map { DiskScanCache(directory: $0) }
    let records = cacheDirectory.map { DiskBuildRecordStore(directory: $0) }
    let outcome = DeliPipeline(fileSystem: LocalFileSystem(), scanCache: scanCache, buildRecords: records)
        .run(configPath: configPath)
    precondition(!outcome.hasConfigurationErrors && !outcome.hasCheckErrors, "\(outcome.allDiagnostics)")
    precondition(outcome.targets.first?.factorySource != nil)
}

func run(diFraction: Double, perFile: Int) {
    let project = SyntheticProject(fileCount: fileCount, diFraction: diFraction, componentsPerDIFile: perFile)
    let directory = "/tmp/deli-scan-bench-\(getpid())-\(Int(diFraction * 100))"
    let bytes = project.write(to: directory)
    let paths = project.files.map { directory + "/" + $0.path }.filter { $0.hasSuffix(".swift") }
    let config = directory + "/deli.yml"
    let warm = directory + "/.build/deli-cache"
    let cold = directory + "/.build/deli-cache-cold"
    let edited = directory + "/.build/deli-cache-edited"
    // The edited case works on its own copy, so the warm case's files stay untouched.
    let copy = directory + "-edited"
    _ = project.write(to: copy)
    let editedConfig = copy + "/deli.yml"
    // The DI file nearest the middle (body edits), another DI file (declaration edits), and the file
    // after the first (comment edits; a plain one at 10% DI): each edit kind has its own file, so each
    // run sees only its own kind of change.
    let stride = max(1, fileCount / max(1, project.diFileCount))
    let middle = (fileCount / 2) / stride * stride
    let diFile = copy + "/" + SyntheticProject.sourcePath(middle)
    let otherFile = copy + "/" + SyntheticProject.sourcePath(middle + 1)
    let declarationFile = copy + "/" + SyntheticProject.sourcePath(middle + 2 * stride)
    let originals = Dictionary(
        uniqueKeysWithValues: [diFile, otherFile, declarationFile].map {
            ($0, try! String(contentsOfFile: $0, encoding: .utf8))
        })
    var edits = 0
    /// Rewrites `path` from its original text with the `edits`th change, then runs deli on the copy.
    func edit(_ path: String, _ change: (String, Int) -> String) {
        edits += 1
        try! change(originals[path]!, edits).write(toFile: path, atomically: false, encoding: .utf8)
        pipeline(editedConfig, cacheDirectory: edited)
    }
    pipeline(config, cacheDirectory: warm)  // fills the caches
    pipeline(editedConfig, cacheDirectory: edited)
    let times = interleavedMedians(
        [
            { parseEverything(paths) }, { pipeline(config, cacheDirectory: nil) },
            {
                _ = system("rm -rf '\(cold)'")
                pipeline(config, cacheDirectory: cold)
            },
            { pipeline(config, cacheDirectory: warm) },
            // A comment line added at the top of the next file (moves every declaration in it down).
            { edit(otherFile) { "// edit \($1)\n" + $0 } },
            // A string changed inside a component's method body.
            { edit(diFile) { text, n in text.replacingOccurrences(of: "-\\(step)", with: "-\\(step)-\(n)") } },
            // A stored property added to a component: its declarations change, so the graph is checked again.
            {
                edit(declarationFile) { text, n in
                    text.replacingOccurrences(
                        of: "    func describe", with: "    let tag\(n): Int = \(n)\n    func describe")
                }
            },
        ],
        repetitions: repetitions)
    let label = "\(fileCount) files, \(Int(diFraction * 100))% DI, \(project.componentCount) components"
    print("\(label), \(bytes / 1_000_000) MB of Swift, median of \(repetitions)")
    let names = [
        "parse everything", "deli, no cache", "deli cold", "deli warm", "edit: comment line on top",
        "edit: component body", "edit: component declaration",
    ]
    for (name, time) in zip(names, times) {
        print(pad(name, width: 30) + "wall \(format(time.wall)) s   cpu \(format(time.cpu)) s")
    }
    print(ratio("no cache / parse everything", times[1], times[0], percent: false))
    print(ratio("cold / parse everything", times[2], times[0], percent: false))
    print(ratio("warm / cold", times[3], times[2], percent: true))
    for (index, name) in ["comment on top", "component body", "declaration"].enumerated() {
        print(ratio("edit, \(name) / cold", times[4 + index], times[2], percent: true))
    }
    print("  run answered by the scan cache alone (no build record), by stage (wall, median of \(repetitions)):")
    let scanCache = DiskScanCache(directory: edited)
    for (name, seconds) in warmStages(configPath: editedConfig, cache: scanCache, repetitions: repetitions) {
        print(pad("  " + name, width: 32) + "\(format(seconds)) s")
    }
    _ = system("rm -rf '\(directory)' '\(copy)'")
}

func ratio(_ name: String, _ top: Timing, _ bottom: Timing, percent: Bool) -> String {
    let scale = percent ? 100.0 : 1.0
    let unit = percent ? "%" : "x"
    return pad(name, width: 30) + "wall \(format(scale * top.wall / bottom.wall))\(unit)   "
        + "cpu \(format(scale * top.cpu / bottom.cpu))\(unit)"
}

func pad(_ text: String, width: Int = 24) -> String {
    "  " + text + String(repeating: " ", count: max(0, width - text.count))
}
func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return "\(rounded)"
}

print("cores: \(sysconf(Int32(_SC_NPROCESSORS_ONLN)))")
if CommandLine.arguments.contains("edit-loop") {
    let fraction = CommandLine.arguments.last.flatMap(Double.init) ?? 0.1
    profileEdits(files: arguments.first ?? 10_000, loops: arguments.count > 1 ? arguments[1] : 20, fraction: fraction)
} else if CommandLine.arguments.contains("modules-warm") {
    profileWarmModules(files: arguments.first ?? 500, loops: arguments.count > 1 ? arguments[1] : 20)
} else if modulesOnly {
    runModules(modules: 20, files: arguments.first ?? 500, repetitions: arguments.count > 1 ? arguments[1] : 3)
} else {
    run(diFraction: 0.1, perFile: 5)
    run(diFraction: 1.0, perFile: 1)
    runModules(modules: 20, files: 500, repetitions: repetitions)
}
