import Deli
import Testing

/// `Config(...)` members of a `Configuration`: any number of dependency types, each resolved from
/// the context building the member, in order.
@Suite struct ConfigMemberTests {
    final class Part {
        let index: Int
        init(_ index: Int) { self.index = index }
    }
    final class Whole {
        let indexes: [Int]
        init(_ indexes: [Int]) { self.indexes = indexes }
    }
    struct P0 {}
    struct P1 {}
    struct P2 {}
    struct P3 {}
    struct P4 {}
    struct P5 {}
    struct P6 {}
    struct P7 {}
    struct P8 {}
    struct P9 {}

    final class Members: Configuration {
        let none = Config(Whole.self) { Whole([]) }
        let one = Config(Whole.self, Part.self, qualifier: "one") { part in Whole([part.index]) }
        let ten = Config(
            Whole.self, P0.self, P1.self, P2.self, P3.self, P4.self, P5.self, P6.self, P7.self, P8.self,
            P9.self, qualifier: "ten"
        ) { _, _, _, _, _, _, _, _, _, last in
            Whole([String(describing: type(of: last)).count])
        }
    }

    private func context() -> AppContext {
        let module = ModuleFactory()
        let members = Members()
        module.register(Part.self, resolver: { Part(7) }, qualifier: "", scope: .singleton)
        module.register(Members.self, resolver: { members }, qualifier: "", scope: .singleton)
        module.register(P0.self, resolver: { P0() }, qualifier: "", scope: .singleton)
        module.register(P1.self, resolver: { P1() }, qualifier: "", scope: .singleton)
        module.register(P2.self, resolver: { P2() }, qualifier: "", scope: .singleton)
        module.register(P3.self, resolver: { P3() }, qualifier: "", scope: .singleton)
        module.register(P4.self, resolver: { P4() }, qualifier: "", scope: .singleton)
        module.register(P5.self, resolver: { P5() }, qualifier: "", scope: .singleton)
        module.register(P6.self, resolver: { P6() }, qualifier: "", scope: .singleton)
        module.register(P7.self, resolver: { P7() }, qualifier: "", scope: .singleton)
        module.register(P8.self, resolver: { P8() }, qualifier: "", scope: .singleton)
        module.register(P9.self, resolver: { P9() }, qualifier: "", scope: .singleton)
        module.register(Whole.self, resolver: { members.none() }, qualifier: "none", scope: .prototype)
        module.register(Whole.self, resolver: { members.one() }, qualifier: "one", scope: .prototype)
        module.register(Whole.self, resolver: { members.ten() }, qualifier: "ten", scope: .prototype)
        return AppContext().load(module)
    }

    @Test func membersResolveAnyNumberOfDependenciesInOrder() {
        let context = context()
        #expect(context.get(Whole.self, qualifier: "none")?.indexes == [])
        #expect(context.get(Whole.self, qualifier: "one")?.indexes == [7])
        // The tenth dependency is a `P9`: its type name has two characters.
        #expect(context.get(Whole.self, qualifier: "ten")?.indexes == [2])
    }
}
