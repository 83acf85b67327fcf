import Deli

// Only one clause compiles; the generated registrations and configuration instances carry the
// same `#if`, so the factory compiles without the `NeverCompiled…` types and registers `Fallback`.
#if DELI_FIXTURE_NEVER_DEFINED
    final class NeverCompiled: Component {
        init() {}
    }

    final class NeverClock {}

    final class NeverCompiledConfiguration: Configuration {
        let neverClock = Config(NeverClock.self) { NeverClock() }
    }
#else
    final class Fallback: Component {
        init() {}
    }
#endif

/// One dependency initialiser per clause: the factory calls the one that is compiled.
final class PerClause: Autowired {
    let madeBy: String

    #if DELI_FIXTURE_NEVER_DEFINED
        required init(_ never: NeverCompiled) { madeBy = "never" }
    #else
        required init(_ fallback: Fallback) { madeBy = "fallback" }
    #endif
}
