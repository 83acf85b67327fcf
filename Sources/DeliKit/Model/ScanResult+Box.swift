extension ScanResult {
    /// The fingerprints of the names that can trigger this result's rules (see
    /// ``NameRules/mayTrigger(_:on:)``): the identifiers of each type's ``NameRules/triggers(of:)`` and of the file-level
    /// typealiases, sorted, each once. Made once per stored value and kept in its box, so a cached
    /// result asked again in a later run of the same process (`deli watch`) answers at once.
    var triggerFingerprints: [UInt64] {
        box.derived(Self.triggers) { box in
            var found: [UInt64] = []
            for type in box.fields.types {
                for trigger in NameRules.triggers(of: type) { found.append(IdentifierFingerprint.of(trigger)) }
                for value in type.typeAliases.values { found += IdentifierReader.fingerprints(in: value) }
            }
            for value in box.fields.typeAliases.values { found += IdentifierReader.fingerprints(in: value) }
            return Array(Set(found)).sorted()
        }
    }

    /// Keeps `fingerprints` as this result's ``triggerFingerprints``: those stored with it in the
    /// scan cache, made from the same declarations when it was written.
    func keepTriggerFingerprints(_ fingerprints: [UInt64]) {
        box.keep(Self.triggers, fingerprints)
    }

    private enum TriggerFingerprints {}
    private static let triggers = DerivedKey<[UInt64]>(TriggerFingerprints.self)
}
