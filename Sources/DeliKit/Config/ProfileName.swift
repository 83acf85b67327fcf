/// Which profile names `DELI_PROFILE` can select: it splits its value on commas and trims blanks,
/// so a name that is empty, holds a comma or starts or ends with white space never matches.
enum ProfileName {
    /// Whether the runtime can select a profile called `name`.
    static func isSelectable(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(",") && name.first?.isWhitespace == false
            && name.last?.isWhitespace == false
    }
}

extension Diagnostic {
    /// C016 at a profile's key whose name `DELI_PROFILE` cannot select.
    static func unselectableProfile(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            .invalidValue,
            "profile name '\(name)' can never be selected: DELI_PROFILE splits its value on ',' and trims "
                + "blanks; name the profile without a comma or surrounding white space, and not empty",
            at: location)
    }
}
