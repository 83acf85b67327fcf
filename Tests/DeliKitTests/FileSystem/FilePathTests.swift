import Testing

@testable import DeliKit

@Suite struct FilePathTests {
    @Test func joinAndNormalize() {
        #expect(FilePath.join(".", "a/b") == "a/b")
        #expect(FilePath.join("dir", "./a/../b") == "dir/b")
        #expect(FilePath.join("dir", "/abs/x") == "/abs/x")
        #expect(FilePath.join("../up", "x") == "../up/x")
        #expect(FilePath.normalize("a/..") == ".")
        #expect(FilePath.normalize("/../x") == "/x")
        #expect(FilePath.normalize("a//b/") == "a/b")
    }

    /// Joining many listed paths at once gives what joining each would.
    @Test(arguments: [".", "", "dir", "./dir/", "/", "/abs/dir", "../up", "a/../b"])
    func joinEachMatchesJoin(base: String) {
        let relatives = [
            "A.swift", "sub/B.swift", "../Shared/C.swift", "..d/E.swift", "/abs/F.swift", ".hidden/G.swift",
        ]
        #expect(FilePath.join(base, each: relatives) == relatives.map { FilePath.join(base, $0) })
    }

    /// The Swift-file test compares bytes: the suffix must be exactly `.swift`, whatever comes before.
    @Test(arguments: [
        ("A.swift", true), ("sub/B.swift", true), ("Caf\u{E9}.swift", true), ("e\u{301}.swift", true), (".swift", true),
        ("A.Swift", false), ("A.swift.orig", false), ("A.swif", false), ("swift", false), ("", false),
        ("dir.swift/README", false),
    ])
    func swiftExtensionIsTheExactSuffix(path: String, isSwift: Bool) {
        #expect(FilePath.hasSwiftExtension(path) == isSwift)
        #expect(FilePath.hasSwiftExtension(path) == path.hasSuffix(".swift"))
    }

    /// Paths that are already normal come back as they are; every other shape is rewritten.
    @Test(arguments: [
        ("a/b.swift", "a/b.swift"), ("/abs/x", "/abs/x"), ("a/.../b", "a/.../b"), (".hidden/x", ".hidden/x"),
        ("a/b/.", "a/b"), ("./a", "a"), ("a/./b", "a/b"), ("a/b/..", "a"), ("/", "/"), ("", "."), (".", "."),
        ("..", ".."), ("../a", "../a"), ("//x", "/x"), ("a/", "a"), ("x..", "x.."), ("a/..b/c", "a/..b/c"),
    ])
    func normalizeKeepsNormalPathsAndRewritesOthers(path: String, expected: String) {
        #expect(FilePath.normalize(path) == expected)
    }

    @Test func components() {
        #expect(FilePath.directory(of: "deli.yml") == ".")
        #expect(FilePath.directory(of: "a/b/deli.yml") == "a/b")
        #expect(FilePath.directory(of: "/deli.yml") == "/")
        #expect(FilePath.lastComponent(of: "a/b/c.yml") == "c.yml")
        #expect(FilePath.pathExtension(of: "a/b/c.JSON") == "json")
        #expect(FilePath.pathExtension(of: "a/.hidden") == "")
        #expect(FilePath.pathExtension(of: "App.xcodeproj/") == "xcodeproj")
    }

    @Test func relativePaths() {
        #expect(FilePath.relative("Sources/Core", to: ".") == "Sources/Core")
        #expect(FilePath.relative("./Sources/Core/", to: "Sources") == "Core")
        #expect(FilePath.relative("Modules/Kit", to: "Modules/Kit") == "")
        #expect(FilePath.relative("/work/app/Sources", to: "/work/app") == "Sources")
        #expect(FilePath.relative("/work/app", to: "/") == "work/app")
        #expect(FilePath.relative("Sources/Core", to: "Modules") == nil)
        #expect(FilePath.relative("Sources/CoreKit", to: "Sources/Core") == nil)
    }
}
