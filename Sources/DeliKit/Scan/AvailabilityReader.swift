import SwiftSyntax

/// Reads whether an `@available` attribute makes an initialiser or `inject(...)` uncallable by the
/// generated factory: `@available(*, unavailable)`, `@available(swift, unavailable)`, or
/// `@available(swift, obsoleted: V)` for a language mode the factory compiles in (V up to 6).
/// `deprecated`, `introduced:` and platform-specific forms (`@available(iOS, unavailable)`) keep it
/// usable: the factory compiles with a warning at most, or on the platforms where it is available.
enum AvailabilityReader {
    static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments) = attribute.arguments
            else { return false }
            return isUnavailable(arguments.map { TypeText.compact($0.argument.trimmedDescription) })
        }
    }

    /// `arguments` as written without spaces: `["*", "unavailable"]`, `["swift", "obsoleted:5"]`.
    static func isUnavailable(_ arguments: [String]) -> Bool {
        guard let platform = arguments.first, platform == "*" || platform == "swift" else { return false }
        return arguments.dropFirst().contains { argument in
            if argument == "unavailable" { return true }
            guard platform == "swift", argument.hasPrefix("obsoleted:") else { return false }
            return isAtMostSwift6(argument.dropFirst("obsoleted:".count))
        }
    }

    /// Whether a version (`5`, `5.10`, `6.0`) is at most 6.0: obsoleted in Swift 6 mode or earlier.
    private static func isAtMostSwift6(_ version: Substring) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil else { return false }
        if major != 6 { return major < 6 }
        return parts.dropFirst().allSatisfy { $0 == 0 }
    }
}
