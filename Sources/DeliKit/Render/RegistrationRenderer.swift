/// Writes one `register…(…)` call with its resolver, injector and links.
struct RegistrationRenderer {
    func render(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        for directive in registration.conditions.flatMap(\.directives) { writer.line(directive) }
        renderCall(registration, into: &writer)
        for _ in registration.conditions { writer.line("#endif") }
    }

    private func renderCall(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        writer.line(registration.kind.rawValue + "(")
        writer.indent { writer in
            writer.line(registration.typeName + ".self,")
            writeResolver(registration, into: &writer)
            if registration.kind.isLazy { writeInjector(registration, into: &writer) }
            writer.line(
                "qualifier: " + SwiftLiteral.string(registration.qualifier) + (hasScope(registration) ? "," : ""))
            if hasScope(registration) { writer.line("scope: ." + registration.scope.rawValue) }
        }
        writer.line(")")
        for link in Set(registration.links).sorted() {
            writer.line(".link(" + link + ".self)")
        }
    }

    private func hasScope(_ registration: RegistrationBlueprint) -> Bool {
        !registration.kind.takesPayload
    }

    private func writeResolver(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        let parameter = registration.kind.takesPayload ? "payload in " : ""
        let body = construction(registration)
        writeClosure(label: "resolver", parameter: parameter, call: body, into: &writer)
    }

    private func writeInjector(_ registration: RegistrationBlueprint, into writer: inout CodeWriter) {
        let call = Call(callee: "instance.inject", arguments: registration.injectArguments.map(argument))
        writeClosure(label: "injector", parameter: "instance in ", call: call, into: &writer)
    }

    private func construction(_ registration: RegistrationBlueprint) -> Call {
        switch registration.construction {
        case .initializer(let arguments):
            return Call(callee: registration.typeName, arguments: arguments.map(argument))
        case .configurationMember(let configurationType, let member):
            // As in Deli 0.9, the member is called on the registered configuration instance.
            let instance = "context.resolve(\(configurationType).self, qualifier: \"\")"
            return Call(callee: instance + "." + member, arguments: [])
        }
    }

    /// `label: { parameter call }`, on one line when the call has no arguments.
    private func writeClosure(label: String, parameter: String, call: Call, into writer: inout CodeWriter) {
        guard !call.arguments.isEmpty else {
            return writer.line("\(label): { \(parameter)\(call.callee)() },")
        }
        let opening = "\(label): {" + (parameter.isEmpty ? "" : " " + parameter.dropLast())
        writer.block(opening, closing: "},") { writer in
            writer.block(call.callee + "(", closing: ")") { writer in
                for (index, argument) in call.arguments.enumerated() {
                    writer.line(argument + (index < call.arguments.count - 1 ? "," : ""))
                }
            }
        }
    }

    private func argument(_ argument: ArgumentBlueprint) -> String {
        let label = argument.label.map { $0 + ": " } ?? ""
        return label + value(argument.value)
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
        isArray ? "[\(type)].self" : "\(type).self"
    }

    private struct Call {
        var callee: String
        var arguments: [String]
    }
}
