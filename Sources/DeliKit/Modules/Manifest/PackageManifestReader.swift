import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` statically (it is never run): SwiftParser parses it and
/// ``PackageManifestVisitor`` collects the literal parts of every target, product and package
/// dependency (see ``PackageManifest``).
public enum PackageManifestReader {
    /// The manifest's targets, products and package dependencies. A manifest that would take the
    /// parser exponential time (long runs of nested `[`) or nests too deeply to walk safely is read
    /// as declaring nothing, never parsed or walked (SwiftPM rejects such a manifest anyway).
    public static func manifest(_ source: String) -> PackageManifest {
        guard BracketRunGuard().firstLongRun(in: source) == nil else { return PackageManifest() }
        let tree = Parser.parse(source: source)
        guard SyntaxDepthGuard().firstTooDeep(in: tree) == nil else { return PackageManifest() }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let visitor = PackageManifestVisitor(converter: converter, file: tree)
        visitor.walk(tree)
        var manifest = visitor.manifest
        if tree.hasError {
            let errors = SyntaxErrorVisitor()
            errors.walk(tree)
            manifest.firstSyntaxError = errors.firstError.map { position in
                let place = converter.location(for: position)
                return SourceLocation(file: "", line: place.line, column: place.column)
            }
        }
        return manifest
    }

    /// Every declared target's name mapped to its declared `path:` (nil when it has none).
    public static func targets(inManifest source: String) -> [String: String?] {
        var targets: [String: String?] = [:]
        for target in manifest(source).targets where targets[target.name] == nil {
            targets[target.name] = .some(target.path)
        }
        return targets
    }

    /// The directory holding `target`'s sources relative to the package: its declared `path:`,
    /// else `Sources/<target>`. Nil when the manifest does not declare the target.
    public static func sourcesDirectory(of target: String, inManifest source: String) -> String? {
        manifest(source).target(named: target)?.sourcesDirectory
    }
}
