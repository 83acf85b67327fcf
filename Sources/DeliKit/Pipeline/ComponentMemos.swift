import Synchronization

/// What the graph stage keeps between the runs of a process that builds again and again (`deli
/// watch`): each target's components, by file, with what each file's components were built from.
/// A run then builds only the components an edit can change; the graph it makes is the one a
/// fresh build makes.
///
/// A run that its build record answers builds no graph; given memos, it builds the graph once
/// anyway after answering (the first time for each target), so that the process's first edit finds
/// the components, the scan cache and the recorded texts in memory, as every later edit does.
public final class ComponentMemos: Sendable {
    private let memos = Mutex<[String: ComponentMemo]>([:])

    public init() {}

    /// True once a run of the target named `target` built its graph through this memo.
    func hasMemo(for target: String) -> Bool {
        memos.withLock { $0[target] != nil }
    }

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
