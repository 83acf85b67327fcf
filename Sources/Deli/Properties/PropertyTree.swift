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
}
