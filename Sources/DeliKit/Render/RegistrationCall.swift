/// The call a resolver or injector closure makes: `callee(arguments)`, one argument a line.
///
/// With ``assignments`` (a `ConfigProperty`'s fields that have a default) the instance is built
/// into `var value`, each assignment is made only when its property is present, and the closure
/// returns `value`: a memberwise initialiser's defaulted argument can be left out, not passed
/// conditionally.
struct RegistrationCall {
    var callee: String
    var arguments: [String]
    /// `if let read = context.getProperty(…) { value.field = read }` lines.
    var assignments: [String] = []

    /// The assignment of a field with a default: `label` is the field, `read` its optional getter.
    static func assignment(_ label: String, read: String) -> String {
        "if let read = \(read) { value.\(label) = read }"
    }

    /// Writes the call after `prefix` (`return `, `try await `, …); with assignments, the call is
    /// stored in `value` and `return value` ends the closure.
    func write(prefix: String, into writer: inout CodeWriter) {
        guard !assignments.isEmpty else { return writeCall(prefix: prefix, into: &writer) }
        let effects = prefix.hasPrefix("return ") ? String(prefix.dropFirst(7)) : prefix
        writeCall(prefix: "var value = " + effects, into: &writer)
        for assignment in assignments { writer.line(assignment) }
        writer.line("return value")
    }

    private func writeCall(prefix: String, into writer: inout CodeWriter) {
        guard !arguments.isEmpty else { return writer.line(prefix + callee + "()") }
        writer.block(prefix + callee + "(", closing: ")") { writer in
            for (index, argument) in arguments.enumerated() {
                writer.line(argument + (index < arguments.count - 1 ? "," : ""))
            }
        }
    }
}
