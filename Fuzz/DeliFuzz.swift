// libFuzzer entry point for DeliKit's parsers and decoders, compiled together with the DeliKit
// sources by Scripts/fuzz.sh (so the fuzzer sees their coverage). `DELI_FUZZ_TARGET` picks what
// the input feeds:
//
//   yaml        YAMLReader.read (libyaml events, tree building, typing, marks)
//   config      ConfigurationLoader.load of the input as deli.yml (decoder, assembler, checks)
//   properties  PropertyFileLoader.read of the input as YAML, or as JSON when it starts with `{`/`[`
//   swift       SwiftFileScanner.scan of the input as a Swift file (guards, readers, chunk filter)
//   cache       ScanCache(binaryEncoded:) of the input with a valid checksum appended
//   record      BuildRecord(bytes:) of the input with a valid checksum appended
//
// Every entry must return without trapping; a crash, a sanitizer report or a timeout is a bug.

import Foundation

/// The target named by `DELI_FUZZ_TARGET`, read once.
let fuzzTarget = ProcessInfo.processInfo.environment["DELI_FUZZ_TARGET"] ?? "yaml"

@_cdecl("LLVMFuzzerTestOneInput")
public func deliFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch fuzzTarget {
    case "yaml": _ = YAMLReader.read(bytes, file: "p.yml")
    case "config": fuzzConfiguration(bytes)
    case "properties": fuzzProperties(bytes)
    case "swift": fuzzSwift(bytes)
    case "cache": _ = try? ScanCache(binaryEncoded: PayloadChecksum.appended(to: bytes))
    case "record": _ = try? BuildRecord(bytes: PayloadChecksum.appended(to: bytes))
    default: fatalError("unknown DELI_FUZZ_TARGET '\(fuzzTarget)'")
    }
    return 0
}

func fuzzConfiguration(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    let fileSystem = InMemoryFileSystem(files: [
        "deli.yml": text, "Sources/App/App.swift": "final class A: Component {}\n", "p.yml": "a: 1\n",
    ])
    _ = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
}

func fuzzProperties(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    let isJSON = text.first == "{" || text.first == "["
    let path = isJSON ? "p.json" : "p.yml"
    var diagnostics: [Diagnostic] = []
    _ = PropertyFileLoader(fileSystem: InMemoryFileSystem(files: [path: text])).read(path, diagnostics: &diagnostics)
}

func fuzzSwift(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    let file = SourceFile(path: "A.swift", text: text)
    _ = SwiftFileScanner.scan(file)
    _ = SwiftFileScanner.scan(file, relevantNames: ProjectScanner.seedNames)
}

/// Before fuzzing `cache` or `record`, writes a seed (a real encoded value without its checksum)
/// into `DELI_FUZZ_SEED_DIR`, so mutations start from the real layout.
@_cdecl("LLVMFuzzerInitialize")
public func deliFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["DELI_FUZZ_SEED_DIR"] else { return 0 }
    let source = SourceFile(
        path: "App.swift",
        text: "protocol P {}\nfinal class A: P, Component {}\nfinal class B: Autowired {\n    init(_ p: P) {}\n}\n")
    let fileSystem = InMemoryFileSystem(files: [source.path: source.text])
    let scanner = IncrementalScanner(fileSystem: fileSystem)
    let scanned = scanner.scan([source.path], stamps: [nil], cache: nil, startedAt: 0).cache
    let record = BuildRecord(
        inputsKey: ContentHash(of: "inputs"), sourcesKey: BuildRecord.sourcesKey(["App.swift"]), trustedBefore: 1,
        files: [RecordedFile(stamp: nil, hash: ContentHash(of: source.text))],
        diagnostics: GraphChecker.check([source]).diagnostics, componentCount: 2, factorySource: "register(A.self)",
        resolvedSource: "components: []")
    let seed = fuzzTarget == "cache" ? scanned.binaryEncoded() : record.bytes
    let payload = Array(seed.dropLast(PayloadChecksum.byteCount))
    _ = FileManager.default.createFile(atPath: "\(directory)/seed-\(fuzzTarget)", contents: Data(payload))
    return 0
}
