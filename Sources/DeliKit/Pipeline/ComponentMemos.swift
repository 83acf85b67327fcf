import Synchronization

/// What the graph stage keeps between the runs of a process that builds again and again (`deli
/// watch`): each target's components, by file, with what each file's components were built from.
/// A run then builds only the components an edit can change; the graph it makes is the one a
/// fresh build makes.
public final class ComponentMemos: Sendable {
    private let memos = Mutex<[String: ComponentMemo]>([:])

    public init() {}

    /// The memo of the target named `target`, made empty on first use.
    func memo(for target: String) -> ComponentMemo {
        memos.withLock { memos in
            if let memo = memos[target] { return memo }
            let memo = ComponentMemo()
            memos[target] = memo
            return memo
        }
    }
}
