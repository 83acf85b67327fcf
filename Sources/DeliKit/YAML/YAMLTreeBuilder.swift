/// Builds a ``YAMLNode`` tree from parser events with an explicit stack (no recursion, so deep
/// nesting cannot overflow the call stack), resolving anchors, aliases and `<<` merge keys.
struct YAMLTreeBuilder {
    /// Deeper nesting than this is reported and the rest of the document ignored.
    static let maximumDepth = 256

    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []
    private var stack: [YAMLCollectionFrame] = []
    private var anchors: [String: YAMLNode] = [:]
    private var documents = 0
    private var stopped = false

    mutating func consume(_ events: [YAMLEvent]) {
        for event in events where !stopped {
            consume(event)
        }
    }

    private mutating func consume(_ event: YAMLEvent) {
        switch event {
        case .documentStart(let location): startDocument(at: location)
        case .documentEnd: break
        case .scalar(let scalar): complete(node(for: scalar), keyText: scalar.value, anchor: scalar.anchor)
        case .alias(let anchor, let location): completeAlias(anchor, at: location)
        case .sequenceStart(let anchor, _, let location):
            push(YAMLCollectionFrame(isMapping: false, at: location, anchor: anchor))
        case .mappingStart(let anchor, _, let location):
            push(YAMLCollectionFrame(isMapping: true, at: location, anchor: anchor))
        case .sequenceEnd, .mappingEnd: pop()
        }
    }

    private mutating func startDocument(at location: SourceLocation) {
        documents += 1
        if documents > 1 {
            diagnostics.append(.multipleDocuments(at: location))
            stopped = true
        }
    }

    private mutating func push(_ frame: YAMLCollectionFrame) {
        guard stack.count < Self.maximumDepth else {
            diagnostics.append(.nestingTooDeep(limit: Self.maximumDepth, at: frame.location))
            stopped = true
            return
        }
        stack.append(frame)
    }

    private mutating func pop() {
        guard let frame = stack.popLast() else { return }
        complete(frame.node, keyText: nil, anchor: frame.anchor)
    }

    private mutating func completeAlias(_ anchor: String, at location: SourceLocation) {
        guard var target = anchors[anchor] else {
            diagnostics.append(.unknownAlias(anchor, at: location))
            complete(.scalar(.null, at: location), keyText: "", anchor: nil)
            return
        }
        target.location = location
        complete(target, keyText: target.scalar?.description, anchor: nil)
    }

    private mutating func complete(_ node: YAMLNode, keyText: String?, anchor: String?) {
        if let anchor { anchors[anchor] = node }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let problems = stack[stack.count - 1].add(node, keyText: keyText)
        diagnostics.append(contentsOf: problems)
    }

    private mutating func node(for event: YAMLScalarEvent) -> YAMLNode {
        let location = event.location
        guard let tag = event.tag, tag != "!" else {
            let scalar =
                event.isPlain && event.tag == nil ? YAMLScalarResolver.resolvePlain(event.value) : .string(event.value)
            return .scalar(scalar, at: location)
        }
        if let scalar = YAMLScalarResolver.resolve(event.value, tag: tag) { return .scalar(scalar, at: location) }
        if tag.hasPrefix("tag:yaml.org,2002:") {
            diagnostics.append(.invalidTaggedValue(event.value, tag: tag, at: location))
            return .scalar(.string(event.value), at: location)
        }
        return .scalar(
            event.isPlain ? YAMLScalarResolver.resolvePlain(event.value) : .string(event.value), at: location)
    }
}
