import Foundation
import Testing

/// Shell completions come from swift-argument-parser's generator and know every command.
@Suite struct CompletionCLITests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptNamesEveryCommand(shell: String) throws {
        let result = try DeliProcess.run(
            ["--generate-completion-script", shell], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        for command in ["build", "validate", "generate", "why", "explain", "init", "clean", "version"] {
            #expect(result.standardOutput.contains(command), "\(shell) completion lacks \(command)")
        }
        #expect(result.standardOutput.contains("qualifier"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try DeliProcess.run(
            ["--generate-completion-script", "tcsh"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 2)
    }
}
