/// A position in a user's file: 1-based line and column, as compilers print them.
///
/// Swift locations come from `SourceLocationConverter`; YAML locations from libyaml's marks
/// (which are 0-based, so readers add one).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// The file path as the user should see it (relative to the working directory when possible).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number, counted in UTF-8 bytes like the Swift compiler does.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location of a whole file, used when a problem has no narrower position.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// `path:line:column`
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
