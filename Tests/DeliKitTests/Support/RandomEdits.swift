/// Edits a list the way a user edits a project between two runs, for randomised tests of
/// incremental work: each of `count` edits removes an element, appends a new one or replaces one.
/// `make(index, variant)` makes an element; appended ones get indices from 1,000 up.
enum RandomEdits {
    static func apply<Element>(
        _ count: Int, to elements: inout [Element], using random: inout SplitMix64,
        make: (_ index: Int, _ variant: Int) -> Element
    ) {
        for _ in 0..<count where !elements.isEmpty {
            let index = Int(random.next() % UInt64(elements.count))
            switch random.next() % 3 {
            case 0: elements.remove(at: index)
            case 1: elements.append(make(1000 + index, Int(random.next() % 100)))
            default: elements[index] = make(index, Int(random.next() % 100))
            }
        }
    }
}
