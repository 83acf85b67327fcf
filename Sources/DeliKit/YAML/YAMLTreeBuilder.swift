/// Builds a ``YAMLNode`` tree from parser events with an explicit stack (no recursion, so deep
/// nesting cannot overflow the call stack), resolving anchors, aliases and `<<` merge keys.
///
/// Two limits keep hostile input cheap: nesting deeper than ``maximumDepth`` and documents whose
/// aliases expand to more than ``maximumNodes`` nodes ("billion laughs") are reported and the
/// rest of the document is ignored.
struct YAMLTreeBuilder {
    static let maximumDepth = 256
    static let maximumNodes = 1_000_000

    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []
    private var stack: [(frame: YAMLCollectionFrame, firstNode: Int)] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
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
        case .scalar(let scalar):
            guard count(1, at: scalar.location) else { return }
            complete(node(for: scalar), keyText: scalar.value, anchor: scalar.anchor, size: 1)
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

    /// Adds `size` nodes to the document's total; false (and stops) past ``maximumNodes``.
    private mutating func count(_ size: Int, at location: SourceLocation) -> Bool {
        nodeCount += size
        guard nodeCount > Self.maximumNodes else { return true }
        diagnostics.append(.tooManyNodes(limit: Self.maximumNodes, at: location))
        stopped = true
        return false
    }

    private mutating func push(_ frame: YAMLCollectionFrame) {
        guard stack.count < Self.maximumDepth else {
            diagnostics.append(.nestingTooDeep(limit: Self.maximumDepth, at: frame.location))
            stopped = true
            return
        }
        guard count(1, at: frame.location) else { return }
        stack.append((frame, nodeCount))
    }

    private mutating func pop() {
        guard let (frame, firstNode) = stack.popLast() else { return }
        complete(frame.node, keyText: nil, anchor: frame.anchor, size: nodeCount - firstNode + 1)
    }

    private mutating func completeAlias(_ anchor: String, at location: SourceLocation) {
        guard let (target, size) = anchors[anchor] else {
            diagnostics.append(.unknownAlias(anchor, at: location))
            complete(.scalar(.null, at: location), keyText: "", anchor: nil, size: 1)
            return
        }
        guard count(size, at: location) else { return }
        var copy = target
        copy.location = location
        complete(copy, keyText: copy.scalar?.description, anchor: nil, size: size)
    }

    private mutating func complete(_ node: YAMLNode, keyText: String?, anchor: String?, size: Int) {
        if let anchor { anchors[anchor] = (node, size) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        diagnostics.append(contentsOf: stack[stack.count - 1].frame.add(node, keyText: keyText))
    }

    private mutating func node(for event: YAMLScalarEvent) -> YAMLNode {
        let location = event.location
        guard let tag = event.tag, tag != "!" else {
            let plain = event.isPlain && event.tag == nil
            return .scalar(plain ? YAMLScalarResolver.resolvePlain(event.value) : .string(event.value), at: location)
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
