import Testing

@testable import DeliKit

/// Xcode projects as sources (issue 12, point 1): targets chosen by `target:`, `scheme:` or
/// name, groups and source trees, Xcode 16 synchronized folders, located errors.
@Suite struct XcodeProjectTests {
    @Test func schemeChoosesTheTargetOfAnXcodeLaidOutProject() throws {
        let fixture = ProjectFixture(name: "Deli09")
        let result = fixture.load()
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == [])
        let target = try #require(result.targets.first)
        #expect(target.moduleName == "Deli09App")
        #expect(
            fixture.relative(target.sourceFiles) == [
                "Deli09App/AppDelegate.swift", "Deli09App/Configuration/AccountConfiguration.swift",
                "Deli09App/Services/MessageService.swift", "Deli09App/Services/UserService.swift",
                "Deli09App/ViewModels/LoginViewModel.swift", "Shared/Logger.swift",
            ])
        #expect(fixture.relative([target.outputPath]) == ["Deli09App/DeliFactory.swift"])
    }

    @Test func schemeOptionReplacesTheConfiguredChoice() {
        let result = ProjectFixture(name: "Deli09").load(options: ConfigurationOptions(scheme: "Deli09AppTest"))
        let texts = result.diagnostics.map { DiagnosticFormatter.text($0) }
        #expect(texts.count == 1)
        #expect(
            texts.first?.hasSuffix(
                "/Deli09App.xcodeproj/xcshareddata/xcschemes/Deli09AppTest.xcscheme'; mark the scheme as Shared in Xcode (Manage Schemes), or name the target with 'target:' [DELI-C032]"
            ) == true)
        #expect(result.targets.isEmpty)
    }

    @Test func synchronizedFoldersWithMembershipExceptions() throws {
        let fixture = ProjectFixture(name: "Synchronized")
        let result = fixture.load()
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == [])
        try #require(result.targets.count == 2)
        #expect(fixture.relative(result.targets[0].sourceFiles) == ["Shop/Services/Cart.swift", "Shop/ShopApp.swift"])
        #expect(fixture.relative([result.targets[0].outputPath]) == ["Shop/DeliFactory.swift"])
        #expect(
            fixture.relative(result.targets[1].sourceFiles) == [
                "Shop/Services/SharedFormatter.swift", "ShopWidget/WidgetView.swift",
            ])
    }
}
