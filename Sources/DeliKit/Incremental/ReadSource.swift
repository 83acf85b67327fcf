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
    /// What a scan of ``file`` found, when one was made before the incremental scan (the check of
    /// the files edited since the build record). The scan uses it instead of parsing the file again
    /// when it asks for the same names.
    var scanned: Scanned?

    /// One scan of a file's text: the relevant names it was made with, and its result.
    struct Scanned: Sendable {
        var names: Set<String>
        var result: ScanResult
    }

    /// Keeps the text unless `relevant` is given and the file mentions none of its names.
    init(file: SourceFile, keepingTextIfItMentions relevant: FingerprintSet? = nil) {
        path = file.path
        hash = ContentHash(of: file.text)
        fingerprints = IdentifierReader.fingerprints(in: file.text)
        isGeneratedFactory = file.text.hasPrefix(FactoryRenderer.headerPrefix)
        let mentions = relevant.map { relevant in fingerprints.contains(where: relevant.contains) } ?? true
        self.file = mentions ? file : nil
    }

    /// The result of scanning `scanned` with `relevant`, when it is this file's text and an earlier
    /// scan of it used the same names.
    func earlierResult(of scanned: SourceFile, relevant: RelevantNames) -> ScanResult? {
        guard let earlier = self.scanned, let file, file.text == scanned.text, earlier.names == relevant.names
        else { return nil }
        return earlier.result
    }
}
