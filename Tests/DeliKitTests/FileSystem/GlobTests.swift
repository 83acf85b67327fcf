import Testing

@testable import DeliKit

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.swift", "A.swift", true), ("*.swift", "Sub/A.swift", false), ("**/*.swift", "A.swift", true),
        ("**/*.swift", "a/b/c/A.swift", true), ("Sources/**", "Sources/a/b.txt", true),
        ("Sources/**", "Other/a", false), ("a/**/b/*.yml", "a/b/x.yml", true), ("a/**/b/*.yml", "a/x/y/b/z.yml", true),
        ("a/**/b/*.yml", "a/x/y/c/z.yml", false), ("?.yml", "a.yml", true), ("?.yml", "ab.yml", false),
        ("app-*-dev.yml", "app-x-y-dev.yml", true), ("app-*-dev.yml", "app-dev.yml", false), ("*", "", false),
        ("./Sources/*.swift", "Sources/B.swift", true), ("**", "x", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func literalPrefixIsWhereTheWalkStarts() {
        #expect(Glob("Sources/App/**/*.swift").literalPrefix == "Sources/App")
        #expect(Glob("*.yml").literalPrefix == ".")
        #expect(Glob("Configurations/app.yml").literalPrefix == "Configurations")
        #expect(!Glob("Configurations/app.yml").hasWildcards)
    }

    @Test func expanderSortsAndSearchesSubdirectories() {
        let fileSystem = InMemoryFileSystem(files: [
            "proj/Conf/b.yml": "", "proj/Conf/a.yml": "", "proj/Conf/sub/c.yml": "", "proj/Conf/x.json": "",
        ])
        let expander = GlobExpander(fileSystem: fileSystem)
        #expect(expander.expand("Conf/*.yml", in: "proj") == ["proj/Conf/a.yml", "proj/Conf/b.yml"])
        #expect(
            expander.expand("Conf/**/*.yml", in: "proj") == [
                "proj/Conf/a.yml", "proj/Conf/b.yml", "proj/Conf/sub/c.yml",
            ])
        #expect(expander.expand("Conf/x.json", in: "proj") == ["proj/Conf/x.json"])
        #expect(expander.expand("Conf/none.json", in: "proj").isEmpty)
        #expect(expander.expand("Missing/*.yml", in: "proj").isEmpty)
    }
}

@Suite struct GlobHiddenAndDepthTests {
    @Test(arguments: [
        ("*.yml", ".hidden.yml", false), (".*.yml", ".hidden.yml", true), ("**/*.swift", ".build/x/A.swift", false),
        ("**/*.swift", "a/.git/A.swift", false), (".build/**/*.swift", ".build/x/A.swift", true),
        ("?a", ".a", false),
    ])
    func wildcardsSkipLeadingDots(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func depthIsLimitedWithoutDoubleStar() {
        #expect(Glob("Conf/*.yml").maximumDepth == 1)
        #expect(Glob("*/*.yml").maximumDepth == 2)
        #expect(Glob("Conf/**/*.yml").maximumDepth == nil)
    }

    @Test func walkerIsBreadthFirstSortedAndSkipsHidden() {
        let fileSystem = InMemoryFileSystem(files: [
            "r/b/x.swift": "", "r/a/y.swift": "", "r/.build/z.swift": "", "r/top.swift": "", "r/a/deep/d.swift": "",
        ])
        let walker = DirectoryWalker(fileSystem: fileSystem)
        #expect(walker.files(under: "r").files == ["a/deep/d.swift", "a/y.swift", "b/x.swift", "top.swift"])
        #expect(walker.files(under: "r", maxDepth: 2).files == ["a/y.swift", "b/x.swift", "top.swift"])
        #expect(walker.files(under: "r", includeHidden: true).files.contains(".build/z.swift"))
    }
}
