import Testing

@testable import DeliKit

/// A module's name comes off a type name only when it is the first part and no scanned type has it.
@Suite struct ModuleNamesTests {
    private let names = ModuleNames(linked: ["Interfaces", "Impl", "Outer"], own: "App") { $0 == "Outer" }

    @Test func aLinkedModuleNameComesOff() {
        #expect(names.withoutModule("Interfaces.Logger") == "Logger")
        #expect(names.linkedQualified("Impl.Formatter")?.module == "Impl")
        #expect(names.linkedQualified("Impl.Formatter")?.name == "Formatter")
    }

    @Test func theOwnModuleNameComesOffButDoesNotQualifyAsLinked() {
        #expect(names.withoutOwnModule("App.Clock") == "Clock")
        #expect(names.withoutModule("App.Clock") == "Clock")
        #expect(names.linkedQualified("App.Clock") == nil)
    }

    @Test func aNameAScannedTypeHasStays() {
        #expect(names.withoutModule("Outer.Inner") == "Outer.Inner")
        #expect(names.linkedQualified("Outer.Inner") == nil)
        let shadowed = ModuleNames(linked: [], own: "App") { $0 == "App" }
        #expect(shadowed.withoutOwnModule("App.Clock") == "App.Clock")
    }

    @Test func onlyAWholeFirstPartCounts() {
        #expect(names.withoutModule("Logger") == "Logger")
        #expect(names.withoutModule("InterfacesX.Logger") == "InterfacesX.Logger")
        #expect(names.withoutOwnModule("AppClock") == "AppClock")
        #expect(names.withoutModule("Deep.Interfaces.Logger") == "Deep.Interfaces.Logger")
    }
}
