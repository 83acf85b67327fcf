import DeliKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs the in-process `deli build` pipeline in a loop, for `perf record`:
// `ProfilePipeline CONFIG (none|cold|warm) REPETITIONS`. `cold` deletes the scan cache before each
// run, `warm` fills it once first. Nothing is written but the cache.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let repetitions = Int(arguments[2]), ["none", "cold", "warm"].contains(arguments[1])
else {
    fatalError("usage: ProfilePipeline CONFIG (none|cold|warm) REPETITIONS")
}
let configPath = arguments[0]
let directory = String(configPath.dropLast("deli.yml".count)) + ".build/deli-profile-cache"
let cache = arguments[1] == "none" ? nil : DiskScanCache(directory: directory)

func build() {
    let outcome = DeliPipeline(fileSystem: LocalFileSystem(), scanCache: cache).run(configPath: configPath)
    precondition(!outcome.hasConfigurationErrors && !outcome.hasCheckErrors, "\(outcome.allDiagnostics)")
}

if arguments[1] == "warm" { build() }
for _ in 0..<repetitions {
    if arguments[1] == "cold", let cache { unlink(cache.path(for: "App")) }
    build()
}
