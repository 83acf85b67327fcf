import DeliKit
import SyntheticProject

/// Times the stages of a warm run one by one through the public API (median of `repetitions`):
/// configuration, reading the files, loading the cache, the cached scan, the graph and checks; the
/// rest of the full warm run (factory text and resolved YAML) is what is left over.
func warmStages(configPath: String, cache: DiskScanCache, repetitions: Int) -> [(String, Double)] {
    let disk = LocalFileSystem()
    var target: BuildTarget?
    var paths: [String] = []
    var files = InMemoryFileSystem()
    var stored: ScanCache?
    var results: [ScanResult] = []
    let stages: [() -> Void] = [
        { target = ConfigurationLoader(fileSystem: disk).load(configPath: configPath).targets.first },
        {
            paths = target!.sourceFiles
            files = InMemoryFileSystem()
            for path in paths { files.addFile(path, bytes: (try? disk.readFile(at: path)) ?? []) }
        },
        { stored = cache.load(target: "App") },
        {
            let scanner = IncrementalScanner(fileSystem: files)
            results = scanner.scan(paths, stamps: paths.map { _ in nil }, cache: stored, startedAt: 0).results
        },
        { precondition(!GraphChecker.check(scanned: results).hasErrors) },
        { _ = DeliPipeline(fileSystem: disk, scanCache: cache).run(configPath: configPath) },
    ]
    var samples = Array(repeating: [Double](), count: stages.count)
    for _ in 0..<repetitions {
        for (index, stage) in stages.enumerated() { samples[index].append(Timing.of(stage).wall) }
    }
    let medians = samples.map { $0.sorted()[$0.count / 2] }
    let names = [
        "configuration + file list", "read files", "load scan cache", "hash + cached scan", "graph + checks",
    ]
    return Array(zip(names, medians)) + [("factory + resolved YAML (rest)", medians[5] - medians[..<5].reduce(0, +))]
        + [("whole warm run", medians[5])]
}
