/// What the pipeline produced for one target of `deli.yml`.
public struct TargetOutcome: Sendable {
    public var target: BuildTarget
    /// Every problem found in this target's sources, properties and dependencies, sorted.
    public var diagnostics: [Diagnostic]
    /// The checked graph (meaningful only without errors).
    /// Nil when the outcome was replayed from a build record.
    public var graph: DependencyGraph?
    /// How many components the checked graph holds.
    public var componentCount: Int
    /// The generated factory; nil when a check failed. A replayed outcome reads its text only
    /// when asked (see ``GeneratedText``).
    public var factory: GeneratedText?
    /// The resolved file's YAML; nil when a check failed.
    public var resolved: GeneratedText?
    /// True when this outcome is its build record's: nothing changed since the last run, or (see
    /// ``editedFilesDeclareTheSame``) the edited files still declare the same things.
    public var isReplayed = false
    /// True when the record answered although files were edited, because they declare the same
    /// things as before (only those files were read and parsed).
    public var editedFilesDeclareTheSame = false

    public init(
        target: BuildTarget, diagnostics: [Diagnostic], graph: DependencyGraph?, componentCount: Int? = nil,
        factorySource: String? = nil, resolvedSource: String? = nil
    ) {
        self.target = target
        self.diagnostics = diagnostics
        self.graph = graph
        self.componentCount = componentCount ?? graph?.components.count ?? 0
        self.factory = factorySource.map(GeneratedText.init)
        self.resolved = resolvedSource.map(GeneratedText.init)
    }

    /// The generated factory source; nil when a check failed (or a replayed text can no longer be
    /// read).
    public var factorySource: String? {
        get { factory?.text }
        set { factory = newValue.map(GeneratedText.init) }
    }

    /// The resolved file's YAML; nil when a check failed (or a replayed text can no longer be read).
    public var resolvedSource: String? {
        get { resolved?.text }
        set { resolved = newValue.map(GeneratedText.init) }
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
