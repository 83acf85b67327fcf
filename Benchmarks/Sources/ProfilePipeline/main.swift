import DeliKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs the in-process `deli build` pipeline in a loop, for `perf record`:
// `ProfilePipeline CONFIG (none|cold|warm|records) REPETITIONS`. `cold` deletes the scan cache before
// each run, `warm` fills it once first, `records` also keeps build records. Nothing is written but
// the caches.

let arguments = Array(CommandLine.arguments.dropFirst())
let modes = ["none", "cold", "warm", "records"]
guard arguments.count == 3, let repetitions = Int(arguments[2]), modes.contains(arguments[1]) else {
    fatalError("usage: ProfilePipeline CONFIG (none|cold|warm|records) REPETITIONS")
}
let configPath = arguments[0]
let directory = String(configPath.dropLast("deli.yml".count)) + ".build/deli-profile-cache"
let cache = arguments[1] == "none" ? nil : DiskScanCache(directory: directory)
let records = arguments[1] == "records" ? DiskBuildRecordStore(directory: directory) : nil

func build() {
    let outcome = DeliPipeline(fileSystem: LocalFileSystem(), scanCache: cache, buildRecords: records)
        .run(configPath: configPath)
    precondition(!outcome.hasConfigurationErrors && !outcome.hasCheckErrors, "\(outcome.allDiagnostics)")
    print(outcome.targets.map { "\($0.target.name): \($0.isReplayed ? "replayed" : "checked")" })
}

if ["warm", "records"].contains(arguments[1]) { build() }
for _ in 0..<repetitions {
    if arguments[1] == "cold", let cache { unlink(cache.path(for: "App")) }
    build()
}
