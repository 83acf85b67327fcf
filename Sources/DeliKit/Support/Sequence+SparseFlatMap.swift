extension Sequence {
    /// The results of `transform` for each element, joined: `flatMap` for a transform that returns
    /// nothing for most elements (a check over every component that finds something in a few). An
    /// empty result adds nothing here, where the standard `flatMap` made a new buffer for each one.
    func sparseFlatMap<Result>(_ transform: (Element) throws -> [Result]) rethrows -> [Result] {
        var joined: [Result] = []
        for element in self {
            let results = try transform(element)
            if !results.isEmpty { joined.append(contentsOf: results) }
        }
        return joined
    }
}
