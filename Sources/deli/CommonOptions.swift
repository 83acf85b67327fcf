import ArgumentParser
import DeliKit

/// How diagnostics are printed.
enum Reporter: String, ExpressibleByArgument, CaseIterable {
    /// `path:line:column: error: message [DELI-E001]` on stderr.
    case text
    /// A JSON array on stdout.
    case json
}

/// The options shared by `build`, `validate` and `generate`.
struct CommonOptions: ParsableArguments {
    @Option(help: "The configuration file (default: deli.yml in --project, else in the working directory).")
    var config: String?

    @Option(
        help: ArgumentHelp(
            "The package directory: its deli.yml, or without one every default for --target (else for the targets "
                + "that import Deli)."))
    var project: String?

    @Option(help: "Build only the configuration entries with this name or SwiftPM target (repeatable).")
    var target: [String] = []

    @Option(help: "The Xcode scheme that chooses the target of each Xcode project entry (replaces 'target'/'scheme').")
    var scheme: String?

    @Option(help: "The generated factory file, replacing the entry's 'output' (one target only).")
    var output: String?

    @Option(help: "A property file or glob replacing the configured 'properties' (repeatable).")
    var property: [String] = []

    @Option(help: "The default profile of the generated code (DELI_PROFILE chooses at run time).")
    var profile: String?

    @Flag(inversion: .prefixedNo, help: "Write the resolved file of each target (default: as configured).")
    var resolveFile: Bool?

    @Option(help: "How diagnostics are printed: text (stderr) or json (stdout).")
    var reporter: Reporter = .text

    @Flag(help: "Print what is done for each target.")
    var verbose: Bool = false

    @Flag(help: "Print only errors.")
    var quiet: Bool = false

    @Flag(
        inversion: .prefixedNo,
        help: "End a successful run with one line per target and the time (the build-tool plugin turns it off).")
    var summary: Bool = true

    @Option(
        name: .customLong("dependency-target"),
        help: ArgumentHelp(
            "A module the selected target depends on, as NAME=SOURCES_DIR (repeatable; the build-tool plugin passes "
                + "them). Without it, deli reads the dependencies from the package manifests.",
            valueName: "name=dir"))
    var dependencyTargets: [String] = []

    @Option(
        help: ArgumentHelp(
            "How the selected target is checked: 'app' checks the whole graph of the modules it links, 'library' "
                + "leaves unmet dependencies and properties to the apps that link it (the build-tool plugin passes "
                + "it). Without it, an entry's 'app:' decides, else the kind of SwiftPM target.",
            valueName: "app|library"))
    var role: TargetRole?

    @OptionGroup var cache: CacheOptions

    mutating func validate() throws {
        if verbose && quiet {
            throw ValidationError("--verbose and --quiet cannot be used together.")
        }
        if let malformed = dependencyTargets.first(where: { Self.split($0) == nil }) {
            throw ValidationError("--dependency-target '\(malformed)' is not NAME=SOURCES_DIR.")
        }
    }

    /// `NAME=DIR` split at the first `=`; nil when either side is empty.
    static func split(_ text: String) -> (name: String, directory: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        let directory = String(text[text.index(after: equals)...])
        return name.isEmpty || directory.isEmpty ? nil : (name, directory)
    }

    /// The configuration choices the core needs.
    var configurationOptions: ConfigurationOptions {
        ConfigurationOptions(
            profile: profile, propertyFiles: property.isEmpty ? nil : property, scheme: scheme,
            dependencyTargets: dependencyTargets.isEmpty ? nil : dependencyTargets.compactMap(Self.split), role: role)
    }
}
