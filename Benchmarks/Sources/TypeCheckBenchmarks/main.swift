import DeliKit
import SyntheticProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Debug type-check time of generated factories:
// `swift run -c release TypeCheckBenchmarks <folder holding Deli.swiftmodule> [components...]`.
// For each size the factory is the only primary file of one debug frontend job
// (`swiftc -frontend -typecheck -primary-file AppFactory.swift <every source>`): the sources are
// parsed and their declarations checked as the factory needs them, their bodies are not.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let modules = arguments.first else { fatalError("usage: TypeCheckBenchmarks MODULES [COMPONENTS...]") }
let sizes = arguments.dropFirst().compactMap { Int($0) }

/// Seconds of wall time `command` takes; stops the benchmark when it fails.
func time(_ command: String) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let status = system(command)
    clock_gettime(CLOCK_MONOTONIC, &end)
    precondition(status == 0, "failed: \(command)")
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

func measure(components: Int) {
    let project = SyntheticProject(fileCount: components / 5, diFraction: 1, componentsPerDIFile: 5)
    let directory = "/tmp/deli-typecheck-bench-\(getpid())-\(components)"
    project.write(to: directory)
    let outcome = DeliPipeline(fileSystem: LocalFileSystem()).run(configPath: directory + "/deli.yml")
    guard let factory = outcome.targets.first?.factorySource else { fatalError("\(outcome.allDiagnostics)") }
    let factoryPath = directory + "/AppFactory.swift"
    guard let handle = fopen(factoryPath, "w") else { fatalError("cannot write \(factoryPath)") }
    fputs(factory, handle)
    fclose(handle)
    let sources = "\(directory)/Sources/App/*/*.swift"
    let frontend = "swiftc -frontend -typecheck -Onone -module-name App -I '\(modules)'"
    let seconds = time("\(frontend) -primary-file '\(factoryPath)' \(sources)")
    let lines = factory.split(separator: "\n", omittingEmptySubsequences: false).count
    print("\(components) components (\(project.fileCount) files, factory \(lines) lines): \(rounded(seconds)) s")
    _ = system("rm -rf '\(directory)'")
}

func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

for size in sizes.isEmpty ? [1_000, 5_000] : sizes {
    measure(components: size)
}
