/// Parses an old-style (NeXTSTEP) property list such as `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<hex>` data
/// and comments.
///
/// Strict and located: anything else (a missing `;`, a duplicate key, text after the root value)
/// is an error at its line and column. Nesting is tracked on an explicit stack, never by
/// recursion, and is limited so that no input can exhaust the thread's stack.
struct PropertyListParser {
    static let maximumDepth = 200

    private var lexer: PropertyListLexer
    private var stack: [Frame] = []
    private var state = State.value

    private enum State {
        case value, keyOrClose, afterEntry, itemOrClose, afterItem
    }

    private struct Frame {
        var location: SourceLocation
        /// Nil for an array.
        var entries: [String: PropertyListValue]?
        var items: [PropertyListValue] = []
        var pendingKey = ""
    }

    private init(_ bytes: [UInt8], file: String) {
        lexer = PropertyListLexer(bytes, file: file)
    }

    static func parse(_ bytes: [UInt8], file: String) throws(PropertyListError) -> PropertyListValue {
        var parser = PropertyListParser(bytes, file: file)
        return try parser.parse()
    }

    private mutating func parse() throws(PropertyListError) -> PropertyListValue {
        while true {
            let token = try lexer.next()
            guard let value = try step(token) else { continue }
            guard !stack.isEmpty else {
                let rest = try lexer.next()
                guard rest == .end else { throw unexpected(rest, expected: "the end of the file") }
                return value
            }
            attach(value)
        }
    }

    /// Handles one token; returns a value when one is complete.
    private mutating func step(_ token: PropertyListToken) throws(PropertyListError) -> PropertyListValue? {
        switch state {
        case .value:
            return try open(token, expected: "a value")
        case .itemOrClose:
            return token == .closeArray ? close() : try open(token, expected: "a value or ')'")
        case .keyOrClose:
            if token == .closeDictionary { return close() }
            try startEntry(token)
            return nil
        case .afterEntry:
            guard token == .semicolon else { throw unexpected(token, expected: "';'") }
            state = .keyOrClose
            return nil
        case .afterItem:
            if token == .closeArray { return close() }
            guard token == .comma else { throw unexpected(token, expected: "',' or ')'") }
            state = .itemOrClose
            return nil
        }
    }

    /// A string is a value at once; `{` and `(` open a container.
    private mutating func open(_ token: PropertyListToken, expected: String) throws(PropertyListError)
        -> PropertyListValue?
    {
        let location = lexer.tokenLocation
        switch token {
        case .string(let text):
            return PropertyListValue(content: .string(text), location: location)
        case .openDictionary, .openArray:
            guard stack.count < Self.maximumDepth else {
                throw PropertyListError(
                    message: "nested more than \(Self.maximumDepth) levels deep", location: location)
            }
            let isDictionary = token == .openDictionary
            stack.append(Frame(location: location, entries: isDictionary ? [:] : nil))
            state = isDictionary ? .keyOrClose : .itemOrClose
            return nil
        default:
            throw unexpected(token, expected: expected)
        }
    }

    private mutating func startEntry(_ token: PropertyListToken) throws(PropertyListError) {
        guard case .string(let key) = token else { throw unexpected(token, expected: "a key or '}'") }
        guard stack[stack.count - 1].entries?[key] == nil else {
            throw PropertyListError(message: "duplicate key '\(key)'", location: lexer.tokenLocation)
        }
        stack[stack.count - 1].pendingKey = key
        let equals = try lexer.next()
        guard equals == .equals else { throw unexpected(equals, expected: "'=' after the key '\(key)'") }
        state = .value
    }

    private mutating func close() -> PropertyListValue {
        let frame = stack.removeLast()
        let content: PropertyListValue.Content = frame.entries.map { .dictionary($0) } ?? .array(frame.items)
        return PropertyListValue(content: content, location: frame.location)
    }

    private mutating func attach(_ value: PropertyListValue) {
        let top = stack.count - 1
        if stack[top].entries != nil {
            let key = stack[top].pendingKey
            stack[top].entries?[key] = value
            state = .afterEntry
        } else {
            stack[top].items.append(value)
            state = .afterItem
        }
    }

    private func unexpected(_ token: PropertyListToken, expected: String) -> PropertyListError {
        PropertyListError(message: "expected \(expected), found \(token.description)", location: lexer.tokenLocation)
    }
}
