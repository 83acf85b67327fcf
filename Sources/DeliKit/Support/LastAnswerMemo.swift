import Synchronization

/// The last answer of a pure function, given again when it is asked with an equal input.
///
/// For the values a resident process (`deli watch`) computes from the same large input on every
/// run: a list of ten thousand paths that shares its storage with the last one compares equal at
/// once, so the answer costs nothing instead of a pass over every element.
public final class LastAnswerMemo<Input: Equatable & Sendable, Output: Sendable>: Sendable {
    private let last = Mutex<(input: Input, output: Output)?>(nil)
    private let compute: @Sendable (Input) -> Output

    public init(_ compute: @escaping @Sendable (Input) -> Output) {
        self.compute = compute
    }

    /// The answer for `input`: the last one when `input` equals the last input.
    public func callAsFunction(_ input: Input) -> Output {
        if let kept = last.withLock({ $0 }), kept.input == input { return kept.output }
        let output = compute(input)
        last.withLock { $0 = (input, output) }
        return output
    }
}
