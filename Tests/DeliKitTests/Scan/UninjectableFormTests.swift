import Testing

@testable import DeliKit

/// Which written parameter types no registration can provide, read in one pass over the bytes.
@Suite struct UninjectableFormTests {
    @Test(arguments: [
        ("inout Int", "an inout parameter"),
        ("@escaping () -> Double", "a function"),
        ("(Int) -> Void", "a function"),
        ("[String: (A) -> B]", "a function"),
        ("(A, B)", "a tuple"),
        ("(a: Int, b: String)", "a tuple"),
        ("(A)(B, C)", "a tuple"),
    ])
    func anUninjectableFormIsNamed(text: String, form: String) {
        #expect(TypeText.uninjectableForm(text) == form)
    }

    @Test(arguments: [
        "Logger", "any Logger", "(A)", "((A, B))", "(Dictionary<K, V>)", "Dictionary<K, V>", "[(A, B)]", "(A, B).Type",
        "Array<Int>", "Outer.Inner<(A, B)>",
    ])
    func aRegistrableTypeHasNone(text: String) {
        #expect(TypeText.uninjectableForm(text) == nil)
    }
}
