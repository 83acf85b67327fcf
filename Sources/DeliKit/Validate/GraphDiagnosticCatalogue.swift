/// Every id the scan, graph and validation stages can emit, in catalogue order
/// (documented in `docs/diagnostics.md`).
public enum GraphDiagnosticCatalogue {
    public static let ids: [DiagnosticID] = [
        .missingImplementation, .ambiguousImplementation, .dependencyCycle, .duplicateRegistration,
        .missingProperty, .unconvertibleProperty, .factoryAsDependency, .autowiredInitializer, .lazyInjector,
        .nonLiteralValue, .invisibleType, .dependencyOnArray, .factoryPayload, .configMisuse, .missingTarget,
        .inaccessibleInitializer, .captiveDependency, .uncheckableValue, .syntaxError, .conditionalDependency,
        .undeclaredExtension,
    ]
}
