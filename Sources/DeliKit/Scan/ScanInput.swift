/// One file as ``ScanRounds`` sees it: read this run (text and identifier fingerprints), or
/// answered by the scan cache without being read (its cached result, or the Bloom filter of a
/// file the last run skipped).
struct ScanInput: Sendable {
    var path: String
    /// The text, once read (and kept).
    var file: SourceFile?
    /// The identifier fingerprints of the file, once read.
    var fingerprints: [UInt64]?
    /// For a file the last run skipped and this one did not read: its identifiers' filter.
    var bloom: IdentifierBloom?
    /// The file's scan result: the cached one until the file is parsed again; nil while skipped.
    var result: ScanResult?
    /// True once this run parsed the file.
    var isParsed = false
    /// True when the file could not be read when it was to be parsed: it has no result, and the
    /// cache keeps no entry for it (the next run reads it as a new file).
    var isGone = false

    /// A file read this run, with its cached result when its contents are the cached ones.
    init(file: SourceFile, fingerprints: [UInt64]? = nil, cached: ScanResult? = nil) {
        self.path = file.path
        self.file = file
        self.fingerprints = fingerprints ?? IdentifierReader.fingerprints(in: file.text)
        self.result = cached
    }

    /// A file read this run whose text may have been let go (``ReadSource/file``): the fingerprints
    /// say what it mentions, and it is read again if it is to be parsed.
    init(path: String, file: SourceFile?, fingerprints: [UInt64], cached: ScanResult? = nil) {
        self.path = path
        self.file = file
        self.fingerprints = fingerprints
        self.result = cached
    }

    /// A file the cache answers without reading it.
    init(path: String, cached: ScanResult?, bloom: IdentifierBloom?) {
        self.path = path
        self.result = cached
        self.bloom = bloom
    }

    /// Sets the result of parsing the file this run: nil when it could not be read any more, and is
    /// then gone.
    mutating func setResult(_ parsed: ScanResult?) {
        result = parsed
        isParsed = parsed != nil
        isGone = parsed == nil
    }

    /// True when neither the text nor a filter says which names the file mentions.
    var isUnknown: Bool { result == nil && fingerprints == nil && bloom == nil }
}
