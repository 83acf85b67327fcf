import Foundation
import SyntheticProject

// What a `swift build` user pays for the plugin: a package of 20 modules × 100 files (10% DI) with
// `DeliPlugin` on every module, against the same package without the plugin, side by side:
//   swift build -c release --product deli
//   ../Scripts/make-artifact-bundle.sh --tool .build/release/deli /tmp/deli-bundle
//   swift build -c release --product PluginBuildBenchmarks
//   .build/release/PluginBuildBenchmarks /path/to/Deli /tmp/deli-bundle/deli.artifactbundle [files] [rounds]
// The plugin runs the prebuilt tool (`DELI_TOOL_BUNDLE`), so neither package compiles swift-syntax.
// Each round builds each package with nothing changed, then after one method-body edit in a leaf
// module (`M19`); the plugin's share is (with − without) / with, in wall and CPU time.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    fatalError("usage: PluginBuildBenchmarks <Deli package> <deli.artifactbundle> [files per module] [rounds]")
}
let deliPackage = arguments[0]
let bundle = arguments[1]
let filesPerModule = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
let environment = ProcessInfo.processInfo.environment.merging(["DELI_TOOL_BUNDLE": bundle]) { $1 }

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let variants = [true, false].map { usesPlugin in
    var package = SyntheticPackage(
        moduleCount: 20, filesPerModule: filesPerModule, diFraction: 0.1, componentsPerDIFile: 5)
    package.deliPackagePath = deliPackage
    package.usesPlugin = usesPlugin
    let folder = "/tmp/deli-plugin-build-\(getpid())-\(usesPlugin ? "plugin" : "plain")"
    package.write(to: folder)
    return (name: usesPlugin ? "with DeliPlugin" : "without the plugin", folder: folder)
}

func build(_ folder: String) -> Timing {
    ChildProcess.run("/usr/bin/env", ["swift", "build"], in: folder, environment: environment)
}

/// A method body of the leaf module `M19`, changed in place (same declarations).
func editLeaf(_ folder: String, round: Int) {
    let path = folder + "/Sources/M19/Group0/File1.swift"
    let text = try! String(contentsOfFile: path, encoding: .utf8)
    let edited = text.replacingOccurrences(
        of: "parts.append(", with: "parts.append(\"\(round)\" + ", options: [], range: text.range(of: "parts.append("))
    try! edited.write(toFile: path, atomically: false, encoding: .utf8)
}

let cold: [Timing] = variants.map { build($0.folder) }
print(
    "cold builds: "
        + zip(variants, cold).map { "\($0.name) \($1.wallText) wall, \($1.cpuText) CPU" }.joined(separator: "; "))
var noChange = Array(repeating: [Timing](), count: variants.count)
var edited = Array(repeating: [Timing](), count: variants.count)
for round in 1...rounds {
    for (index, variant) in variants.enumerated() {
        noChange[index].append(build(variant.folder))
        editLeaf(variant.folder, round: round)
        edited[index].append(build(variant.folder))
    }
}

print("\n20 modules × \(filesPerModule) files, median of \(rounds) rounds\n")
print("| swift build | with DeliPlugin (wall / CPU) | without (wall / CPU) | plugin's share (wall / CPU) |")
print("|---|---:|---:|---:|")
for (label, samples) in [("nothing changed", noChange), ("one body edit in M19", edited)] {
    let wall = samples.map { median($0.map(\.wall)) }
    let cpu = samples.map { median($0.map(\.cpu)) }
    let share = { (with: Double, without: Double) in String(format: "%.1f%%", (with - without) / with * 100) }
    print(
        "| \(label) | \(String(format: "%.2f s / %.2f s", wall[0], cpu[0])) | "
            + "\(String(format: "%.2f s / %.2f s", wall[1], cpu[1])) | \(share(wall[0], wall[1])) / \(share(cpu[0], cpu[1])) |"
    )
}
