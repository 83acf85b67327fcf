/// One `#if` clause a declaration sits in: the `#if` block (by its location), the clause index,
/// and the directives that lead to the clause, so the generated code can select the same clause.
///
/// Declarations in different clauses of the same block never coexist, so they are neither duplicates
/// nor ambiguous candidates.
public struct BranchCondition: Hashable, Sendable, Codable {
    /// `path:line:column` of the `#if` keyword.
    public var block: String
    /// 0 for `#if`, 1… for each `#elseif` / `#else`.
    public var clause: Int
    /// The block's directives up to and including this clause, as written but on one line each:
    /// `["#if DEBUG"]`, `["#if os(Linux)", "#elseif DEBUG"]`, `["#if DEBUG", "#else"]`. Written
    /// before a registration with an `#endif` after it, they compile the registration exactly when
    /// the declaration is compiled.
    public var directives: [String]

    public init(block: String, clause: Int, directives: [String] = []) {
        self.block = block
        self.clause = clause
        self.directives = directives
    }

    /// True when two declarations sit in different clauses of one `#if` block.
    public static func areExclusive(_ lhs: [BranchCondition], _ rhs: [BranchCondition]) -> Bool {
        lhs.contains { left in rhs.contains { $0.block == left.block && $0.clause != left.clause } }
    }
}
