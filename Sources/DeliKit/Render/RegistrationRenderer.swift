/// Writes one `register…(…)` call with its resolver, injector and links.
struct RegistrationRenderer {
    func render(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        for directive in registration.conditions.flatMap(\.directives) { writer.line(directive) }
        renderCall(registration, into: &writer)
        for _ in registration.conditions { writer.line("#endif") }
    }

    private func renderCall(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        writer.line(method(registration) + "(")
        writer.indent { writer in
            writer.line(Self.metatype(registration.typeName) + ",")
            // A main-actor factory's conformance may be isolated to the main actor (`@MainActor
            // AutowiredFactory`, or inferred so in a module isolated by default), which the
            // nonisolated `load(context:)` cannot use: the payload type is named instead.
            if namesPayloadType(registration) { writer.line("payload: \(registration.typeName).RawPayload.self,") }
            writeResolver(registration, into: &writer)
            if registration.kind.isLazy { writeInjector(registration, into: &writer) }
            writer.line(
                "qualifier: " + SwiftLiteral.string(registration.qualifier) + (hasScope(registration) ? "," : ""))
            if hasScope(registration) { writer.line("scope: ." + registration.scope.rawValue) }
        }
        writer.line(")")
        // `start()` builds the lifecycle components on the main actor when one of them needs it.
        if registration.isolation == .mainActor { writer.line(".isolatedToMainActor()") }
        // Sorted by name, as if `any` were not written.
        // A link only an extension inside `#if` adds sits in the same clauses of the call chain.
        for link in Set(registration.links).sorted(by: { Self.bare($0) < Self.bare($1) }) {
            let conditions = registration.linkConditions[link] ?? []
            for directive in conditions.flatMap(\.directives) { writer.line(directive) }
            writer.line(".link(" + Self.metatype(link) + ")")
            for _ in conditions { writer.line("#endif") }
        }
    }

    /// `registerAsync` for a component built by `start()`, else the kind's method.
    private func method(_ registration: RegistrationBlueprint) -> String {
        if case .atStart = registration.isolation { return "registerAsync" }
        return registration.kind.rawValue
    }

    /// A factory isolated to a global actor, also one whose `nonisolated` initialiser is called directly.
    private func namesPayloadType(_ registration: RegistrationBlueprint) -> Bool {
        registration.kind.takesPayload && (registration.isolation == .mainActor || registration.constructsAnywhere)
    }

    private func hasScope(_ registration: RegistrationBlueprint) -> Bool {
        !registration.kind.takesPayload
    }

    private func writeResolver(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        let parameter = registration.kind.takesPayload ? "payload in " : ""
        let body = construction(registration)
        switch registration.isolation {
        case .none:
            writeClosure(label: "resolver", parameter: parameter, call: body, into: &writer)
        case .mainActor where registration.constructsAnywhere:
            // A lazy main-actor type's `nonisolated init`: sending the payload into a main-actor
            // closure would be a data race Swift 6 rejects.
            writeClosure(label: "resolver", parameter: parameter, call: body, into: &writer)
        case .mainActor:
            writeOnMainActor(registration, label: "resolver", parameter: parameter, call: body, into: &writer)
        case .atStart(let actor, let isAsync, let isThrowing):
            // The closure is isolated to `actor`: a synchronous initialiser is called without `await`.
            let effects = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
            writeStarted(registration, actor: actor, effects: effects, call: body, into: &writer)
        }
    }

    private func writeInjector(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        let call = RegistrationCall(callee: "instance.inject", arguments: registration.injectArguments.map(argument))
        guard registration.isolation == .mainActor else {
            return writeClosure(label: "injector", parameter: "instance in ", call: call, into: &writer)
        }
        writeOnMainActor(registration, label: "injector", parameter: "instance in ", call: call, into: &writer)
    }

