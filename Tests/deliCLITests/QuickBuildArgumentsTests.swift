import ArgumentParser
import Testing

@testable import deli

/// `deli build` with flags only, read without ArgumentParser, gives the command ArgumentParser
/// gives, and leaves every other line to it.
@Suite struct QuickBuildArgumentsTests {
    private static let flags = [
        "--quiet", "--verbose", "--summary", "--no-summary", "--resolve-file", "--no-resolve-file", "--no-cache",
        "--no-server",
    ]

    /// What a build command does with its options, as one comparable list.
    private func settings(_ command: BuildCommand) -> [String] {
        let options = command.options
        return options.buildKey + [
            options.reporter.rawValue, String(options.verbose), String(options.quiet), String(options.summary),
            String(command.noServer), options.cacheDirectory ?? "no cache",
        ]
    }

    /// Every stored value of `command`, options included, as `dump` writes them: an option added to
    /// the command later and left unset here shows as its definition rather than a value.
    private func dumped(_ command: BuildCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    /// Every subset of the flags, in the listed order and reversed.
    private static var flagLines: [[String]] {
        (0..<(1 << flags.count)).flatMap { bits in
            let line = flags.indices.filter { bits & (1 << $0) != 0 }.map { flags[$0] }
            return [line, line.reversed()]
        }
    }

    @Test func aLineOfFlagsGivesTheCommandArgumentParserGives() throws {
        var read = 0
        for line in Self.flagLines {
            guard let quick = QuickBuildArguments.command(arguments: ["deli", "build"] + line) else { continue }
            let parsed = try #require(try DeliCommand.parseAsRoot(["build"] + line) as? BuildCommand)
            #expect(settings(quick) == settings(parsed), "\(line)")
            #expect(dumped(quick) == dumped(parsed), "\(line)")
            read += 1
        }
        #expect(read == 2 * 3 * 3 * 3 * 2 * 2)
    }

    @Test func twoFlagsOfOneOptionOrVerboseWithQuietAreLeftToArgumentParser() {
        let pairs = [
            ["--summary", "--no-summary"], ["--no-resolve-file", "--resolve-file"], ["--verbose", "--quiet"],
        ]
        for pair in pairs {
            #expect(QuickBuildArguments.command(arguments: ["deli", "build"] + pair) == nil, "\(pair)")
        }
        #expect(QuickBuildArguments.command(arguments: ["deli", "build", "--quiet", "--quiet"]) == nil)
        #expect(throws: (any Error).self) { try DeliCommand.parseAsRoot(["build", "--verbose", "--quiet"]) }
    }

    @Test func anyOtherArgumentIsLeftToArgumentParser() {
        let lines = [
            ["deli"], ["deli", "validate"], ["deli", "--quiet", "build"], ["deli", "build", "--target", "App"],
            ["deli", "build", "--target=App"], ["deli", "build", "--quiet=true"], ["deli", "build", "-h"],
            ["deli", "build", "--help"], ["deli", "build", "--"], ["deli", "build", "--Quiet"],
            ["deli", "build", "App"], ["deli", "build", "--reporter", "text"], ["deli", "build", "--version"],
        ]
        for line in lines {
            #expect(QuickBuildArguments.command(arguments: line) == nil, "\(line)")
        }
    }
}
