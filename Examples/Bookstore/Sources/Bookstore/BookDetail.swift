import Deli

/// What the caller passes when it asks for a `BookDetailViewModel`.
final class BookPayload: Payload {
    let title: String
    let rating: Int

    required init(with argument: (title: String, rating: Int)) {
        title = argument.title
        rating = argument.rating
    }
}

/// A factory: a new view model per call, built from dependencies plus the caller's payload.
///
/// Swift infers the payload type from initialisers whose dependencies are unlabelled; with a
/// qualifier label (`console`) it needs the `RawPayload` typealias.
final class BookDetailViewModel: AutowiredFactory {
    typealias RawPayload = BookPayload

    let logger: Logger
    let title: String
    let rating: Int

    required init(console logger: Logger, payload: BookPayload) {
        self.logger = logger
        self.title = payload.title
        self.rating = payload.rating
    }

    var text: String { logger.log("\(title): \(String(repeating: "*", count: rating))") }
}
