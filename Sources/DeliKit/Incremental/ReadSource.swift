/// A source file as the incremental scan reads it: its content hash, identifier fingerprints and
/// whether it is a generated factory, all computed on the reading thread, and its text.
struct ReadSource: Sendable {
    let path: String
    /// The text; nil when the reader let go of it because it mentions none of the names relevant when
    /// it was read. Most files of a large target are never parsed, and holding all their texts made
    /// every run touch tens of megabytes of fresh memory; ``ScanRounds`` reads a file again if a
    /// name it mentions becomes relevant.
    var file: SourceFile?
    var hash: ContentHash
    var fingerprints: [UInt64]
    var isGeneratedFactory: Bool

    /// Keeps the text unless `relevant` is given and the file mentions none of its names.
    init(file: SourceFile, keepingTextIfItMentions relevant: FingerprintSet? = nil) {
        path = file.path
        hash = ContentHash(of: file.text)
        fingerprints = IdentifierReader.fingerprints(in: file.text)
        isGeneratedFactory = file.text.hasPrefix(FactoryRenderer.headerPrefix)
        let mentions = relevant.map { relevant in fingerprints.contains(where: relevant.contains) } ?? true
        self.file = mentions ? file : nil
    }
}
