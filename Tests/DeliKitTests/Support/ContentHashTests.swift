import Testing

@testable import DeliKit

@Suite struct ContentHashTests {
    @Test func fnvPartIsTheStandardFNV1a64() {
        #expect(ContentHash(of: "").fnv == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash(of: "a").fnv == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash(of: "foobar").fnv == 0x8594_4171_f739_67e8)
    }

    @Test func equalTextsHashEqualAndEditsDiffer() {
        let text = "final class Service: Component {}"
        #expect(ContentHash(of: text) == ContentHash(of: String(text)))
        #expect(ContentHash(of: text) != ContentHash(of: text + " "))
        #expect(ContentHash(of: "ab") != ContentHash(of: "ba"))
        #expect(ContentHash(of: "Ünï").byteCount == 5)
    }

    @Test func bytesAndTextAgree() {
        #expect(ContentHash(bytes: Array("let x = 1".utf8)) == ContentHash(of: "let x = 1"))
    }
}
