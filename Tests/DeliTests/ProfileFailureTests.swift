import Deli
import Testing

/// An unknown profile or an override that does not convert stops the load: exact messages,
/// checked in a child process.
@Suite struct ProfileFailureTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func anUnknownProfileFromTheEnvironmentNamesTheKnownOnes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["DELI_PROFILE": "prod,staging"]).load([ProfiledFactory.self])
        }
        let expected = """
            Deli: unknown profile "staging" (from DELI_PROFILE="prod,staging") for ProfiledFactory.
            Known profiles: dev, prod, eu.
            Fix: set DELI_PROFILE to known profiles (a comma-separated list), or unset it.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func anUnknownProfileFromCodeNamesTheKnownOnes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: [:]).setDefaultProfiles(["qa"]).load([ProfiledFactory.self])
        }
        let expected = """
            Deli: unknown profile "qa" (from AppContext.setDefaultProfiles(["qa"])) for ProfiledFactory.
            Known profiles: dev, prod, eu.
            Fix: pass known profiles to setDefaultProfiles(_:).
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func anOverrideThatDoesNotConvertNamesVariablePathTypeAndValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            AppContext(environment: ["SERVER_PORT": "70000"]).load([ProfiledFactory.self])
        }
        let expected = """
            Deli: environment variable SERVER_PORT="70000" overrides property "server.port" of ProfiledFactory, \
            but "70000" is not a valid UInt16.
            Fix: set SERVER_PORT to a valid UInt16, or unset it.
            """
        #expect(Self.stderr(result).contains(expected))
    }
}
