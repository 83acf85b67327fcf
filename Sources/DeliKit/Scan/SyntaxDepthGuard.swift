@_spi(RawSyntax) import SwiftSyntax

/// Measures how deeply a parsed tree nests, without recursion, before any recursive reader sees it.
///
/// The parser bounds brackets and parentheses, but not postfix chains: `T???…`, `A.B.C…`,
/// `Logger.Type.Type…` or `x.a.a.a…` nest one node per link, and swift-syntax's own helpers
/// (`trimmedDescription`, token iteration, visitors) recurse once per level. A file nested deeper
/// than ``limit`` is therefore not read at all; it is reported at the start of the declaration
/// (or statement) that holds the deep node.
struct SyntaxDepthGuard {
    /// The deepest nesting accepted. Real code stays far below it (a hundred nested closures and
    /// calls reach about a thousand), and the readers use well under a megabyte of stack at it.
    static let limit = 2_000

    let limit: Int

    init(limit: Int = Self.limit) {
        self.limit = limit
    }

    /// The first node found deeper than ``limit``, or nil when the whole tree is within it.
    func firstTooDeep(in tree: some SyntaxProtocol) -> Syntax? {
        guard Self.depth(of: tree.raw, exceeds: limit) else { return nil }
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .all) {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }

    /// Whether the tree under `root` nests deeper than `limit`: the walk above over the arena's raw
    /// nodes, which makes no `Syntax` value per node (the walk that names the node runs only when
    /// this finds one).
    private static func depth(of root: RawSyntax, exceeds limit: Int) -> Bool {
        var pending: [(node: RawSyntax, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return true }
            guard let layout = node.layoutView else { continue }
            for case let child? in layout.children { pending.append((child, depth + 1)) }
        }
        return false
    }

    /// The UTF-8 offset in `text` where the declaration or statement holding `node` starts, found
    /// by walking up the parents and skipping whitespace and comments in the text (asking the
    /// syntax for its first token would recurse down the very chain that is too deep).
    static func enclosingStart(of node: Syntax, in text: String) -> Int {
        var current = node
        while let parent = current.parent, !current.is(DeclSyntax.self), !current.is(StmtSyntax.self) {
            current = parent
        }
        return skippingTrivia(Array(text.utf8), from: current.position.utf8Offset)
    }

    /// The first offset from `start` that is not whitespace or inside a comment.
    private static func skippingTrivia(_ bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count {
            let rest = bytes[offset...]
            if [9, 10, 13, 32].contains(bytes[offset]) {
                offset += 1
            } else if rest.starts(with: Array("//".utf8)) {
                offset = rest.firstIndex(of: 10) ?? bytes.count
            } else if rest.starts(with: Array("/*".utf8)) {
                var end = offset + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                offset = min(end + 2, bytes.count)
            } else {
                break
            }
        }
        return offset
    }
}

extension DiagnosticID {
    /// A Swift file nests too deeply to be scanned.
    public static let sourceTooDeep = DiagnosticID("C072")
}

extension Diagnostic {
    static func sourceTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .sourceTooDeep,
            "this Swift file nests more than \(limit) levels deep here (a very long chain of '?', '.' or calls); "
                + "deli does not scan it; split the expression or type",
            at: location)
    }
}
