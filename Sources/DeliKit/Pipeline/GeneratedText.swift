/// A text the pipeline generated (a factory or a resolved file), known by its ``hash`` and read
/// only when someone asks for ``text``.
///
/// A fresh run holds the text it rendered. An outcome answered from a build record holds only the
/// hash and a way to read the text from where the record keeps it: a caller that finds its output
/// file already holds that hash never loads the text at all.
public struct GeneratedText: Sendable, Hashable {
    /// The fingerprint of the text's UTF-8 bytes.
    public let hash: ContentHash
    private let source: Source
    /// The file (an absolute path) the run that rendered this text writes it to, when it does: a
    /// build record's texts file then names that file instead of holding a copy of the text. Not
    /// part of the text's identity.
    var destination: String?

    private enum Source: Sendable {
        case held(PiecedText)
        case stored(@Sendable () -> PiecedText?)
    }

    /// A text at hand.
    public init(_ text: String) {
        self.init(PiecedText(text: text))
    }

    /// A text at hand, with the pieces it was rendered in.
    public init(_ text: PiecedText) {
        hash = ContentHash(of: text.text)
        source = .held(text)
    }

    /// A text kept elsewhere: `load` reads it, returning nil when it is gone or is not the text
    /// whose fingerprint is `hash`.
    public init(hash: ContentHash, load: @escaping @Sendable () -> String?) {
        self.init(hash: hash, loadPieces: { load().map { PiecedText(text: $0) } })
    }

    /// A text kept elsewhere with its pieces: `loadPieces` reads them, returning nil when they are
    /// gone or the text is not the one whose fingerprint is `hash`.
    public init(hash: ContentHash, loadPieces: @escaping @Sendable () -> PiecedText?) {
        self.hash = hash
        source = .stored(loadPieces)
    }

    /// The text, or nil when it was kept elsewhere and can no longer be read as it was.
    public var text: String? {
        pieced?.text
    }

    /// The text with its pieces, or nil when it was kept elsewhere and can no longer be read as it was.
    public var pieced: PiecedText? {
        switch source {
        case .held(let text): return text
        case .stored(let load): return load()
        }
    }

    /// The same text, written by its run to `destination`.
    func writing(to destination: String?) -> GeneratedText {
        var text = self
        text.destination = destination
        return text
    }

    /// True when the text is held in memory (reading ``text`` costs nothing).
    public var isHeld: Bool {
        if case .held = source { return true }
        return false
    }

    public static func == (lhs: GeneratedText, rhs: GeneratedText) -> Bool {
        lhs.hash == rhs.hash
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
