import Foundation
import PackagePlugin

/// Runs `deli build` for the target it is attached to, so `swift build` always compiles a current
/// factory. The plugin only gathers inputs and arguments; every decision is the tool's.
///
/// - Configuration: `deli.yml` at the root of the target's package, entry selected by the target's
///   name. Without a `deli.yml`, or without an entry for the target, deli uses the defaults (class
///   `DeliFactory`), whichever package's build reads the target.
/// - Dependencies: every module the target depends on (transitively, across packages) is passed
///   as `--dependency-target NAME=DIR`, and its Swift files are inputs, so an edit in a library
///   re-checks the targets above it. deli reads their components from their sources.
/// - Output: `<plugin work directory>/<Target>DeliFactory.swift`, compiled into the target.
/// - Cache: `<plugin work directory>/cache`, so unchanged files are not parsed again; the caches of
///   dependency modules go to one folder all targets of the package share (`deli-modules`, next to
///   the targets' work directories), so a module is scanned once however many targets use it.
/// - Role: a library target leaves what it does not provide to the apps that link it; an executable
///   or test target is an app, where the whole graph of the modules it links is checked.
/// - Diagnostics: printed by deli in compiler format, so SwiftPM shows them and fails the build.
@main
struct DeliPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let packageDirectory = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)DeliFactory.swift")
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        // <scratch>/plugins/outputs/<package>/<target>/destination/<plugin>: three levels up is the package's.
        let modulesCache = context.pluginWorkDirectoryURL.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("deli-modules")
        var arguments = [
            "build", "--target", target.name, "--output", output.path, "--no-resolve-file", "--cache-path", cache.path,
            "--module-cache-path", modulesCache.path, "--no-summary", "--role",
            module.kind == .generic ? "library" : "app",
            // A server this command started would outlive `swift build`; SwiftPM runs it only when
            // an input changed anyway.
            "--no-server",
        ]
        // deli reads the package's deli.yml when there is one, else every default; every package
        // folder is an input, so adding or removing a deli.yml runs deli again.
        arguments += ["--project", packageDirectory.path]
        let dependencies = DependencyModules.of(module)
        arguments += dependencies.flatMap {
            ["--dependency-target", "\($0.name)=\(DependencyModules.directory(of: $0))"]
        }
        let modules: [any SourceModuleTarget] = [module] + dependencies
        let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return [
            .buildCommand(
                displayName: "Generating the Deli factory of \(target.name)",
                executable: try context.tool(named: "deli").url,
                arguments: arguments,
                inputFiles: sources + PluginInputs.configurationFiles(in: packageDirectory)
                    + PluginInputs.packageFolders(of: [module] + dependencies),
                outputFiles: [output]
            )
        ]
    }
}
