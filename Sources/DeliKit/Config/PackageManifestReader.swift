import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` statically (it is never run): SwiftParser parses it, and every call
/// of the form `.target(name: "X", …, path: "…")` — also `.executableTarget`, `.testTarget`,
/// `.macro` and `.plugin` — records target `X` with its literal `path:` if it has one.
/// Targets whose name or path is not a plain string literal are ignored.
public enum PackageManifestReader {
    /// Every declared target's name mapped to its declared `path:` (nil when it has none).
    public static func targets(inManifest source: String) -> [String: String?] {
        let visitor = PackageManifestVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.targets
    }

    /// The directory holding `target`'s sources relative to the package: its declared `path:`,
    /// else `Sources/<target>`. Nil when the manifest does not declare the target.
    public static func sourcesDirectory(of target: String, inManifest source: String) -> String? {
        guard let declared = targets(inManifest: source)[target] else { return nil }
        return declared ?? "Sources/\(target)"
    }
}

/// Collects `.target(name:path:)`-style calls for ``PackageManifestReader``.
final class PackageManifestVisitor: SyntaxVisitor {
    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
    private(set) var targets: [String: String?] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            Self.targetFunctions.contains(member.declName.baseName.text),
            let name = literal(labelled: "name", in: node.arguments)
        else { return .visitChildren }
        if targets[name] == nil {
            targets[name] = .some(literal(labelled: "path", in: node.arguments))
        }
        return .visitChildren
    }

    private func literal(labelled label: String, in arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first(where: { $0.label?.text == label }),
            let string = argument.expression.as(StringLiteralExprSyntax.self),
            string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