    /// `label: { parameter context.onMainActor(T.self) { call } },`, or for a factory's resolver
    /// `resolver: { payload in context.onMainActor(T.self, passing: payload) { payload in call } },`;
    /// the injector's call returns nothing, so its closure returns the instance it injected.
    private func writeOnMainActor(
        _ registration: RegistrationBlueprint, label: String, parameter: String, call: RegistrationCall,
        into writer: inout CodeWriter
    ) {
        let opening = "\(label): {" + (parameter.isEmpty ? "" : " " + parameter.dropLast())
        let isInjector = label == "injector"
        // A payload, `Sendable` or not, is handed over by the runtime: captured, it could not be sent.
        let passing = parameter == "payload in " ? ", passing: payload) { payload in" : ") {"
        let hop = (isInjector ? "_ = " : "") + "context.onMainActor(\(Self.metatype(registration.typeName))" + passing
        writer.block(opening, closing: "},") { writer in
            writer.block(hop) { writer in
                call.write(prefix: "", into: &writer)
                if isInjector { writer.line("return instance") }
            }
        }
    }

    /// The resolver of a component built by `start()`: it awaits the started components it needs,
    /// then builds, isolated to `actor` when there is one.
    private func writeStarted(
        _ registration: RegistrationBlueprint, actor: String?, effects: String, call: RegistrationCall,
        into writer: inout CodeWriter
    ) {
        writer.block("resolver: {" + (actor.map { " @\($0) in" } ?? ""), closing: "},") { writer in
            for awaited in registration.awaited {
                writer.line(
                    "try await context.awaitStarted(\(Self.metatype(awaited.typeName)), qualifier: "
                        + SwiftLiteral.string(awaited.qualifier) + ")")
            }
            call.write(prefix: (registration.awaited.isEmpty ? "" : "return ") + effects, into: &writer)
        }
    }

    private func construction(_ registration: RegistrationBlueprint) -> RegistrationCall {
        switch registration.construction {
        case .initializer(let arguments):
            let assignments = registration.defaultedFields.map { field in
                RegistrationCall.assignment(field.label ?? "_", read: value(field.value))
            }
            return RegistrationCall(
                callee: registration.typeName, arguments: arguments.map(argument), assignments: assignments)
        case .configurationMember(let configurationType, let member):
            // As in Deli 0.9, the member is called on the registered configuration instance.
            let instance = "context.resolve(\(configurationType).self, qualifier: \"\")"
            return RegistrationCall(callee: instance + "." + member, arguments: [])
        }
    }

    /// `label: { parameter call }`, on one line when the call has no arguments.
    private func writeClosure(label: String, parameter: String, call: RegistrationCall, into writer: inout CodeWriter) {
        guard !call.arguments.isEmpty || !call.assignments.isEmpty else {
            return writer.line("\(label): { \(parameter)\(call.callee)() },")
        }
        let opening = "\(label): {" + (parameter.isEmpty ? "" : " " + parameter.dropLast())
        writer.block(opening, closing: "},") { writer in call.write(prefix: "", into: &writer) }
    }

    private func argument(_ argument: ArgumentBlueprint) -> String {
        let label = argument.label.map { Self.callLabel($0) + ": " } ?? ""
        return label + value(argument.value)
    }

    /// A label as a call writes it: any keyword but `inout`, `var` and `let` is a label as it is
    /// (a backticked `default` is written `default:`, which Swift asks for).
    static func callLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    private func value(_ value: ArgumentBlueprint.Value) -> String {
        switch value {
        case .dependency(let type, let qualifier, let isArray):
            return "context.resolve(\(typeExpression(type, isArray)), qualifier: \(SwiftLiteral.string(qualifier)))"
        case .qualifiedByProperty(let type, let path, let isArray):
            return "context.resolve(\(typeExpression(type, isArray)), qualifierBy: \(SwiftLiteral.string(path)))"
        case .payload:
            return "payload"
        case .property(let path, let type, let isOptional):
            let getter = isOptional ? "context.getProperty" : "context.resolveProperty"
            return "\(getter)(\(SwiftLiteral.string(path)), type: \(type).self)"
        }
    }

    private func typeExpression(_ type: String, _ isArray: Bool) -> String {
        isArray ? "[\(type)].self" : Self.metatype(type)
    }

    /// `P` for `any P`.
    private static func bare(_ type: String) -> Substring {
        type.hasPrefix("any ") ? type.dropFirst(4) : Substring(type)
    }

    /// `T.self`, or `(any P).self` for an existential.
    static func metatype(_ type: String) -> String {
        type.hasPrefix("any ") ? "(\(type)).self" : type + ".self"
    }
}
