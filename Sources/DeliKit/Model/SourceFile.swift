/// One Swift file handed to the scanner: the core does no disk I/O, so the caller passes the text.
public struct SourceFile: Hashable, Sendable, Codable {
    /// The path as it should appear in diagnostics.
    public var path: String
    /// The whole contents of the file.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
