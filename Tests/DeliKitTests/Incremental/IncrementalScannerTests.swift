import Testing

@testable import DeliKit

/// The scan through a cache, from an in-memory file system whose stamps are never trusted: every file
/// is read, and answered from the cache when its content hash is the cached one.
@Suite struct IncrementalScannerTests {
    static let files = [
        SourceFile(path: "a/Logger.swift", text: "protocol Logger {}"),
        SourceFile(path: "b/Console.swift", text: "final class Console: Logger, Component {}"),
        SourceFile(path: "c/Point.swift", text: "struct Point { var x = 0 }"),
    ]

    /// Scans `files` through `cache` as the pipeline does, with no stamp to trust.
    static func scan(_ files: [SourceFile], cache: ScanCache?) -> IncrementalScan {
        let fileSystem = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let paths = files.map(\.path)
        let scanner = IncrementalScanner(fileSystem: fileSystem)
        return scanner.scan(paths, stamps: paths.map { _ in nil }, cache: cache, startedAt: 0)
    }

    /// A cache whose entry for `path` carries a marker alias, so a test can tell a reused result
    /// from a freshly parsed one.
    private func markedCache(_ files: [SourceFile], path: String) -> ScanCache {
        var cache = Self.scan(files, cache: nil).cache
        cache.files[path]?.result?.typeAliases["Marker"] = "Cached"
        return cache
    }

    @Test func coldScanMatchesTheScannerAndRecordsEveryFile() throws {
        let scan = Self.scan(Self.files, cache: nil)
        let cache = scan.cache
        #expect(scan.results == ProjectScanner.scan(Self.files))
        #expect(scan.cacheChanged && scan.parsedPaths == ["a/Logger.swift", "b/Console.swift"])
        #expect(cache.files.keys.sorted() == ["a/Logger.swift", "b/Console.swift", "c/Point.swift"])
        let point = try #require(cache.files["c/Point.swift"])
        #expect(point.hash == ContentHash(of: Self.files[2].text) && point.result == nil)
        // A skipped file keeps the filter of its identifiers, so a later run need not read it.
        #expect(point.bloom?.mayContain(IdentifierFingerprint.of("Point")) == true)
        #expect(cache.relevantNames.contains("Console") && cache.relevantNames.contains("Logger"))
        #expect(cache.files["b/Console.swift"]?.result?.types.map(\.name) == ["Console"])
    }

    @Test func unchangedFilesAreAnsweredFromTheCache() {
        let cache = markedCache(Self.files, path: "b/Console.swift")
        let scan = Self.scan(Self.files, cache: cache)
        #expect(scan.results.map(\.typeAliases) == [[:], ["Marker": "Cached"]])
        #expect(scan.cache.files == cache.files && scan.cache.relevantNames == cache.relevantNames)
        #expect(scan.parsedPaths.isEmpty && !scan.foundNewNames)
    }

    @Test func anEditedFileIsParsedAgainAndOthersStillHit() {
        var files = Self.files
        files.append(SourceFile(path: "d/Sink.swift", text: "final class Sink: Logger, Component {}"))
        let cache = markedCache(files, path: "d/Sink.swift")
        var edited = files
        edited[1].text = "final class Console: Logger, Component { init() {} }"
        let scan = Self.scan(edited, cache: cache)
        let (results, updated) = (scan.results, scan.cache)
        #expect(scan.parsedPaths == ["b/Console.swift"])
        #expect(results.map(\.path) == ["a/Logger.swift", "b/Console.swift", "d/Sink.swift"])
        #expect(results[1].types.first?.initializers.count == 1)
        #expect(results[2].typeAliases == ["Marker": "Cached"])
        #expect(updated.files["b/Console.swift"]?.hash == ContentHash(of: edited[1].text))
    }

    @Test func aMovedFileIsParsedAtItsNewPathAndTheOldEntryDropped() {
        let cache = markedCache(Self.files, path: "b/Console.swift")
        var moved = Self.files
        moved[1].path = "e/Console.swift"
        let scan = Self.scan(moved, cache: cache)
        let (results, updated) = (scan.results, scan.cache)
        #expect(results.map(\.path) == ["a/Logger.swift", "e/Console.swift"])
        #expect(results[1].typeAliases.isEmpty)
        #expect(results[1].types.first?.location.file == "e/Console.swift")
        #expect(updated.files.keys.sorted() == ["a/Logger.swift", "c/Point.swift", "e/Console.swift"])
    }

    @Test func vanishedFilesAreDroppedFromTheCache() {
        let cache = Self.scan(Self.files, cache: nil).cache
        let scan = Self.scan(Array(Self.files.prefix(2)), cache: cache)
        let (results, updated) = (scan.results, scan.cache)
        #expect(scan.cacheChanged)
        #expect(results.map(\.path) == ["a/Logger.swift", "b/Console.swift"])
        #expect(updated.files.keys.sorted() == ["a/Logger.swift", "b/Console.swift"])
    }

    @Test func aCacheOfAnotherToolOrFormatVersionIsNeverUsed() {
        let marked = markedCache(Self.files, path: "b/Console.swift")
        let otherTool = ScanCache(toolVersion: "0.0.9", formatVersion: ScanCache.formatVersion, files: marked.files)
        let otherFormat = ScanCache(toolVersion: DeliVersion.current, formatVersion: 0, files: marked.files)
        for stale in [otherTool, otherFormat] {
            let scan = Self.scan(Self.files, cache: stale)
            #expect(scan.results == ProjectScanner.scan(Self.files))
            #expect(scan.cacheChanged && scan.parsedPaths == ["a/Logger.swift", "b/Console.swift"])
            #expect(scan.cache.isCurrent)
            #expect(stale.lookup(path: "b/Console.swift", hash: ContentHash(of: Self.files[1].text)) == nil)
        }
    }

