import DeliKit
import Foundation
import SyntheticProject

/// The plugin's work for a whole multi-module package: one `deli build` per module, in dependency
/// order, each with its own cache folder (as each target's plugin work directory has) and every
/// module it depends on passed as `--dependency-target`, and one module cache folder for the whole
/// package, the way `DeliPlugin` runs it.
func pluginBuild(_ directory: String, package: SyntheticPackage, cacheRoot: String) {
    for index in 0..<package.moduleCount {
        let name = SyntheticPackage.moduleName(index)
        let dependencies = SyntheticPackage.ancestors(of: index).map { ancestor in
            let module = SyntheticPackage.moduleName(ancestor)
            return (name: module, directory: directory + "/Sources/" + module)
        }
        let cache = cacheRoot + "/" + name
        let outcome = DeliPipeline(
            fileSystem: LocalFileSystem(), scanCache: DiskScanCache(directory: cache),
            buildRecords: DiskBuildRecordStore(directory: cache),
            moduleStore: DiskModuleStore(directory: cacheRoot + "/deli-modules")
        ).run(
            configPath: directory + "/deli.yml", options: ConfigurationOptions(dependencyTargets: dependencies),
            targets: [name])
        precondition(!outcome.hasConfigurationErrors && !outcome.hasCheckErrors, "\(outcome.allDiagnostics)")
        precondition(outcome.targets.count == 1 && outcome.targets[0].factorySource != nil)
    }
}

/// Cold, nothing changed and one edit in `M0` (the module every other one depends on, so every
/// module's plugin command runs again), for a package of `modules` × `files` files.
func runModules(modules: Int, files: Int, repetitions: Int) {
    let package = SyntheticPackage(
        moduleCount: modules, filesPerModule: files, diFraction: 0.1, componentsPerDIFile: 5)
    let directory = "/tmp/deli-module-bench-\(getpid())"
    let bytes = package.write(to: directory)
    let cold = directory + "/.build/cold"
    let warm = directory + "/.build/warm"
    let edited =
        directory + "/Sources/M0/" + String(SyntheticProject.sourcePath(files / 2).dropFirst("Sources/App/".count))
    let original = try! String(contentsOfFile: edited, encoding: .utf8)
    var edits = 0
    pluginBuild(directory, package: package, cacheRoot: warm)
    let times = interleavedMedians(
        [
            {
                _ = system("rm -rf '\(cold)'")
                pluginBuild(directory, package: package, cacheRoot: cold)
            },
            { pluginBuild(directory, package: package, cacheRoot: warm) },
            {
                edits += 1
                let text = original.replacingOccurrences(of: "-\\(step)", with: "-\\(step)-\(edits)")
                try! text.write(toFile: edited, atomically: false, encoding: .utf8)
                pluginBuild(directory, package: package, cacheRoot: warm)
            },
        ],
        repetitions: repetitions)
    print("\(modules) modules x \(files) files, 10% DI, \(bytes / 1_000_000) MB of Swift, median of \(repetitions)")
    for (name, time) in zip(["every module, cold", "every module, nothing changed", "M0 body edited"], times) {
        print(pad(name, width: 30) + "wall \(format(time.wall)) s   cpu \(format(time.cpu)) s")
    }
    print(ratio("nothing changed / cold", times[1], times[0], percent: true))
    print(ratio("M0 body edited / cold", times[2], times[0], percent: true))
    _ = system("rm -rf '\(directory)'")
}

/// `ScanBenchmarks modules-warm [files] [loops]`: the nothing-changed case alone, in a loop, for
/// `perf record`.
func profileWarmModules(files: Int, loops: Int) {
    let package = SyntheticPackage(moduleCount: 20, filesPerModule: files, diFraction: 0.1, componentsPerDIFile: 5)
    let directory = "/tmp/deli-module-profile-\(getpid())"
    package.write(to: directory)
    pluginBuild(directory, package: package, cacheRoot: directory + "/.build/warm")
    sleep(4)  // so that the next run trusts every stamp
    for _ in 0..<loops { pluginBuild(directory, package: package, cacheRoot: directory + "/.build/warm") }
    _ = system("rm -rf '\(directory)'")
}

/// `ScanBenchmarks edit-loop [files] [loops] [fraction]`: one file edited (a comment line on top)
/// before every run, for `perf record`.
func profileEdits(files: Int, loops: Int, fraction: Double) {
    let project = SyntheticProject(fileCount: files, diFraction: fraction, componentsPerDIFile: fraction < 1 ? 5 : 1)
    let directory = "/tmp/deli-edit-profile-\(getpid())"
    project.write(to: directory)
    let cache = directory + "/.build/cache"
    pipeline(directory + "/deli.yml", cacheDirectory: cache)
    sleep(4)  // so that the next run trusts every stamp
    pipeline(directory + "/deli.yml", cacheDirectory: cache)
    let path = directory + "/" + SyntheticProject.sourcePath(files / 2 + 1)
    let original = try! String(contentsOfFile: path, encoding: .utf8)
    for loop in 0..<loops {
        try! ("// edit \(loop)\n" + original).write(toFile: path, atomically: false, encoding: .utf8)
        pipeline(directory + "/deli.yml", cacheDirectory: cache)
    }
    _ = system("rm -rf '\(directory)'")
}
