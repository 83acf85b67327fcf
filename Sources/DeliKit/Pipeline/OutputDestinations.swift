/// Where a run writes one target's generated texts, when it writes them: the factory and the
/// resolved file as absolute paths, nil for a text it does not write.
///
/// A run that writes its outputs says so to the pipeline (``DeliPipeline/outputDestinations``);
/// the build record's texts file then names those files instead of holding a second copy of the
/// megabytes they hold (see ``RecordedTexts``), and a later run that needs a text reads it back
/// from its file, checked against the recorded fingerprint.
public struct OutputDestinations: Sendable, Equatable {
    public var factory: String?
    public var resolved: String?

    public init(factory: String?, resolved: String?) {
        self.factory = factory
        self.resolved = resolved
    }
}
