/// E001: a dependency with no implementation of its type and qualifier.
struct MissingImplementationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let fromComponents = context.compactMapResolved { item -> Diagnostic? in
            // A function, a tuple or an inout parameter resolves as uninjectable: E008 says why.
            let others: [Int]
            switch item.resolution {
            case .missing(let candidates): others = candidates
            // An array of a generic parameter that no type is named after cannot be written at all.
            case .found([]) where isUnnamedGenericArray(item.dependency, of: item.component, context): others = []
            default: return nil
            }
            return .missingImplementation(
                item.dependency.typeName, qualifier: item.dependency.qualifier,
                suggestion: suggestion(item.dependency.qualifier, others, context),
                requester: ", needed by \(ValidationContext.subject(item.component))",
                notes: notes(others, type: item.dependency.typeName, context)
                    + typeNotes(item.dependency.typeName, others: others, askedIn: item.component.module, context)
                    + constrainedNotes(item.dependency.typeName, context)
                    + genericParameterNotes(item.dependency, of: item.component)
                    + [ValidationContext.declarationNote(item.component)],
                at: item.dependency.location)
        }
        let fromUsages = context.resolvedUsages.compactMap { usage, type, resolution -> Diagnostic? in
            // A lookup in code has no parameter for E008 to name: a function type is simply missing.
            let others: [Int]
            switch resolution {
            case .missing(let candidates): others = candidates
            case .uninjectable: others = []
            default: return nil
            }
            let qualifier = usage.qualifier?.value.literalText ?? ""
            return .missingImplementation(
                type, qualifier: qualifier, suggestion: suggestion(qualifier, others, context),
                requester: ValidationContext.requester(usage),
                notes: notes(others, type: type, context)
                    + typeNotes(type, others: others, askedIn: usage.module, context)
                    + constrainedNotes(type, context), at: usage.location)
        }
        return fromComponents + fromUsages
    }

    /// Where a type of the name is that the asking code cannot see (a library naming a type of the
    /// app), else the registrations of other types of the name.
    private func typeNotes(_ type: String, others: [Int], askedIn module: String?, _ context: ValidationContext)
        -> [DiagnosticNote]
    {
        guard let module else { return context.otherTypeNotes(type, others: others) }
        let unseen = context.analysis.resolver.names.unseenDeclarers(of: type, in: module)
        guard !unseen.isEmpty else { return context.otherTypeNotes(type, others: others) }
        let places = unseen.sorted().map { $0 == NameOwners.ownTarget ? "this target" : "module '\($0)'" }
        return [
            .unseenType(
                type, declaredIn: places.joined(separator: " and "), askedIn: module,
                at: context.analysis.catalog.firstPrimary(named: type)?.location)
        ]
    }

    /// The existing qualifier a misspelt one probably meant (`strip` → `stripe`).
    private func suggestion(_ qualifier: String, _ others: [Int], _ context: ValidationContext) -> String? {
        guard !qualifier.isEmpty else { return nil }
        let known = others.map { context.registration($0).qualifier }.filter { !$0.isEmpty }
        return KeySuggester.suggestion(for: qualifier, among: known)
    }

    /// For `P<T>`, a scanned protocol `P` with arguments (a constrained existential, `any P<T>`):
    /// components are linked to `P` itself, never to a constrained form of it. For `A & B`, they are
    /// linked to each protocol, never to a composition. A `some P` parameter cannot be filled at all.
    private func constrainedNotes(_ type: String, _ context: ValidationContext) -> [DiagnosticNote] {
        if let opaque = type.firstRange(of: "some ") {
            let constraint = type[opaque.upperBound...].prefix {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "&"
            }
            return [.opaqueParameter(constraint.split(separator: "&").joined(separator: " & "))]
        }
        if type.contains("&") { return [.composition(type)] }
        if let wrapped = TypeText.optionalWrapped(type) { return [.optionalDependency(wrapped)] }
        let base = TypeText.withoutGenericArguments(type)
        guard base != type, let declaration = context.analysis.catalog.firstPrimary(named: base),
            declaration.kind == .protocol
        else { return [] }
        return [.constrainedExistential(type, protocol: base, at: declaration.location)]
    }

    /// True for `[T]` of `init<T>(_ items: [T])` when no type is named `T`: the generated call would
    /// name a type that does not exist where it is written.
    private func isUnnamedGenericArray(
        _ dependency: DependencyDeclaration, of component: ComponentDeclaration, _ context: ValidationContext
    ) -> Bool {
        dependency.isArray && !context.analysis.catalog.knows(dependency.typeName)
            && !genericParameterNotes(dependency, of: component).isEmpty
    }

    /// For a parameter typed by an unconstrained generic parameter of its initialiser or method
    /// (`init<T>(_ item: T)`), the reason no type of that name can be registered for it.
    private func genericParameterNotes(_ dependency: DependencyDeclaration, of component: ComponentDeclaration)
        -> [DiagnosticNote]
    {
        let functions = component.facts.initializers + component.facts.injectMethods
        let isGeneric = functions.contains { function in
            function.parameters.contains { $0.location == dependency.location && $0.isGenericParameter }
        }
        return isGeneric ? [.unconstrainedGenericParameter(dependency.typeName)] : []
    }

    private func notes(_ others: [Int], type: String, _ context: ValidationContext) -> [DiagnosticNote] {
        others.map { index in
            .existingQualifier(
                type, context.registration(index).qualifier, provider: context.providerName(index),
                at: context.registration(index).location)
        }
    }
}

