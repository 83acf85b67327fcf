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

    private enum Source: Sendable {
        case held(String)
        case stored(@Sendable () -> String?)
    }

    /// A text at hand.
    public init(_ text: String) {
        hash = ContentHash(of: text)
        source = .held(text)
    }

    /// A text kept elsewhere: `load` reads it, returning nil when it is gone or is not the text
    /// whose fingerprint is `hash`.
    public init(hash: ContentHash, load: @escaping @Sendable () -> String?) {
        self.hash = hash
        source = .stored(load)
    }

    /// The text, or nil when it was kept elsewhere and can no longer be read as it was.
    public var text: String? {
        switch source {
        case .held(let text): return text
        case .stored(let load): return load()
        }
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
