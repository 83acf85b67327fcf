/// What a dependency module registers, with what its files were when it was computed: a target
/// that depends on the module trusts it, without reading the module's files, while every file's
/// stamp is the recorded one, and reuses its registrations while the module's files declare the
/// same things (an edit inside a body).
public struct ModuleSummary: Hashable, Sendable {
    /// ``ModuleSummary/key(results:)`` of the module's files when it was computed.
    public var key: ContentHash
    public var registrations: [ExternalRegistration]
    /// The class name of a factory `deli build` wrote into the module's sources, if any.
    public var generatedFactory: String?
    /// That factory's path, and the fingerprint of its registrations its header states (nil when it
    /// states none).
    public var generatedPath: String?
    public var generatedFingerprint: String?
    /// Every Swift file of the module, by path: its stamp and the hash of its contents.
    public var files: [String: RecordedFile]
    /// A stamp is trusted only when the file last changed before this time (nanoseconds).
    public var trustedBefore: Int64

    public init(
        key: ContentHash, registrations: [ExternalRegistration], generatedFactory: String?,
        files: [String: RecordedFile] = [:], trustedBefore: Int64 = 0
    ) {
        self.key = key
        self.registrations = registrations
        self.generatedFactory = generatedFactory
        self.files = files
        self.trustedBefore = trustedBefore
    }

    /// A fingerprint of what a module's files declare: each scanned file's path and
    /// ``ScanResult/declarationsFingerprint``, in order, and the contents of a factory `deli build`
    /// wrote into its sources (`generated`, its hash: its registrations are in function bodies). An
    /// edit inside a method body of any other file leaves it as it was, so the module's graph is not
    /// checked again for it.
    static func key(results: [ScanResult], generated: ContentHash? = nil) -> ContentHash {
        var writer = BinaryWriter()
        writer.write(DeliVersion.current)
        for result in results {
            writer.write(result.path)
            writer.write(result.declarationsFingerprint)
        }
        if let generated { writer.write(generated) }
        return ContentHash(bytes: writer.bytes)
    }
}
