import Testing

@testable import DeliKit

/// The members of a `private` or `fileprivate` extension are at most `fileprivate`: the types it
/// declares and its initialisers cannot be named or called by the generated factory.
@Suite struct ExtensionAccessScanTests {
    private func scan(_ text: String) -> ScanResult {
        SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text))
    }

    @Test func aTypeInAPrivateOrFileprivateExtensionIsFileprivate() {
        let result = scan(
            """
            fileprivate extension Open {
                final class Y: Component {}
                private final class Own: Component {}
            }
            private extension Open {
                struct Z: Component {}
            }
            extension Open {
                final class Shown: Component {}
            }
            """)
        let access = Dictionary(result.types.filter { $0.kind != .extension }.map { ($0.name, $0.access) }) { a, _ in a
        }
        #expect(
            access == ["Open.Y": .fileprivate, "Open.Own": .private, "Open.Z": .fileprivate, "Open.Shown": .visible])
        #expect(result.types.filter { $0.kind == .extension }.map(\.access) == [.fileprivate, .private, .visible])
    }

    @Test func anInitialiserOrInjectInAPrivateOrFileprivateExtensionIsInaccessible() {
        let result = scan(
            """
            private extension P {
                init() {}
                func inject(_ clock: Clock) {}
            }
            fileprivate extension P {
                init(x: Int) {}
            }
            extension P {
                init(y: Int) {}
            }
            """)
        #expect(result.types.map { $0.initializers.map(\.isInaccessible) } == [[true], [true], [false]])
        #expect(result.types[0].injectMethods.map(\.isInaccessible) == [true])
    }
}
