/// The few text operations the core used to take from Foundation, which it no longer loads.
extension StringProtocol {
    /// Every occurrence of `target` replaced by `replacement`, left to right, compared scalar by
    /// scalar (so the `\n` of a `\r\n` is found too).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        var scalars = String.UnicodeScalarView(unicodeScalars)
        scalars.replace(target.unicodeScalars, with: replacement.unicodeScalars)
        return String(scalars)
    }

    /// Without the spaces and tabs at either end (line breaks are kept).
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
