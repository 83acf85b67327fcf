/// W111: an extension makes a type a component (`extension Array: Component where …`,
/// `extension URLSession: Autowired`) but the type itself is declared outside the scanned sources,
/// or in another module than the extension (whose factory cannot see the extension); also an
/// extension that adds supertypes to another module's component, which its factory cannot link.
///
/// Deli registers only types it has read: it needs the declaration to know the initialisers,
/// generic parameters and access level. Such an extension used to be dropped without a word.
struct UndeclaredExtensionValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let undeclared = context.analysis.catalog.extensionsOfUndeclaredTypes.compactMap { type -> Diagnostic? in
            let inherited = type.inheritedTypes.map(TypeText.withoutDeliModule)
            guard let marker = inherited.first(where: ComponentKind.registeringProtocols.contains) else { return nil }
            return .undeclaredExtension(type.name, protocol: marker, at: type.location)
        }
        let foreign = context.analysis.foreignConformances.map { type in
            Diagnostic.foreignExtension(
                type.name, declaredIn: context.analysis.catalog.firstPrimary(named: type.name)?.location,
                at: type.location)
        }
        let unlinked = context.analysis.unlinkedConformances.map(Diagnostic.unlinkedExtension)
        return undeclared + foreign + unlinked
    }
}

extension DiagnosticID {
    /// An extension adds a registering conformance to a type the scan did not see declared.
    public static let undeclaredExtension = DiagnosticID("W111")
}

extension Diagnostic {
    static func undeclaredExtension(_ type: String, protocol marker: String, at location: SourceLocation) -> Diagnostic
    {
        .warning(
            .undeclaredExtension,
            "this extension makes '\(type)' conform to '\(marker)', but '\(type)' is not declared in the scanned sources, "
                + "so deli cannot register it (it needs the declaration's initialisers); "
                + "declare a type of your own that wraps it, or add its file to the target",
            at: location)
    }
}

extension Diagnostic {
    static func foreignExtension(_ type: String, declaredIn declaration: SourceLocation?, at location: SourceLocation)
        -> Diagnostic
    {
        .warning(
            .undeclaredExtension,
            "this extension makes '\(type)' a component, but '\(type)' is declared in another module, whose "
                + "factory registers only what that module declares, so nothing registers it; declare the "
                + "conformance in the module that declares '\(type)', or a type of your own here that wraps it",
            at: location, notes: declaration.map { [DiagnosticNote("'\(type)' is declared here", at: $0)] } ?? [])
    }
}

extension Diagnostic {
    static func unlinkedExtension(_ conformance: UnlinkedConformance) -> Diagnostic {
        let type = conformance.typeName
        let supertypes = conformance.supertypes.map { "'\($0)'" }.joined(separator: ", ")
        let module = conformance.module.map { "'\($0)'" } ?? "its module"
        let extended = conformance.declaration.name
        let subject = extended == type ? "'\(type)'" : "'\(extended)', and so its subclass '\(type)',"
        return .warning(
            .undeclaredExtension,
            "this extension makes \(subject) conform to \(supertypes), but '\(type)' is a component of "
                + "\(module), whose factory links it only to what \(module) declares, so no lookup of "
                + "\(supertypes) finds it; declare the conformance in \(module), or a type of your own here that "
                + "wraps it",
            at: conformance.declaration.location,
            notes: [DiagnosticNote("'\(type)' is declared here", at: conformance.componentLocation)])
    }
}
