import SwiftSyntax

/// Finds every `Inject(...)` and `InjectProperty(...)` call of a file, with the innermost type (or
/// extended type) around it. Run only on files that mention `Inject`.
final class InjectCallVisitor: SyntaxVisitor {
    private let locator: SyntaxLocator
    private(set) var usages: [DependencyUsage] = []
    private var names: [String] = []

    init(locator: SyntaxLocator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let usage = UsageReader(locator: locator).usage(of: node, in: names.last) {
            usages.append(usage)
        }
        return .visitChildren
    }

    private func enter(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        guard let shape = TypeShape(DeclSyntax(node), locator: locator) else { return .visitChildren }
        names.append(shape.isExtension ? shape.name : names.last.map { "\($0).\(shape.name)" } ?? shape.name)
        return .visitChildren
    }

    private func leave(_ node: some DeclGroupSyntax) {
        names.removeLast()
    }
}
