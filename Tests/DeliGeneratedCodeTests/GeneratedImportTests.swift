import Deli
import Foundation
import Testing

/// The reference factory imports what the fixture files that declare its components import: it
/// registers and resolves types of Foundation and Dispatch, which the fixture's files import.
@Suite struct GeneratedImportTests {
    private func makeContext() -> AppContext {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        return context
    }

    @Test func aConfigurationMemberRegistersAFoundationType() throws {
        let context = makeContext()
        let reader = try #require(context.get(FeedReader.self))
        #expect(reader.decoder === context.get(JSONDecoder.self))
    }

    @Test func aConfigurationMemberRegistersADispatchType() {
        #expect(makeContext().get(DispatchQueue.self)?.label == "fixture")
    }
}