extension DiagnosticID {
    /// A dependency has no implementation.
    public static let missingImplementation = DiagnosticID("E001")
}

extension Diagnostic {
    static func missingImplementation(
        _ type: String, qualifier: String, suggestion: String? = nil, requester: String, notes: [DiagnosticNote],
        at location: SourceLocation
    ) -> Diagnostic {
        let qualified = qualifier.isEmpty ? "" : " with qualifier '\(qualifier)'"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        // A composition is read without spaces (`A&B`); it is shown as written.
        let shown = type.contains("&") ? type.split(separator: "&").joined(separator: " & ") : type
        return .error(
            .missingImplementation, "no implementation of '\(shown)'\(qualified)\(requester)\(hint)", at: location,
            notes: notes)
    }
}

extension DiagnosticNote {
    static func optionalDependency(_ wrapped: String) -> DiagnosticNote {
        DiagnosticNote(
            "an optional is not injected: ask for '\(wrapped)' when one must be registered, or for '[\(wrapped)]' when "
                + "there may be none")
    }

    static func otherTypeOfName(
        _ type: String, provider: String, declaredIn module: String, at location: SourceLocation?
    )
        -> DiagnosticNote
    {
        DiagnosticNote(
            "'\(provider)' is reachable as the '\(type)' of \(module), another type of the same name; deli tells "
                + "types of one name apart by the module that declares them, as Swift does", at: location)
    }

    static func unseenType(
        _ type: String, declaredIn places: String, askedIn module: String, at location: SourceLocation?
    )
        -> DiagnosticNote
    {
        DiagnosticNote(
            "'\(type)' is declared in \(places), which the code of module '\(module)' cannot see" + unseenTypeReason,
            at: location)
    }

    /// How every ``unseenType(_:declaredIn:askedIn:at:)`` note ends: an app tells it by this.
    static let unseenTypeReason =
        ": a module sees its own types and those of the modules it depends on, never those of the target that links it"

    /// True for an ``unseenType(_:declaredIn:askedIn:at:)`` note.
    var isUnseenType: Bool { message.hasSuffix(Self.unseenTypeReason) }

    static func opaqueParameter(_ name: String) -> DiagnosticNote {
        DiagnosticNote(
            "a 'some \(name)' parameter, or one of a generic type constrained to '\(name)', makes the initialiser or "
                + "method generic, and the generated call cannot choose its type: write 'any \(name)'")
    }

    static func unconstrainedGenericParameter(_ name: String) -> DiagnosticNote {
        DiagnosticNote(
            "'\(name)' is a generic parameter of the initialiser or method, without a constraint: the generated call "
                + "cannot choose its type; take a concrete type, or 'any P' for a protocol 'P' that components "
                + "implement")
    }

    static func composition(_ type: String) -> DiagnosticNote {
        let parts = type.split(separator: "&").map { "'\($0)'" }.joined(separator: ", ")
        return DiagnosticNote(
            "components are linked to each protocol (\(parts)), not to a composition: ask for one of them, or "
                + "for the implementing type")
    }

    static func constrainedExistential(_ type: String, protocol name: String, at location: SourceLocation?)
        -> DiagnosticNote
    {
        DiagnosticNote(
            "components are linked to '\(name)', not to 'any \(type)': ask for 'any \(name)' and cast, or "
                + "for the implementing type", at: location)
    }

    static func existingQualifier(_ type: String, _ qualifier: String, provider: String, at location: SourceLocation?)
        -> DiagnosticNote
    {
        let qualified = qualifier.isEmpty ? "without a qualifier" : "with qualifier '\(qualifier)'"
        return DiagnosticNote("'\(type)' is available \(qualified) ('\(provider)')", at: location)
    }
}
