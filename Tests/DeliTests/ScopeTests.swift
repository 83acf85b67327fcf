import Deli
import Testing

@Suite struct ScopeTests {
    @Test func scopesAreDistinct() {
        #expect(Set([Scope.always, .singleton, .prototype, .weak]).count == 4)
    }
}
