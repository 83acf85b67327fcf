import Deli
import Testing

/// Tests that run in parallel, each with its own context and mocks (`withContext`, `withOverrides`):
/// `AppContext.shared`, `Inject`, the property wrappers and child tasks all see the test's context,
/// and no other test does.
@Suite struct ParallelOverrideTests {
    final class MockLogger: Logger {
        let name: String
        init(_ index: Int) { name = "mock-\(index)" }
    }

    /// What a test sees of its context, through every way of resolving.
    struct Seen: Equatable {
        var shared, inject, wrapper, childTask, detachedTask: String
    }

    private static func base() -> AppContext {
        AppContext().load([AppFactory.self])
    }

    private static func seen() async -> Seen {
        let reporter = Reporter()
        let child = await Task { AppContext.shared.get(Logger.self)?.name ?? "none" }.value
        let mine = AppContext.shared
        // A detached task inherits no task-local value: it sees the process-wide context.
        let detached = await Task.detached { AppContext.shared === mine }.value
        return Seen(
            shared: AppContext.shared.get(Logger.self)?.name ?? "none", inject: reporter.logger.name,
            wrapper: reporter.chosenLogger.name, childTask: child,
            detachedTask: detached ? "the test's" : "the process's")
    }

    /// A hundred tests at once (Swift Testing runs arguments in parallel), each overriding `Logger`
    /// with its own mock for twenty rounds.
    @Test(arguments: 0..<100)
    func eachParallelTestSeesOnlyItsOwnMock(_ index: Int) async {
        let base = Self.base()
        for round in 0..<20 {
            let mock = index * 100 + round
            let seen = await AppContext.withContext(base) {
                await AppContext.withOverrides {
                    $0.load(ModuleFactory.mock(Logger.self, qualifier: "", { MockLogger(mock) }), priority: .high)
                    $0.load(ModuleFactory.mock(Logger.self, qualifier: "file", { MockLogger(mock) }), priority: .high)
                } operation: {
                    await Self.seen()
                }
            }
            let name = "mock-\(mock)"
            #expect(
                seen == Seen(shared: name, inject: name, wrapper: name, childTask: name, detachedTask: "the process's"))
            #expect(base.get(Logger.self)?.name == "console")
        }
    }

    @Test func outsideWithContextSharedIsTheProcessContext() {
        let context = AppContext()
        #expect(AppContext.shared !== context)
        AppContext.withContext(context) {
            #expect(AppContext.shared === context)
            #expect(AppContext.current === context)
        }
        #expect(AppContext.shared !== context)
    }

    @Test func theCopyHasItsOwnSingletonsAndTheBaseIsUntouched() {
        let base = Self.base()
        let real = base.get(Library.self)
        base.withOverrides { _ in
        } operation: {
            let copied = AppContext.shared.get(Library.self)
            #expect(copied != nil && copied !== real)
            #expect(AppContext.shared.get(NetworkManager.self)?.url == "https://dev.example.com")
        }
        #expect(base.get(Library.self) === real)
    }

    @Test func handMadeRegistrationsOfTheBaseAreCopiedWithTheirLinks() {
        let hand = ModuleFactory()
        hand.register(FileLogger.self) { FileLogger() }.link(Logger.self)
        let base = AppContext().load(hand, priority: .high)
        let original = base.get(Logger.self)
        base.withOverrides { _ in
        } operation: {
            let copied = AppContext.shared.get(Logger.self)
            #expect(copied?.name == "file" && copied !== original)
        }
        #expect(base.get(Logger.self) === original)
    }

    @Test func aThrowingOverrideRunsNoOperation() {
        struct Refused: Error {}
        var ran = false
        #expect(throws: Refused.self) {
            try AppContext.withContext(Self.base()) {
                try AppContext.withOverrides { _ in
                    throw Refused()
                } operation: {
                    ran = true
                }
            }
        }
        #expect(!ran)
    }
}

extension ModuleFactory {
    /// A module holding one registration made by hand, as a test writes a mock.
    static func mock<T>(_ type: T.Type, qualifier: String, _ make: @escaping () -> T) -> ModuleFactory {
        let module = ModuleFactory()
        module.register(type, resolver: make, qualifier: qualifier, scope: .singleton)
        return module
    }
}
