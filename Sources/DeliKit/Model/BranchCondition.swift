/// One `#if` clause a declaration sits in: the `#if` block (by its location) and the clause index.
///
/// Declarations in different clauses of the same block never coexist, so they are neither duplicates
/// nor ambiguous candidates.
public struct BranchCondition: Hashable, Sendable, Codable {
    /// `path:line:column` of the `#if` keyword.
    public var block: String
    /// 0 for `#if`, 1… for each `#elseif` / `#else`.
    public var clause: Int

    public init(block: String, clause: Int) {
        self.block = block
        self.clause = clause
    }

    /// True when two declarations sit in different clauses of one `#if` block.
    public static func areExclusive(_ lhs: [BranchCondition], _ rhs: [BranchCondition]) -> Bool {
        lhs.contains { left in rhs.contains { $0.block == left.block && $0.clause != left.clause } }
    }
}
