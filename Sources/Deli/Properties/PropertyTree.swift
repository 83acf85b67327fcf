/// Reading and merging property trees: String-keyed dictionaries, arrays and scalars.
enum PropertyTree {
    /// The value at `path`, or nil when the path is malformed or leads nowhere.
    static func value(at path: String, in tree: [String: Any]) -> Any? {
        guard let components = PropertyPath.parse(path) else { return nil }
        var current: Any = tree
        for component in components {
            switch component {
            case .key(let key):
                guard let dictionary = current as? [String: Any], let next = dictionary[key] else { return nil }
                current = next
            case .index(let index):
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    /// `base` with `new` deep-merged in: dictionaries merge key by key, everything else is replaced.
    static func merging(_ new: [String: Any], into base: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in new {
            if let old = result[key] as? [String: Any], let newDictionary = value as? [String: Any] {
                result[key] = merging(newDictionary, into: old)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// `node` with `value` stored at `components`: missing mappings are created, an index may
    /// replace an item or append one right after the last. Nil when the path cannot be made
    /// (an index past the end, or an index into a mapping).
    static func setting(_ value: Any, at components: ArraySlice<PathComponent>, in node: Any?) -> Any? {
        guard let first = components.first else { return value }
        let rest = components.dropFirst()
        switch first {
        case .key(let key):
            var dictionary = node as? [String: Any] ?? [:]
            guard let child = setting(value, at: rest, in: dictionary[key]) else { return nil }
            dictionary[key] = child
            return dictionary
        case .index(let index):
            var array = node as? [Any] ?? []
            guard index <= array.count,
                let child = setting(value, at: rest, in: array.indices.contains(index) ? array[index] : nil)
            else { return nil }
            if index == array.count { array.append(child) } else { array[index] = child }
            return array
        }
    }
}
