import Testing

@testable import DeliKit

/// A cache kept in memory answers the next run's files by position when the paths are the same;
/// that run must see exactly what a run looking each path up sees.
@Suite struct ScanCachePositionsTests {
    private static let texts = [
        "protocol Logger {}",
        "final class Console: Logger, Component {}",
        "struct Point { var x = 0 }",
        "final class Sink: Logger, Component { init() {} }",
        "final class Audit: Autowired { required init(_ logger: Logger) {} }",
        "enum Unrelated { case one }",
    ]

    /// A project of eight files, some of each kind, with stamps that move as the clock does.
    private struct Project {
        var fileSystem = InMemoryFileSystem()
        var paths = (0..<8).map { "Sources/File\($0).swift" }

        init() {
            for (index, path) in paths.enumerated() { fileSystem.addFile(path, bytes: Array(texts[index % 6].utf8)) }
        }

        func scan(_ cache: ScanCache?) -> IncrementalScan {
            let stamps = paths.map { fileSystem.stamp(at: $0) }
            return IncrementalScanner(fileSystem: fileSystem)
                .scan(paths, stamps: stamps, cache: cache, startedAt: fileSystem.time)
        }

        /// One random edit: a file added, rewritten, removed or made unreadable, a path dropped, or
        /// the paths reordered.
        mutating func edit(using random: inout some RandomNumberGenerator) {
            fileSystem.time += Int64.random(in: 0...3_000_000_000, using: &random)
            let index = Int.random(in: 0..<paths.count, using: &random)
            let text = Array(texts.randomElement(using: &random)!.utf8)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                paths.append("Sources/New\(fileSystem.time).swift")
                fileSystem.addFile(paths.last!, bytes: text)
            case 1: fileSystem.removeFile(paths[index])
            case 2: fileSystem.makeUnreadable(paths[index])
            case 3 where paths.count > 3: paths.remove(at: index)
            case 4: paths.shuffle(using: &random)
            default: fileSystem.addFile(paths[index], bytes: text)
            }
        }
    }

    @Test func aRunAnsweredByPositionAgreesWithOneLookingUpEachPath() {
        var random = SplitMix64(seed: 23)
        var project = Project()
        var cache = project.scan(nil).cache
        for step in 0..<200 {
            project.edit(using: &random)
            // As if read from a file whose log takes the change.
            cache.origin = ScanCacheOrigin(base: [], baseSize: 0, logSize: 0, isLogIntact: true)
            var byPath = cache
            byPath.files = cache.files  // drops the positions
            #expect(byPath.positions == nil)
            let positional = project.scan(cache)
            let looked = project.scan(byPath)
            #expect(positional.results == looked.results, "step \(step)")
            #expect(positional.cache == looked.cache, "step \(step)")
            #expect(positional.readPaths.sorted() == looked.readPaths.sorted(), "step \(step)")
            let positions = positional.cache.positions
            #expect(positions?.entries == project.paths.map { positional.cache.files[$0] }, "step \(step)")
            // What the scan says it changed is what comparing the two tables finds, and it can tell
            // each file's last entry after changing the table in place.
            if positional.cacheChanged {
                let compared = ScanCacheChange(from: cache, to: positional.cache, read: positional.readPaths)
                #expect(positional.change == compared, "step \(step)")
            } else {
                #expect(positional.change == nil && positional.cache == cache, "step \(step)")
            }
            for (index, path) in project.paths.enumerated() {
                #expect(positional.previousEntry(at: index, path: path) == cache.files[path], "step \(step)")
            }
            cache = positional.cache
        }
    }

    @Test func aScanGivenTheOnlyCopyOfItsCacheTakesIt() {
        var project = Project()
        var random = SplitMix64(seed: 7)
        var given: ScanCache? = project.scan(nil).cache
        project.edit(using: &random)
        let stamps = project.paths.map { project.fileSystem.stamp(at: $0) }
        let scan = IncrementalScanner(fileSystem: project.fileSystem)
            .scan(project.paths, stamps: stamps, cache: &given, startedAt: project.fileSystem.time, read: [:])
        #expect(given == nil && scan.cache.isCurrent)
    }

    @Test func positionsServeOnlyTheirOwnPaths() {
        var project = Project()
        let cache = project.scan(nil).cache
        #expect(cache.entries(for: project.paths) == project.paths.map { cache.files[$0] })
        project.paths.swapAt(0, 1)
        #expect(cache.positions?.entries(for: project.paths) == nil)
        #expect(cache.entries(for: project.paths) == project.paths.map { cache.files[$0] })
    }
}
