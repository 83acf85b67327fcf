import Testing

@testable import DeliKit

@Suite struct IdentifierReaderTests {
    /// The fingerprint written out byte by byte, as the caches on disk hold it: the length, then each
    /// word of up to eight bytes (little-endian, padded with zeros), then the final mix.
    private static func reference(_ name: String) -> UInt64 {
        let bytes = Array(name.utf8)
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            var word: UInt64 = 0
            for (shift, byte) in bytes[start..<min(start + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << (8 * UInt64(shift))
            }
            hash = WordMix.fold(word, into: hash)
        }
        return WordMix.finish(hash)
    }

    /// Names of every length from 1 to 24 bytes, so that each length of the last word is met both
    /// inside a text (a masked load) and at its very end (a padded one).
    private static let names: [String] = (1...24).map { length in
        let letters = (0..<length).map { (index: Int) -> UInt8 in UInt8(97 + (index * 7 + length) % 26) }
        return String(decoding: letters, as: UTF8.self)
    }

    @Test func aFingerprintReadInsideATextIsTheNamesOwn() {
        for name in Self.names {
            let expected = Self.reference(name)
            #expect(IdentifierFingerprint.of(name) == expected, "\(name)")
            for text in ["\(name) + long_tail_after_it", "x.\(name)", "(\(name))"] {
                #expect(Set(IdentifierReader.fingerprints(in: text)).contains(expected), "\(name) in \(text)")
            }
        }
    }

    @Test func identifiersAreLettersUnderscoresDigitsAndNonASCIIBytes() {
        let text = "let café_2 = _x9 + 9lives.résumé // Ωmega\n\"in a string\"\t$0"
        let expected = ["let", "café_2", "_x9", "lives", "résumé", "Ωmega", "in", "a", "string"]
        var found: [String] = []
        IdentifierReader.appendIdentifiers(in: text, to: &found)
        #expect(found == expected)
        #expect(Set(IdentifierReader.fingerprints(in: text)) == Set(expected.map(IdentifierFingerprint.of)))
    }

    @Test func everyByteHasTheClassItsCharacterGives() {
        for byte in 0...255 {
            let character = Character(UnicodeScalar(UInt8(byte)))
            var expected: UInt8 = 0
            if byte >= 128 || character == "_" || (character.isASCII && character.isLetter) {
                expected = IdentifierByteClass.head
            } else if character.isASCII && character.isNumber {
                expected = IdentifierByteClass.digit
            }
            #expect(IdentifierByteClass.table[byte] == expected, "byte \(byte)")
        }
    }
}
