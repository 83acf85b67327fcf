import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a successful run did, target by target: printed as one line per target on stderr, and
/// carried by the JSON reporter's document.
struct RunSummary: Encodable {
    /// One output file of a target and what happened to it.
    struct OutputFile: Encodable, Equatable {
        enum Status: String, Encodable {
            case written, unchanged
        }

        var path: String
        var status: Status
    }

    /// What one target's run checked and wrote.
    struct Target: Encodable {
        var name: String
        var module: String
        var components: Int
        /// The profiles checked: their names, `default` for a target without `profiles:`.
        var profiles: [String]
        var files: [OutputFile]
        /// True when the target was answered from its build record (nothing changed, or the
        /// edited files declare the same things).
        var replayed: Bool
        /// True when files were edited but declare the same things (JSON: `editedFilesDeclareTheSame`).
        var editedFilesDeclareTheSame: Bool
        var errors: Int
        var warnings: Int
    }

    /// `build`, `validate` or `generate`.
    var command: String
    var targets: [Target]
    /// The wall-clock time of the run, in seconds.
    var seconds: Double

    init(command: String, outcome: PipelineOutcome, files: [String: [OutputFile]], seconds: Double) {
        self.command = command
        self.seconds = seconds
        self.targets = outcome.targets.map { target in
            Target(
                name: target.target.name, module: target.target.moduleName, components: target.componentCount,
                profiles: target.target.profiles.map { $0.name ?? "default" },
                files: files[target.target.name] ?? [], replayed: target.isReplayed,
                editedFilesDeclareTheSame: target.editedFilesDeclareTheSame,
                errors: target.diagnostics.filter(\.isError).count,
                warnings: target.diagnostics.filter { $0.severity == .warning }.count)
        }
    }

    /// `App: 3 components checked in profiles dev, prod; wrote Sources/App/DeliFactory.swift, …`,
    /// one line per target, then `Build complete: 1 target (0.04s)`.
    var text: String {
        let lines = targets.map(Self.line) + [footer]
        return lines.map { $0 + "\n" }.joined()
    }

    private static func line(_ target: Target) -> String {
        let profileWord = target.profiles.count == 1 ? "profile" : "profiles"
        var line = "\(target.name): \(count(target.components, "component")) checked in \(profileWord) "
        line += target.profiles.joined(separator: ", ")
        if target.editedFilesDeclareTheSame {
            line += " (the edited files declare the same things: answered from the last run)"
        } else if target.replayed {
            line += " (nothing changed since the last run)"
        }
        let files = target.files.map { file in
            file.status == .written ? "wrote \(file.path)" : "\(file.path) unchanged"
        }
        if !files.isEmpty { line += "; " + files.joined(separator: ", ") }
        if target.warnings > 0 { line += "; \(count(target.warnings, "warning"))" }
        return line
    }

    private var footer: String {
        let verb = command == "build" ? "Build" : command == "validate" ? "Validation" : "Generation"
        return "\(verb) complete: \(Self.count(targets.count, "target")) (\(Self.twoDecimals(seconds))s)"
    }

    /// `seconds` rounded to two decimals, always with both (`0.50`).
    static func twoDecimals(_ seconds: Double) -> String {
        let hundredths = Int((max(seconds, 0) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
