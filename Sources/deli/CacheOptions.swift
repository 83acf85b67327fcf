import ArgumentParser

/// Where the scan cache lives, shared by `build`, `validate`, `generate` and `clean`.
///
/// By default it is `<folder of the configuration file>/.build/deli-cache/`, inside SwiftPM's build
/// folder, which projects already keep out of git.
struct CacheOptions: ParsableArguments {
    @Option(help: "The folder of the scan cache (default: .build/deli-cache next to the configuration file).")
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Scan every file afresh and neither read nor write the cache.")
    var noCache: Bool = false

    @Option(
        help: ArgumentHelp(
            "The folder of the dependency modules' scan caches (default: the scan cache folder).",
            discussion: "The build plugin gives every target of a package the same folder, so a module "
                + "several targets depend on is scanned once, not once per target."))
    var moduleCachePath: String?

    /// The cache folder used for a run reading `configPath`.
    func directory(configPath: String) -> String {
        Self.directory(cachePath: cachePath, configPath: configPath)
    }

    /// `cachePath` when given, else `.build/deli-cache` in the folder of `configPath`.
    static func directory(cachePath: String?, configPath: String) -> String {
        if let cachePath { return cachePath }
        let folder = configPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if configPath.hasPrefix("/") && folder.isEmpty { return "/.build/deli-cache" }
        return folder.isEmpty ? ".build/deli-cache" : folder + "/.build/deli-cache"
    }
}
