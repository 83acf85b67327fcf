import ArgumentParser

/// `deli build` command lines made only of flags, read without ArgumentParser.
///
/// ArgumentParser finds a command's options by reflection, and the Swift runtime's first lookups of
/// protocol conformances that this makes each scan every conformance record of the executable (most
/// of them swift-syntax's): about a fifth of a `deli build` that has nothing to do. The command lines
/// that scripts and IDE build steps run (`deli build`, `deli build --quiet`) are read here instead.
/// Any other argument, a flag given twice, or two flags of one option or that ArgumentParser rejects
/// together (`--verbose --quiet`) leave the whole line to ArgumentParser, so its messages and checks
/// stay the only ones; a line read here gives the same command it would.
enum QuickBuildArguments {
    /// The flags read here: for each, the option it sets and the value.
    private static let flags: [String: (option: String, value: Bool)] = [
        "--quiet": ("quiet", true), "--verbose": ("verbose", true),
        "--summary": ("summary", true), "--no-summary": ("summary", false),
        "--resolve-file": ("resolve-file", true), "--no-resolve-file": ("resolve-file", false),
        "--no-cache": ("no-cache", true), "--no-server": ("no-server", true),
    ]

    /// The `build` command `arguments` (the whole command line, the executable first) ask for, every
    /// option set; nil when they are not `build` followed only by flags read here, each option at
    /// most once and not both `--verbose` and `--quiet`.
    static func command(arguments: [String]) -> BuildCommand? {
        guard arguments.count > 1, arguments[1] == "build" else { return nil }
        var given: [String: Bool] = [:]
        for argument in arguments.dropFirst(2) {
            guard let flag = flags[argument], given.updateValue(flag.value, forKey: flag.option) == nil else {
                return nil
            }
        }
        guard given["verbose"] == nil || given["quiet"] == nil else { return nil }
        var command = BuildCommand()
        command.options = options(given)
        command.noServer = given["no-server"] ?? false
        return command
    }

    /// The shared options with the `given` flags and every other option's default.
    private static func options(_ given: [String: Bool]) -> CommonOptions {
        var options = CommonOptions()
        options.config = nil
        options.project = nil
        options.target = []
        options.scheme = nil
        options.output = nil
        options.property = []
        options.profile = nil
        options.resolveFile = given["resolve-file"]
        options.reporter = .text
        options.verbose = given["verbose"] ?? false
        options.quiet = given["quiet"] ?? false
        options.summary = given["summary"] ?? true
        options.dependencyTargets = []
        options.role = nil
        options.cache = cache(given)
        return options
    }

    /// The cache options with the `given` flags and every other option's default.
    private static func cache(_ given: [String: Bool]) -> CacheOptions {
        var cache = CacheOptions()
        cache.cachePath = nil
        cache.noCache = given["no-cache"] ?? false
        cache.moduleCachePath = nil
        return cache
    }
}
