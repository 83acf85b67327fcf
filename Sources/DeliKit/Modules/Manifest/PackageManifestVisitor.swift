import SwiftSyntax

/// Collects the literal parts of a manifest for ``PackageManifestReader``.
final class PackageManifestVisitor: SyntaxVisitor {
    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
    static let productFunctions: Set<String> = ["library", "executable"]
    private(set) var manifest = PackageManifest()
    private let converter: SourceLocationConverter
    /// The manifest's top-level bindings, for settings passed through a name.
    private let variables: ManifestVariables

    init(converter: SourceLocationConverter, file: SourceFileSyntax) {
        self.converter = converter
        self.variables = ManifestVariables(file)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let function = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return .visitChildren
        }
        let arguments = ManifestArguments(node.arguments)
        if Self.targetFunctions.contains(function), arguments.has("package") == false,
            function != "plugin" || arguments.has("capability"), let name = arguments.string("name")
        {
            // Calls inside a target are references (`.target(name:)` in `dependencies:`), not targets.
            // A call it is chained to (a comma missing between two targets, which SwiftPM rejects)
            // declares a target too: read, so the checks do not blame its absence.
            if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base { walk(base) }
            manifest.targets.append(target(name, kind: function, arguments, at: node))
            return .skipChildren
        } else if Self.productFunctions.contains(function), let name = arguments.string("name") {
            manifest.products[name] = arguments.strings("targets")
        } else if function == "package", arguments.has("path") || arguments.has("url") {
            manifest.packageDependencies.append(
                ManifestPackageDependency(
                    name: arguments.string("name"), path: arguments.string("path"), url: arguments.string("url")))
        }
        return .visitChildren
    }

    private func target(
        _ name: String, kind: String, _ arguments: ManifestArguments, at node: FunctionCallExprSyntax
    ) -> ManifestTarget {
        let location = node.startLocation(converter: converter)
        var target = ManifestTarget(
            name: name, path: arguments.string("path"),
            dependencies: arguments.elements("dependencies").compactMap(Self.dependency),
            plugins: arguments.elements("plugins").compactMap(Self.pluginName),
            line: location.line, column: location.column, kind: kind)
        // The last `.defaultIsolation(…)` is the one SwiftPM passes last, which the compiler keeps.
        let settings = arguments.expression("swiftSettings").map { variables.elements(of: $0) } ?? []
        if let setting = settings.last(where: Self.isDefaultIsolation) {
            target.isMainActorByDefault = Self.isMainActor(setting)
        }
        return target
    }

    /// `.defaultIsolation(…)`, whatever its argument.
    private static func isDefaultIsolation(_ expression: ExprSyntax) -> Bool {
        expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            .baseName.text == "defaultIsolation"
    }

    /// `.defaultIsolation(MainActor.self)` (a condition after it is not read); `nil` is nonisolated.
    private static func isMainActor(_ setting: ExprSyntax) -> Bool {
        guard let call = setting.as(FunctionCallExprSyntax.self),
            let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)
        else { return false }
        return argument.base?.trimmedDescription == "MainActor" && argument.declName.baseName.text == "self"
    }

    private static func dependency(_ expression: ExprSyntax) -> ManifestTargetDependency? {
        if let name = ManifestArguments.literal(expression) { return .byName(name) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        let arguments = ManifestArguments(call.arguments)
        guard let name = arguments.string("name") else { return nil }
        switch function {
        case "target": return .target(name)
        case "byName": return .byName(name)
        case "product": return arguments.string("package").map { .product(name: name, package: $0) }
        default: return nil
        }
    }

    private static func pluginName(_ expression: ExprSyntax) -> String? {
        if let name = ManifestArguments.literal(expression) { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return ManifestArguments(call.arguments).string("name")
    }
}

/// The labelled arguments of one manifest call, read as literals.
struct ManifestArguments {
    let list: LabeledExprListSyntax

    init(_ list: LabeledExprListSyntax) {
        self.list = list
    }

    func has(_ label: String) -> Bool {
        list.contains { $0.label?.text == label }
    }

    /// The plain string literal passed as `label`.
    func string(_ label: String) -> String? {
        list.first { $0.label?.text == label }.flatMap { Self.literal($0.expression) }
    }

    /// The expression passed as `label`.
    func expression(_ label: String) -> ExprSyntax? {
        list.first { $0.label?.text == label }?.expression
    }

    /// The elements of the array literal passed as `label`.
    func elements(_ label: String) -> [ExprSyntax] {
        guard let array = list.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else {
            return []
        }
        return array.elements.map(\.expression)
    }

    /// The string literals of the array passed as `label`.
    func strings(_ label: String) -> [String] {
        elements(label).compactMap(Self.literal)
    }

    /// The text of a string literal without interpolation.
    static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
