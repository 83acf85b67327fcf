import Testing

@testable import DeliKit

@Suite struct ProjectScannerTests {
    @Test func parsesOnlyFilesThatCanMatterToAFixedPoint() {
        let files = [
            SourceFile(path: "z/Service.swift", text: "final class Service: Base {}"),
            SourceFile(path: "b/Base.swift", text: "class Base: Logging, Component {}"),
            SourceFile(path: "a/Logging.swift", text: "protocol Logging {}"),
            SourceFile(path: "c/Unrelated.swift", text: "struct Point { var x = 0 }"),
            SourceFile(path: "d/Extended.swift", text: "struct Clock {}"),
            SourceFile(path: "e/Conformance.swift", text: "extension Clock: Component {}"),
            SourceFile(path: "f/Reader.swift", text: "final class Reader: Autowired { init(_ s: Shelf) {} }"),
            SourceFile(path: "g/Aliases.swift", text: "typealias Shelf = [Book]"),
            SourceFile(path: "h/Strings.swift", text: "let name: String = \"\""),
        ]
        let results = ProjectScanner.scan(files)
        #expect(
            results.map(\.path) == [
                "a/Logging.swift", "b/Base.swift", "d/Extended.swift", "e/Conformance.swift", "f/Reader.swift",
                "g/Aliases.swift", "z/Service.swift",
            ])
    }

    /// A type becomes a component through any of its declarations; the others then name its
    /// supertypes, whose declarations are scanned so that the component is linked to them. Here
    /// `Service`'s extension is in a file the first round parses for another reason (and leaves the
    /// extension out), and `Timer`'s class declaration is met before the extension that makes it one.
    @Test func theSupertypesEveryDeclarationOfAComponentNamesAreScanned() {
        let files = [
            SourceFile(path: "a/Logging.swift", text: "protocol Logging: AnyObject {}"),
            SourceFile(path: "b/Clock.swift", text: "protocol Clock: AnyObject {}"),
            SourceFile(
                path: "c/Service.swift",
                text:
                    "final class Service: Component {}\nfinal class Other: Component {}\nextension Service: Logging {}"),
            SourceFile(path: "d/Timer.swift", text: "final class Timer: Clock {}"),
            SourceFile(path: "e/Conformance.swift", text: "extension Timer: Component {}"),
            SourceFile(path: "f/Unrelated.swift", text: "protocol Unrelated: AnyObject {}"),
        ]
        let results = ProjectScanner.scan(files)
        #expect(
            results.map(\.path) == [
                "a/Logging.swift", "b/Clock.swift", "c/Service.swift", "d/Timer.swift", "e/Conformance.swift",
            ])
        let graph = GraphChecker.check(scanned: results).graph
        let links = Dictionary(uniqueKeysWithValues: graph.components.map { ($0.typeName, $0.links) })
        #expect(links["Service"] == ["Logging"])
        #expect(links["Timer"] == ["Clock"])
    }

    @Test func parallelMapKeepsOrder() {
        let numbers = Array(0..<500)
        #expect(ProjectScanner.parallelMap(numbers) { $0 * 2 } == numbers.map { $0 * 2 })
    }

    @Test func identifiersAreWholeWords() {
        let identifiers = IdentifierReader.identifiers(in: "let x2 = Component.self // Über_1 9abc")
        #expect(identifiers == ["let", "x2", "Component", "self", "Über_1", "abc"])
    }
}

@Suite struct ProjectScannerAliasTests {
    @Test func followsTypealiasesOfDeliProtocols() {
        let files = [
            SourceFile(path: "a/Alias.swift", text: "typealias Service = Logger & Component"),
            SourceFile(path: "b/Impl.swift", text: "final class Impl: Service {}"),
            SourceFile(path: "c/Composed.swift", text: "class Composed: Logger & Component {}"),
            SourceFile(path: "d/Sub.swift", text: "final class Sub: Composed {}"),
        ]
        #expect(
            ProjectScanner.scan(files).map(\.path) == [
                "a/Alias.swift", "b/Impl.swift", "c/Composed.swift", "d/Sub.swift",
            ])
    }
}

@Suite struct TypeTextTests {
    @Test func compactRemovesWhitespaceOnly() {
        #expect(TypeText.compact("[String : Int]") == "[String:Int]")
        #expect(TypeText.compact("Outer.\n\tInner") == "Outer.Inner")
        #expect(TypeText.compact("Ünïcode") == "Ünïcode")
    }

    @Test func arraysAndOptionalsAreRecognised() {
        #expect(TypeText.arrayElement("[Book]") == "Book")
        #expect(TypeText.arrayElement("Array<Book>") == "Book")
        #expect(TypeText.arrayElement("[String:Int]") == nil)
        #expect(TypeText.optionalWrapped("Int?") == "Int")
        #expect(TypeText.optionalWrapped("Optional<Int>") == "Int")
        #expect(TypeText.withoutDeliModule("Deli.Component") == "Component")
        #expect(TypeText.withoutDeliModule("Other.Component") == "Other.Component")
    }
}
