/// A problem that stops the generator, printed as it is.
struct GeneratorError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
