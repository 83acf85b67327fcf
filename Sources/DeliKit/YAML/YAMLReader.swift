/// Reads one YAML document into a ``YAMLNode`` tree through the system libyaml.
///
/// Scalars are typed (``YAMLScalarResolver``), anchors and aliases are resolved, `<<` merge keys
/// are applied, and every problem — syntax errors with libyaml's text and mark, duplicate keys,
/// unknown aliases, extra documents — becomes a located ``Diagnostic``. It never traps on input.
public enum YAMLReader {
    /// Reads `bytes`, naming `file` in every location.
    public static func read(_ bytes: [UInt8], file: String) -> YAMLReadResult {
        var map = SourceTextMap(file: file, bytes: bytes)
        let (events, syntaxError) = LibYAMLEventReader.read(bytes, map: &map)
        var builder = YAMLTreeBuilder()
        builder.consume(events)
        var diagnostics = builder.diagnostics
        if let syntaxError {
            diagnostics.append(
                .malformedYAML(
                    syntaxError.problem, at: syntaxError.location, context: syntaxError.context,
                    contextLocation: syntaxError.contextLocation))
        }
        let root = syntaxError == nil ? builder.root : nil
        return YAMLReadResult(root: root, diagnostics: diagnostics)
    }

    /// Reads YAML text.
    public static func read(_ text: String, file: String) -> YAMLReadResult {
        read(Array(text.utf8), file: file)
    }
}
