import Testing

@testable import DeliKit

/// The model's binary forms on values the fixture scan does not produce, and their rejection of
/// values the running tool does not know.
@Suite struct BinaryModelCodingTests {
    private let here = SourceLocation(file: "A.swift", line: 2, column: 5)

    private func roundTrip<T: BinaryCodable & Equatable>(_ value: T) throws -> T {
        var writer = BinaryWriter()
        writer.write(value)
        var reader = BinaryReader(bytes: writer.bytes)
        let decoded = try reader.read(T.self)
        #expect(reader.isAtEnd)
        return decoded
    }

    @Test func declaredValuesRoundTrip() throws {
        let values: [LocatedValue] = [
            LocatedValue(.literal("main"), at: here), LocatedValue(.none, at: here),
            LocatedValue(.expression("name()"), at: .file("B.swift")),
        ]
        #expect(try roundTrip(values) == values)
    }

    @Test func everyCombinationOfFunctionModifiersRoundTrips() throws {
        let parameter = ParameterDeclaration(
            label: nil, name: "log", typeText: "Logger", qualifierBy: "a.b", location: here)
        let defaulted = ParameterDeclaration(
            label: "retries", name: "retries", typeText: "Int", qualifierBy: nil, location: here, hasDefaultValue: true)
        let functions = (0..<512).map { bits in
            var function = FunctionDeclaration(
                parameters: bits % 5 == 0 ? [parameter, defaulted] : [parameter], isRequired: bits & 1 != 0,
                isConvenience: bits & 2 != 0,
                isMutating: bits & 4 != 0, isFailable: bits & 8 != 0, isStatic: bits & 16 != 0, location: here)
            function.isAsync = bits & 32 != 0
            function.isThrowing = bits & 64 != 0
            function.isNonisolated = bits & 128 != 0
            function.isUnavailable = bits & 256 != 0
            function.attributes = bits % 3 == 0 ? ["MainActor"] : []
            return function
        }
        #expect(try roundTrip(functions) == functions)
    }

    @Test func typeAttributesRoundTrip() throws {
        var type = TypeDeclaration(
            name: "Model", kind: .actor, inheritedTypes: ["Component"], access: .visible, isGeneric: false,
            conditions: [], location: here)
        type.attributes = ["MainActor", "globalActor"]
        #expect(try roundTrip([type]) == [type])
    }

    /// `nonisolated`, what a type is declared in (scan cache format 27) and `public` (format 38) are kept.
    @Test func typeIsolationFactsRoundTrip() throws {
        var types: [TypeDeclaration] = []
        for (index, nesting) in [TypeNesting.topLevel, .inType, .inExtension, .inIsolatedExtension].enumerated() {
            var type = TypeDeclaration(
                name: "Outer.T\(index)", kind: .class, inheritedTypes: [], access: .visible, isGeneric: false,
                conditions: [], location: here)
            type.isNonisolated = index % 2 == 1
            type.isPublic = index >= 2
            type.nesting = nesting
            types.append(type)
        }
        #expect(try roundTrip(types) == types)
        #expect(try roundTrip(types).map(\.nesting) == [.topLevel, .inType, .inExtension, .inIsolatedExtension])
        #expect(try roundTrip(types).map(\.isPublic) == [false, false, true, true])
    }

    @Test func sharedDictionariesAreSortedAndRejectARepeatedKey() throws {
        var writer = BinaryWriter()
        writer.writeSharedDictionary(["b": "B", "a": "A"])
        #expect(writer.bytes == [2, 0, 1, 97, 0, 1, 65, 0, 1, 98, 0, 1, 66])
        var repeated = BinaryReader(bytes: [2, 0, 1, 97, 0, 1, 65, 1, 2])
        #expect(throws: BinaryFormatError.damaged(at: 7)) { try repeated.readSharedDictionary() }
    }

    /// A path map is written sorted by path; read back, a path out of order or listed twice is damage
    /// at the path's first byte (a table of entries in path order relies on both).
    @Test func pathMapsAreSortedAndRejectAPathOutOfOrderOrRepeated() throws {
        var writer = BinaryWriter()
        writer.writePathMap(["b/B.swift": "B", "a/A.swift": "A"])
        var reader = BinaryReader(bytes: writer.bytes)
        let entries: (paths: [String], values: [String?]) = try reader.readPathEntries()
        #expect(entries.paths == ["a/A.swift", "b/B.swift"] && entries.values == ["A", "B"])
        for second in ["a/A.swift", "0/Z.swift"] {
            var bad = BinaryWriter()
            bad.write(UInt64(2))
            bad.write("a/A.swift")
            bad.write("A")
            let offset = bad.bytes.count
            bad.write(second)
            bad.write("B")
            var badReader = BinaryReader(bytes: bad.bytes)
            #expect(throws: BinaryFormatError.damaged(at: offset)) {
                let _: [String: String] = try badReader.readPathMap()
            }
        }
    }

    @Test func unknownEnumValuesTagsAndFlagsAreDamage() {
        var kind = BinaryReader(bytes: [0, 5] + Array("macro".utf8))
        #expect(throws: BinaryFormatError.damaged(at: 0)) { try kind.read(TypeDeclarationKind.self) }
        var usage = BinaryReader(bytes: [0, 4] + Array("wrap".utf8))
        #expect(throws: BinaryFormatError.damaged(at: 0)) { try usage.read(DependencyUsage.Kind.self) }
        var tag = BinaryReader(bytes: [3])
        #expect(throws: BinaryFormatError.damaged(at: 0)) { try tag.read(DeclaredValue.self) }
        // 2048: one bit past the eleven flags (required … unavailable).
        var flags = BinaryReader(bytes: [0, 0x80, 0x10])
        #expect(throws: BinaryFormatError.damaged(at: 1)) { try flags.read(FunctionDeclaration.self) }
    }

    @Test func enumsAreWrittenAsSharedRawValues() throws {
        var writer = BinaryWriter()
        writer.write([TypeAccess.fileprivate, .fileprivate, .visible])
        #expect(writer.bytes == [3, 0, 11] + Array("fileprivate".utf8) + [1, 0, 7] + Array("visible".utf8))
        var reader = BinaryReader(bytes: writer.bytes)
        #expect(try reader.read([TypeAccess].self) == [.fileprivate, .fileprivate, .visible])
    }
}
