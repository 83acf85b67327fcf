import Foundation

@testable import DeliKit

/// A small target whose scan has every kind of fact the cache stores: components with qualifiers
/// and scopes, `#if` clauses, typealiases, initialisers and `inject(...)` methods, `Config(...)`
/// members, `ConfigProperty` fields, `Inject` usages, imports, a syntax error and a file the pre-filter skips.
enum ScanCacheFixture {
    static let files = [
        SourceFile(
            path: "Sources/App/Services.swift",
            text: """
                import Deli
                typealias Shelf = [Book]
                typealias Clock = () -> Int
                protocol Book {}
                #if os(Linux)
                final class Novel: Book, Component {
                    var qualifier: String? { "Novel" }
                    var scope: Scope { .prototype }
                }
                #else
                struct Novel: Book, Component {}
                #endif
                public final class Library: Autowired {
                    typealias Log = Logger
                    required init(Novel books: Shelf, _/*logger.storage*/ log: Log) {}
                    convenience init?() { nil }
                }
                private final class Reader<T>: LazyAutowired {
                    required init() {}
                    func inject(_ logger: Logger, other: [Book]) {}
                }
                """),
        SourceFile(
            path: "Sources/App/Configuration.swift",
            text: """
                import Deli
                @testable import Network
                #if canImport(FoundationEssentials)
                internal import FoundationEssentials
                #endif
                final class UserConfiguration: Configuration {
                    let network = Config(Network.self, Manager.self, [Book].self) { manager, books in Network() }
                    let session = Config(Session.self, qualifier: "main", scope: .weak) { Session() }
                    let empty = Config()
                }
                struct ServerConfig: ConfigProperty {
                    let target = "server"
                    let url: String
                    let port: Int?
                    static let shared = 1
                }
                extension Library: CustomStringConvertible { var description: String { "é" } }
                """),
        SourceFile(
            path: "Sources/App/Screen.swift",
            text: """
                import Deli
                final class Screen: Inject {
                    @Dependency(qualifier: "file") var logger: Logger
                    @DependencyArray var books: [Book]
                    @PropertyValue("server.url") var url: String
                    func load() {
                        _ = Inject(Logger.self, qualifierBy: "logger.kind")
                        _ = Inject(Book.self, with: (1), qualifier: name())
                        _ = InjectProperty("server.port")
                    }
                }
                """),
        SourceFile(path: "Sources/App/Broken.swift", text: "final class Broken: Component {\n    init( {\n"),
        SourceFile(path: "Sources/App/Plain.swift", text: "struct Point { var x = 0 }\n"),
    ]

    /// The cache a cold scan of ``files`` produces.
    static let cache = IncrementalScannerTests.scan(files, cache: nil).cache

    /// `cache` as a run saves it after an edit: the entry of its first path with another hash and
    /// stamp (of `round`), a later trust time, and no origin.
    static func edited(_ cache: ScanCache, _ round: Int) -> ScanCache {
        var next = cache
        let path = cache.files.keys.sorted()[0]
        next.files[path]?.hash = ContentHash(bytes: Array("round \(round)".utf8))
        next.files[path]?.stamp = FileStamp(size: Int64(round), modified: Int64(round), changed: Int64(round))
        next.trustedBefore = Int64(round)
        next.origin = nil
        return next
    }

    /// The bytes of the file at `path`, nil when there is none.
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
