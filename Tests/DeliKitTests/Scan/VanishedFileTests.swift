import Synchronization
import Testing

@testable import DeliKit

/// A file that cannot be read again when it is to be parsed (deleted in the meantime, after the scan
/// let go of its text or trusted its cached result) is left out, and the rounds still end.
@Suite(.timeLimit(.minutes(1))) struct VanishedFileTests {
    @Test func aFileThatVanishedBeforeItsParseIsLeftOut() {
        let kept = SourceFile(path: "A.swift", text: "final class A: Component {}")
        let gone = ScanInput(
            path: "B.swift", file: nil, fingerprints: IdentifierReader.fingerprints(in: "final class B: A {}"))
        var rounds = ScanRounds(
            inputs: [ScanInput(file: kept), gone], load: { _ in nil },
            parse: { SwiftFileScanner.scan($0, relevant: $1) })
        let names = rounds.run()
        #expect(names.contains("A"))
        #expect(rounds.inputs.map { $0.result?.types.map(\.name) } == [["A"], nil])
    }

    /// A cached result whose left-out declarations mention a name that became relevant is to be
    /// parsed again; when the file is gone by then, it is dropped once instead of selected forever.
    @Test func aStaleCachedResultWhoseFileVanishedIsDroppedOnce() {
        let cached = SwiftFileScanner.scan(
            SourceFile(path: "B.swift", text: "struct Noise { let a: A }\nfinal class B: Component {}"),
            relevantNames: ProjectScanner.seedNames)
        #expect(cached.skippedFingerprints.contains(IdentifierFingerprint.of("A")))
        let fresh = SourceFile(path: "A.swift", text: "final class A: Component {}")
        // Tries are counted; past a few the file "comes back", so that a regression fails instead of
        // never ending.
        let tries = Mutex(0)
        let back = SourceFile(path: "B.swift", text: "final class B: Component {}")
        var rounds = ScanRounds(
            inputs: [ScanInput(file: fresh), ScanInput(path: "B.swift", cached: cached, bloom: nil)],
            load: { _ in
                tries.withLock {
                    $0 += 1
                    return $0 > 5 ? back : nil
                }
            },
            parse: { SwiftFileScanner.scan($0, relevant: $1) })
        _ = rounds.run(knownNames: ["B"])
        #expect(tries.withLock { $0 } == 1)
        #expect(rounds.inputs[1].result == nil && rounds.inputs[1].isGone)
        #expect(rounds.inputs[0].result?.types.map(\.name) == ["A"])
    }
}
