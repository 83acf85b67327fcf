import Testing

@testable import DeliKit

/// E005 notes when a profile's file hides a value of the common files: the note points at what
/// hides it (an emptied list, a mapping without the key), not at the files "lacking" it.
@Suite struct HiddenPathNoteTests {
    private func run(dev: String) -> [String] {
        ProfiledApp(
            source: """
                import Deli
                struct Primary: ConfigProperty { let target = "servers[0]"; let host: String }
                """,
            common: "servers:\n  - host: a.example\nregion: eu\n", profiles: [("dev", "dev.yml", dev)]
        ).diagnostics()
    }

    @Test func anEmptiedListIsNotedWhereItIsWritten() {
        #expect(
            run(dev: "servers: []\n") == [
                """
                App.swift:2:65: error: property 'servers[0].host' is not defined in profile 'dev' [DELI-E005]
                dev.yml:1:10: note: 'servers' is defined here, without 'servers[0].host'
                """
            ])
    }

    @Test func anItemWithoutTheKeyIsNotedWhereItIsWritten() {
        #expect(
            run(dev: "servers:\n  - port: 80\n") == [
                """
                App.swift:2:65: error: property 'servers[0].host' is not defined in profile 'dev' [DELI-E005]
                dev.yml:2:5: note: 'servers[0]' is defined here, without 'servers[0].host'
                """
            ])
    }

    @Test func anEmptyFileIsNotedAsAFileTheProfileReads() {
        let diagnostics = ProfiledApp(
            source: "import Deli\nstruct Setting: ConfigProperty { let target = \"a\"; let b: String }\n",
            common: "", profiles: [("dev", "dev.yml", "# nothing yet\n")]
        ).diagnostics()
        #expect(
            diagnostics == [
                """
                App.swift:2:56: error: property 'a.b' is not defined in profile 'dev' [DELI-E005]
                common.yml:1:1: note: profile 'dev' reads this file, which lacks 'a.b'
                dev.yml:1:1: note: profile 'dev' reads this file, which lacks 'a.b'
                """
            ])
    }
}
