import Testing

@testable import DeliKit

/// Project shapes written in memory: source trees, `projectDirPath`, groups without a path,
/// target choice and its errors.
@Suite struct XcodeProjectShapesTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                P = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); projectDirPath = src; };
                G0 = {isa = PBXGroup; children = (G1, F3, F4, F6); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, F1, F5); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2); name = "Nested Name"; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Deep/B.swift"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /abs/C.swift; sourceTree = "<absolute>"; };
                F4 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; lastKnownFileType = text; path = notes.swift; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = Gen.swift; sourceTree = BUILT_PRODUCTS_DIR; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                B6 = {isa = PBXBuildFile; fileRef = F6; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, ); };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); };
                T2 = {isa = PBXNativeTarget; name = "App Widget"; buildPhases = (); };
            };
            rootObject = P;
        }
        """

    private func load(_ entry: String, project: String = Self.project, extra: [String: String] = [:])
        -> ConfigurationLoadResult
    {
        var files = ["deli.yml": "config:\n  App:\n" + entry, "Proj/App.xcodeproj/project.pbxproj": project]
        files.merge(extra) { $1 }
        return ConfigurationLoader(fileSystem: InMemoryFileSystem(files: files)).load(configPath: "deli.yml")
    }

    private func messages(_ result: ConfigurationLoadResult) -> [String] {
        result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func sourceTreesGroupsAndProjectDirectory() throws {
        let result = load("    project: Proj/App.xcodeproj\n    target: App\n")
        #expect(messages(result) == [])
        let target = try #require(result.targets.first)
        #expect(
            target.sourceFiles == [
                "/abs/C.swift", "Proj/src/App/A.swift", "Proj/src/App/Deep/B.swift", "Proj/src/Root.swift",
            ])
        #expect(target.outputPath == "Proj/src/DeliFactory.swift")
        #expect(target.moduleName == "App")
    }

    @Test func projectWithoutExtensionAndTargetNamedLikeTheEntry() throws {
        let result = load("    project: Proj/App\n", extra: ["Proj/App/Other.swift": ""])
        #expect(messages(result) == [])
        #expect(try #require(result.targets.first).sourceFiles.count == 4)
    }

    @Test func includeAndExcludeAreRelativeToTheSourceRoot() throws {
        let result = load("    project: Proj/App.xcodeproj\n    target: App\n    exclude: [App/Deep/**]\n")
        #expect(try #require(result.targets.first).sourceFiles.contains("Proj/src/App/Deep/B.swift") == false)
    }

    @Test func targetNamesAreSanitisedIntoModuleNames() throws {
        let result = load("    project: Proj/App.xcodeproj\n    target: App Widget\n")
        #expect(try #require(result.targets.first).moduleName == "App_Widget")
    }

    @Test func misspeltTargetGetsASuggestion() {
        #expect(
            messages(load("    project: Proj/App.xcodeproj\n    target: Ap\n")) == [
                "deli.yml:4:13: error: 'App.xcodeproj' has no target 'Ap'; did you mean 'App'? [DELI-C031]"
            ])
        #expect(
            messages(load("    project: Proj/App.xcodeproj\n    target: Server\n")) == [
                "deli.yml:4:13: error: 'App.xcodeproj' has no target 'Server'; its targets are: App, App Widget [DELI-C031]"
            ])
    }

    @Test func severalTargetsAndNoChoiceIsAnError() {
        let result = ConfigurationLoader(
            fileSystem: InMemoryFileSystem(files: [
                "deli.yml": "config:\n  Other:\n    project: Proj/App.xcodeproj\n",
                "Proj/App.xcodeproj/project.pbxproj": Self.project,
            ])
        ).load(configPath: "deli.yml")
        #expect(
            messages(result) == [
                "deli.yml:3:14: error: 'App.xcodeproj' has several targets (App, App Widget); choose one with 'target:' or 'scheme:' [DELI-C031]"
            ])
    }

    /// A project without native targets has nothing to choose from: said so, not "several targets ()".
    @Test func aProjectWithoutTargetsSaysSo() {
        let empty = Self.project.replacingEvery("targets = (T1, T2);", with: "targets = ();")
            .replacingEvery("T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); };", with: "")
            .replacingEvery("T2 = {isa = PBXNativeTarget; name = \"App Widget\"; buildPhases = (); };", with: "")
        let result = ConfigurationLoader(
            fileSystem: InMemoryFileSystem(files: [
                "deli.yml": "config:\n  Other:\n    project: Proj/App.xcodeproj\n",
                "Proj/App.xcodeproj/project.pbxproj": empty,
            ])
        ).load(configPath: "deli.yml")
        #expect(
            messages(result) == [
                "deli.yml:3:14: error: 'App.xcodeproj' has no target 'Other'; it has no targets [DELI-C031]"
            ])
    }

    @Test func schemeFromAnotherProjectBuildsNoTargetHere() {
        let scheme = """
            <Scheme><BuildAction><BuildActionEntries><BuildActionEntry buildForRunning = "YES">
            <BuildableReference BlueprintName = "App" ReferencedContainer = "container:Other.xcodeproj">
            </BuildableReference></BuildActionEntry></BuildActionEntries></BuildAction></Scheme>
            """
        let result = load(
            "    project: Proj/App.xcodeproj\n    scheme: App\n",
            extra: ["Proj/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme": scheme])
        #expect(
            messages(result) == [
                "Proj/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme:1:1: error: scheme 'App' builds no target of 'App.xcodeproj'; name the target with 'target:' [DELI-C032]"
            ])
    }

    @Test func userSchemesAreFoundToo() throws {
        let scheme = """
            <BuildActionEntry buildForRunning = "NO"><BuildableReference BlueprintName = "App" ReferencedContainer = "container:App.xcodeproj"/></BuildActionEntry>
            <BuildActionEntry buildForRunning = "YES"><BuildableReference BlueprintName = "App Widget" ReferencedContainer = "container:App.xcodeproj"/></BuildActionEntry>
            """
        let result = load(
            "    project: Proj/App.xcodeproj\n    scheme: Widget\n",
            extra: ["Proj/App.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/Widget.xcscheme": scheme])
        // The target built for running is chosen; it compiles no Swift file.
        #expect(messages(result) == ["deli.yml:2:3: error: no Swift sources found for 'App' in 'Proj/src' [DELI-C006]"])
        #expect(try #require(result.targets.first).moduleName == "App_Widget")
    }

    @Test func malformedProjectFilesGetLocatedErrors() {
        let cases: [(String, String)] = [
            (
                "{ objects = { }\n rootObject = P; }",
                "2:2: error: malformed Xcode project file: expected ';', found 'rootObject'"
            ),
            ("{ a = \"open;\n}", "1:7: error: malformed Xcode project file: unterminated string"),
            ("{ a = b; a = c; }", "1:10: error: malformed Xcode project file: duplicate key 'a'"),
            (
                "{ a = b; } extra",
                "1:12: error: malformed Xcode project file: expected the end of the file, found 'extra'"
            ),
            ("{ a = (b c); }", "1:10: error: malformed Xcode project file: expected ',' or ')', found 'c'"),
            ("/* open", "1:1: error: malformed Xcode project file: unterminated comment"),
            ("{ a = #; }", "1:7: error: malformed Xcode project file: unexpected character '#'"),
            (
                "{ objects = {}; }",
                "1:1: error: malformed Xcode project file: 'rootObject' does not name a project object"
            ),
            (
                "{ objects = { P = {isa = PBXProject; targets = (T); }; }; rootObject = P; }",
                "1:49: error: malformed Xcode project file: 'targets' lists an object that does not exist"
            ),
            (
                String(repeating: "(", count: 100_000),
                "1:201: error: malformed Xcode project file: nested more than 200 levels deep"
            ),
            (
                "<?xml version=\"1.0\"?>\n<plist/>",
                "1:1: error: malformed Xcode project file: the project file is an XML property list; deli reads the "
                    + "text format Xcode writes, so open and save the project in Xcode"
            ),
            ("\u{FEFF}{ a = ; }", "1:7: error: malformed Xcode project file: expected a value, found ';'"),
        ]
        for (text, expected) in cases {
            let result = load("    project: Proj/App.xcodeproj\n", project: text)
            #expect(messages(result) == ["Proj/App.xcodeproj/project.pbxproj:\(expected) [DELI-C030]"])
        }
    }
}
