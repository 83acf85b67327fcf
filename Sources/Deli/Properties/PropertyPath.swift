/// One step of a property path.
enum PathComponent: Equatable {
    case key(String)
    case index(Int)
}

/// Parses property paths: `a.b`, `a[0]`, `a['k']`, `a["k"]` and mixes, e.g. `servers[0]['host']`.
/// In a quoted key a backslash escapes the next character (`['it\'s']`, `["a\\b"]`), as the build
/// check's parser reads it.
///
/// Returns nil for anything malformed (empty names, unclosed brackets, bad indexes) — never a crash.
enum PropertyPath {
    static func parse(_ path: String) -> [PathComponent]? {
        let characters = Array(path)
        var position = 0
        var result: [PathComponent] = []
        guard let first = name(characters, &position) ?? bracket(characters, &position) else { return nil }
        result.append(first)
        while position < characters.count {
            let character = characters[position]
            if character == "." {
                position += 1
                guard let next = name(characters, &position) else { return nil }
                result.append(next)
            } else {
                guard let next = bracket(characters, &position) else { return nil }
                result.append(next)
            }
        }
        return result
    }

    private static func name(_ characters: [Character], _ position: inout Int) -> PathComponent? {
        let start = position
        while position < characters.count, !".[]".contains(characters[position]) {
            position += 1
        }
        guard position > start else { return nil }
        return .key(String(characters[start..<position]))
    }

    private static func bracket(_ characters: [Character], _ position: inout Int) -> PathComponent? {
        guard position < characters.count, characters[position] == "[" else { return nil }
        position += 1
        guard position < characters.count else { return nil }
        let quote = characters[position]
        if quote == "'" || quote == "\"" {
            guard let key = quoted(characters, &position) else { return nil }
            return closing(characters, &position) ? .key(key) : nil
        }
        let start = position
        while position < characters.count, characters[position].isASCII, characters[position].isNumber {
            position += 1
        }
        guard position > start, let index = Int(String(characters[start..<position])) else { return nil }
        return closing(characters, &position) ? .index(index) : nil
    }

    /// The key between the quotes at `position`, which a backslash escapes (`\'`, `\"`, `\\`: the
    /// character after it is taken as it is); nil when the closing quote is missing.
    private static func quoted(_ characters: [Character], _ position: inout Int) -> String? {
        let quote = characters[position]
        position += 1
        var key = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == quote { return key }
            if character == "\\" {
                guard position < characters.count else { return nil }
                key.append(characters[position])
                position += 1
            } else {
                key.append(character)
            }
        }
        return nil
    }

    private static func closing(_ characters: [Character], _ position: inout Int) -> Bool {
        guard position < characters.count, characters[position] == "]" else { return false }
        position += 1
        return true
    }
}
