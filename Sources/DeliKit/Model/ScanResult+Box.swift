import Synchronization

extension ScanResult {
    /// The stored fields of a ``ScanResult``, shared by its copies until one changes them, with the
    /// fingerprints of the names that can trigger its rules (see ``NameRules``), made the first time
    /// they are asked for. A cached result asked again in a later run of the same process (`deli
    /// watch`) answers from them without reading its declarations again.
    final class Box: @unchecked Sendable {
        /// Changed only through a box no other value shares (``ScanResult`` copies it first).
        var fields: Fields
        private let triggers = Mutex<[UInt64]?>(nil)

        init(_ fields: Fields) {
            self.fields = fields
        }

        /// The fingerprints of the identifiers in the inheritance clauses and the file-level
        /// typealiases, sorted, each once.
        var triggerFingerprints: [UInt64] {
            triggers.withLock { triggers in
                if let triggers { return triggers }
                var found: [UInt64] = []
                for type in fields.types {
                    for inherited in type.inheritedTypes { found += IdentifierReader.fingerprints(in: inherited) }
                }
                for value in fields.typeAliases.values { found += IdentifierReader.fingerprints(in: value) }
                let made = Array(Set(found)).sorted()
                triggers = made
                return made
            }
        }

        /// Drops the fingerprints before the fields change.
        func fieldsWillChange() {
            triggers.withLock { $0 = nil }
        }
    }
}
