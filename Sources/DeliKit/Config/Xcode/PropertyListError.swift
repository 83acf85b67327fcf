/// Why an old-style property list could not be read, and where.
struct PropertyListError: Error, Sendable, Equatable {
    var message: String
    var location: SourceLocation
}
