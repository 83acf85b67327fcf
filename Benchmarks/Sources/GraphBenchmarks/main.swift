import DeliKit
import SyntheticProject

// What a run costs after the scan: `swift run -c release GraphBenchmarks CONFIG [REPETITIONS]`
// (a project from `WriteSyntheticProject`). The target is scanned once, then the graph and checks,
// the factory text and the resolved YAML are timed stage by stage, interleaved (median wall and
// CPU time). The outputs' sizes and digests let two builds be compared for byte-identical output.

let arguments = Array(CommandLine.arguments.dropFirst())
guard (1...2).contains(arguments.count), let repetitions = arguments.count == 2 ? Int(arguments[1]) : 9 else {
    fatalError("usage: GraphBenchmarks CONFIG [REPETITIONS]")
}
let disk = LocalFileSystem()
guard let target = ConfigurationLoader(fileSystem: disk).load(configPath: arguments[0]).targets.first else {
    fatalError("no target in \(arguments[0])")
}
let files = target.sourceFiles.map { path in
    SourceFile(path: path, text: String(decoding: (try? disk.readFile(at: path)) ?? [], as: UTF8.self))
}
let scanned = ProjectScanner.scan(files)

var result = GraphChecker.check(scanned: scanned, target: target)
precondition(!result.hasErrors, "\(result.diagnostics)")
var factory = ""
var resolved: String?
let renderer = FactoryRenderer()
let stages: [(name: String, run: () -> Void)] = [
    ("graph + checks", { result = GraphChecker.check(scanned: scanned, target: target) }),
    (
        "blueprint + factory text",
        { factory = renderer.render(BlueprintBuilder().blueprint(for: result.graph, target: target)) }
    ),
    ("resolved YAML", { resolved = ResolvedFileWriter().yaml(for: result.graph, target: target) }),
]
let medians = interleavedMedians(stages.map(\.run), repetitions: repetitions)

print("\(result.graph.components.count) components, \(files.count) files, median of \(repetitions)")
print("| stage | wall | CPU |")
print("|---|---:|---:|")
for (stage, timing) in zip(stages, medians) {
    print("| \(stage.name) | \(timing.wallText) | \(timing.cpuText) |")
}
let total = Timing(wall: medians.map(\.wall).reduce(0, +), cpu: medians.map(\.cpu).reduce(0, +))
print("| total | \(total.wallText) | \(total.cpuText) |")
print("factory: \(OutputDigest(factory))")
print("resolved: \(OutputDigest(resolved ?? ""))")
