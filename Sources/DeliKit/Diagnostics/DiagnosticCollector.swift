/// Gathers diagnostics while a stage runs, so every problem is reported before failing.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func emit(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The diagnostics sorted by file, line and column; diagnostics without a location come first.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location
            let r = rhs.element.location
            switch (l, r) {
            case (let l?, let r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
