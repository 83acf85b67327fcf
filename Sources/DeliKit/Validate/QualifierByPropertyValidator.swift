/// E001 and E002 for qualifiers taken from properties: in every profile where the path holds a
/// value, exactly one implementation with that qualifier must exist.
struct QualifierByPropertyValidator: GraphValidator {
    /// One single (non-array) dependency whose qualifier is read from a property path.
    private struct Request {
        let type: String
        let path: String
        let requester: String
        /// Who asks, for E002: `'Checkout'`, or `this code`.
        let subject: String
        let declaration: DiagnosticNote?
        let location: SourceLocation
        /// The module whose code asks (``NameOwners/ownTarget`` for the target's own).
        let module: String
    }

    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let resolver = context.analysis.resolver
        return context.profiles.flatMap { profile in
            requests(context).compactMap { request -> Diagnostic? in
                guard let fact = profile.source.lookup(request.path), Self.isScalar(fact) else { return nil }
                let valueNote = fact.location.map { [DiagnosticNote("'\(request.path)' is set here", at: $0)] } ?? []
                let others: [Int]
                switch resolver.resolve(request.type, qualifier: fact.text, isArray: false, askedIn: request.module) {
                case .missing(let candidates): others = candidates
                case .ambiguous(let candidates):
                    let candidateNotes = candidates.map {
                        DiagnosticNote.candidate(context.providerName($0), at: context.registration($0).location)
                    }
                    return .ambiguousImplementation(
                        request.type, count: candidates.count, qualifier: fact.text, from: request.path,
                        profile: profile.name, requester: request.subject,
                        notes: valueNote + candidateNotes + [request.declaration].compactMap { $0 },
                        at: request.location)
                default: return nil
                }
                let notes = others.map { index in
                    DiagnosticNote.existingQualifier(
                        request.type, context.registration(index).qualifier, provider: context.providerName(index),
                        at: context.registration(index).location)
                }
                let known = others.map { context.registration($0).qualifier }.filter { !$0.isEmpty }
                return .missingImplementation(
                    request.type, qualifier: fact.text, from: request.path, profile: profile.name,
                    requester: request.requester, suggestion: KeySuggester.suggestion(for: fact.text, among: known),
                    notes: valueNote + notes + context.otherTypeNotes(request.type, others: others)
                        + [request.declaration].compactMap { $0 }, at: request.location)
            }
        }
    }

    private func requests(_ context: ValidationContext) -> [Request] {
        let fromComponents = context.compactMapResolved { item -> Request? in
            guard let path = item.dependency.qualifierBy, !item.dependency.isArray else { return nil }
            return Request(
                type: item.dependency.typeName, path: path,
                requester: ", needed by \(ValidationContext.subject(item.component))",
                subject: ValidationContext.subject(item.component),
                declaration: ValidationContext.declarationNote(item.component), location: item.dependency.location,
                module: item.component.module ?? NameOwners.ownTarget)
        }
        let fromUsages = context.resolvedUsages.compactMap { usage, type, _ -> Request? in
            guard let path = usage.qualifierBy?.value.literalText, !usage.isArray else { return nil }
            return Request(
                type: type, path: path, requester: ValidationContext.requester(usage),
                subject: usage.enclosingType.map { "'\($0)'" } ?? "this code", declaration: nil,
                location: usage.location, module: usage.module ?? NameOwners.ownTarget)
        }
        return fromComponents + fromUsages
    }

    private static func isScalar(_ fact: PropertyFact) -> Bool {
        ![.mapping, .sequence, .null].contains(fact.kind)
    }
}

extension Diagnostic {
    static func ambiguousImplementation(
        _ type: String, count: Int, qualifier: String, from path: String, profile: String, requester: String,
        notes: [DiagnosticNote], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .ambiguousImplementation,
            "'\(type)' has \(count) implementations with qualifier '\(qualifier)' (the value of '\(path)' in profile "
                + "'\(profile)') but \(requester) needs exactly one; give them different qualifiers",
            at: location, notes: notes)
    }

    static func missingImplementation(
        _ type: String, qualifier: String, from path: String, profile: String, requester: String,
        suggestion: String?, notes: [DiagnosticNote], at location: SourceLocation
    ) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(
            .missingImplementation,
            "no implementation of '\(type)' with qualifier '\(qualifier)' (the value of '\(path)' in profile "
                + "'\(profile)')\(requester)\(hint)",
            at: location, notes: notes)
    }
}
