import Deli

// Runtime benchmarks, side by side in one run: `swift run -c release RuntimeBenchmarks`.

let context = AppContext().load([BenchmarkFactory.self])
let singletonType = opaque(CachedService.self)
let rootType = opaque(Root.self)

let cases = [
    Case(name: "cached singleton resolve (AppContext.get)", iterations: 500_000) {
        blackHole(context.get(singletonType))
    },
    Case(name: "prototype chain A<-B<-C (AppContext.get)", iterations: 100_000) {
        blackHole(context.get(rootType))
    },
    Case(name: "same chain by hand A(B(C()))", iterations: 100_000) {
        blackHole(opaque(Root(Middle(Leaf()))))
    },
    Case(name: "load a 1,000-component factory (us)", iterations: 20) {
        let fresh = AppContext()
        fresh.load([LargeFactory.self])
        blackHole(fresh)
    },
]
let results = measure(cases)

func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let digits = String(Int((value * scale).rounded()))
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    return "\(padded.dropLast(decimals)).\(padded.suffix(decimals))"
}

func row(_ name: String, _ value: String) -> String {
    name + String(repeating: " ", count: max(1, 52 - name.count - value.count)) + value
}

print(row("benchmark (median of 21 interleaved runs)", "ns/op"))
for (item, result) in zip(cases, results) {
    let isLoad = item.name.hasSuffix("(us)")
    print(row(item.name, formatted(isLoad ? result / 1_000 : result, decimals: 1)))
}
print(row("ratio chain / hand", formatted(results[1] / results[2], decimals: 2) + "x"))