    @Test func aFileTheFilterNowSelectsIsParsedEvenWithACachedSkip() {
        let cache = Self.scan(Self.files, cache: nil).cache
        var files = Self.files
        files.append(SourceFile(path: "d/Uses.swift", text: "extension Point: Component {}"))
        let results = Self.scan(files, cache: cache).results
        #expect(results.map(\.path) == ["a/Logger.swift", "b/Console.swift", "c/Point.swift", "d/Uses.swift"])
    }

    /// An edited file that the edited-files check scanned with the same names is not parsed again:
    /// the scan takes that result (marked here, so that it can be told from a fresh parse).
    @Test func aFileScannedEarlierWithTheSameNamesIsNotParsedAgain() {
        let cache = Self.scan(Self.files, cache: nil).cache
        let edited = SourceFile(path: "b/Console.swift", text: "final class Console: Logger, Component { init() {} }")
        let start = ScanRounds.startingNames(from: cache.relevantNames)
        var earlier = SwiftFileScanner.scan(edited, relevant: start)
        earlier.typeAliases["Marker"] = "Earlier"
        let sameNames = Self.scan(
            edited, cache: cache, earlier: ReadSource.Scanned(names: start.names, result: earlier))
        #expect(sameNames.results[1].typeAliases == ["Marker": "Earlier"])
        #expect(sameNames.parsedPaths == ["b/Console.swift"])

        let otherNames = start.names.union(["Point"])
        let other = Self.scan(edited, cache: cache, earlier: ReadSource.Scanned(names: otherNames, result: earlier))
        #expect(other.results[1].typeAliases.isEmpty, "scanned with other names: parsed again")
        #expect(other.results[1] == SwiftFileScanner.scan(edited, relevant: start))
    }

    /// Scans ``files`` with `edited` in place of its file, which this run already read and scanned
    /// as `earlier` says.
    private static func scan(_ edited: SourceFile, cache: ScanCache, earlier: ReadSource.Scanned) -> IncrementalScan {
        let files = Self.files.map { $0.path == edited.path ? edited : $0 }
        let fileSystem = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        var read = ReadSource(file: edited)
        read.scanned = earlier
        var given: ScanCache? = cache
        return IncrementalScanner(fileSystem: fileSystem).scan(
            files.map(\.path), stamps: files.map { _ in nil }, cache: &given, startedAt: 0, read: [edited.path: read])
    }
}

/// A cache read back from its file holds its entries in path order; a scan over the same files
/// makes the next cache from them alone, and it is the cache, and the change, that a scan through
/// the same entries held by path makes.
@Suite struct PositionalScanCacheTests {
    private static let files =
        IncrementalScannerTests.files + [
            SourceFile(path: "d/Sink.swift", text: "final class Sink: Logger, Component {}"),
            SourceFile(path: "e/Gone.swift", text: "final class Gone: Component {}"),
        ]

    /// What changed is gathered only for a cache read from a file whose log takes it: a first run,
    /// or a cache whose log could not be read, is written whole.
    @Test func whatChangedIsGatheredOnlyForACacheWhoseLogTakesIt() {
        let first = IncrementalScannerTests.scan(Self.files, cache: nil)
        #expect(first.cacheChanged && first.change == nil)
        var edited = Self.files
        edited[1].text = "final class Console: Logger, Component { init() {} }"
        var cache = first.cache
        #expect(IncrementalScannerTests.scan(edited, cache: cache).change == nil)
        cache.origin = ScanCacheOrigin(base: [1], baseSize: 100, logSize: 0, isLogIntact: false)
        #expect(IncrementalScannerTests.scan(edited, cache: cache).change == nil)
        cache.origin?.isLogIntact = true
        let appended = IncrementalScannerTests.scan(edited, cache: cache).change
        #expect(appended?.changed.keys.sorted() == [edited[1].path] && appended?.origin?.base == [1])
    }

    @Test func aScanThroughALoadedCacheAgreesWithOneThroughTheSameTable() throws {
        let first = IncrementalScannerTests.scan(Self.files, cache: nil).cache
        var loaded = try ScanCache(binaryEncoded: first.binaryEncoded())
        var byPath = ScanCache(files: first.files, relevantNames: first.relevantNames)
        // As if read from a file whose log takes the change.
        loaded.origin = ScanCacheOrigin(base: [], baseSize: 0, logSize: 0, isLogIntact: true)
        byPath.origin = loaded.origin
        #expect(loaded.positionIndices(of: Self.files.map(\.path)) == Array(Self.files.indices))
        #expect(byPath.positionIndices(of: ["a/Logger.swift"]) == nil)
        var edited = Self.files
        edited[1].text = "final class Console: Logger, Component { init() {} }"
        edited[4].text = "final class Gone: Component {"
        edited[2].text = "struct Point { var x = 0 }  // Console"
        let fromFile = IncrementalScannerTests.scan(edited, cache: loaded)
        let fromTable = IncrementalScannerTests.scan(edited, cache: byPath)
        #expect(fromFile.cache == fromTable.cache && fromFile.results == fromTable.results)
        #expect(fromFile.change == fromTable.change && fromFile.change != nil)
        #expect(fromFile.cache.positions?.areSortedByPath == true)
        #expect(fromFile.cache.entryCount == fromTable.cache.files.count)
        // Saved whole, from its positions: the bytes a table by path gives.
        #expect(
            fromFile.cache.binaryEncoded()
                == ScanCache(
                    files: fromFile.cache.files, relevantNames: fromFile.cache.relevantNames,
                    trustedBefore: fromFile.cache.trustedBefore
                ).binaryEncoded())
    }
}
