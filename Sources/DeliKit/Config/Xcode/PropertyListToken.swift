/// One token of an old-style property list.
enum PropertyListToken: Equatable, Sendable {
    case openDictionary
    case closeDictionary
    case openArray
    case closeArray
    case equals
    case semicolon
    case comma
    /// A quoted or unquoted string, or `<hex data>` kept as its text.
    case string(String)
    case end

    /// How the token is named in messages.
    var description: String {
        switch self {
        case .openDictionary: return "'{'"
        case .closeDictionary: return "'}'"
        case .openArray: return "'('"
        case .closeArray: return "')'"
        case .equals: return "'='"
        case .semicolon: return "';'"
        case .comma: return "','"
        case .string(let text): return "'\(text)'"
        case .end: return "the end of the file"
        }
    }
}
