/// The scanner behind ``PropertyPath/init(_:)``.
struct PropertyPathParser {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        self.characters = Array(text)
    }

    mutating func parse() -> [PropertyPath.Component]? {
        var components: [PropertyPath.Component] = []
        guard !characters.isEmpty else { return nil }
        if characters[0] != "[" {
            guard let key = plainKey() else { return nil }
            components.append(.key(key))
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "." {
                guard let key = plainKey() else { return nil }
                components.append(.key(key))
            } else if character == "[" {
                guard let component = bracket() else { return nil }
                components.append(component)
            } else {
                return nil
            }
        }
        return components
    }

    private mutating func plainKey() -> String? {
        let start = index
        while index < characters.count, !".[]".contains(characters[index]) { index += 1 }
        return index > start ? String(characters[start..<index]) : nil
    }

    private mutating func bracket() -> PropertyPath.Component? {
        guard index < characters.count else { return nil }
        let component: PropertyPath.Component
        if characters[index] == "'" || characters[index] == "\"" {
            guard let key = quotedKey() else { return nil }
            component = .key(key)
        } else {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard index > start, let value = Int(String(characters[start..<index])) else { return nil }
            component = .index(value)
        }
        guard index < characters.count, characters[index] == "]" else { return nil }
        index += 1
        return component
    }

    private mutating func quotedKey() -> String? {
        let quote = characters[index]
        index += 1
        var key = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == quote { return key }
            if character == "\\" {
                guard index < characters.count else { return nil }
                key.append(characters[index])
                index += 1
            } else {
                key.append(character)
            }
        }
        return nil
    }
}
