import Deli
import Swinject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runtime benchmarks, side by side in one run: `swift run -c release RuntimeBenchmarks`.

let context = AppContext().load([BenchmarkFactory.self])
let singletonType = opaque(CachedService.self)
let rootType = opaque(Root.self)
let swinject = makeSwinjectContainer()

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
    Case(name: "Swinject 2.10: cached singleton resolve", iterations: 50_000) {
        blackHole(swinject.resolve(singletonType))
    },
    Case(name: "Swinject 2.10: chain A<-B<-C (graph scope)", iterations: 20_000) {
        blackHole(swinject.resolve(rootType))
    },
    Case(name: "Swinject 2.10: register 1,000 components (us)", iterations: 20) {
        blackHole(makeLargeSwinjectContainer())
    },
    // Loading defers building the lookup tables to the first lookup: this pair shows the whole cost.
    Case(name: "load 1,000 + first resolve (us)", iterations: 20) {
        let fresh = AppContext()
        fresh.load([LargeFactory.self])
        blackHole(fresh.get(Leaf.self, qualifier: "component0"))
    },
    Case(name: "Swinject 2.10: register 1,000 + resolve (us)", iterations: 20) {
        blackHole(makeLargeSwinjectContainer().resolve(Leaf.self, name: "component0"))
    },
    // The first lookup reads the registrations in order up to its match: the last one is the worst case.
    Case(name: "load 1,000 + resolve the last one (us)", iterations: 20) {
        let fresh = AppContext()
        fresh.load([LargeFactory.self])
        blackHole(fresh.get(Leaf.self, qualifier: "component999"))
    },
    // Everything looked up once, as an app that builds every singleton at start-up does.
    Case(name: "load 1,000 + resolve each (us)", iterations: 5) {
        let fresh = AppContext()
        fresh.load([LargeFactory.self])
        for qualifier in LargeFactory.qualifiers { blackHole(fresh.get(Leaf.self, qualifier: qualifier)) }
    },
    Case(name: "Swinject 2.10: register 1,000 + resolve each (us)", iterations: 5) {
        let container = makeLargeSwinjectContainer()
        for name in LargeFactory.qualifiers { blackHole(container.resolve(Leaf.self, name: name)) }
    },
]
// `RuntimeBenchmarks profile <case number>`: only runs one case in a loop, for `perf record`.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "profile", let number = Int(CommandLine.arguments[2]),
    cases.indices.contains(number)
{
    for _ in 0..<(cases[number].iterations * 200) { cases[number].body() }
    exit(0)
}
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
print(row("Swinject / Deli, cached singleton", formatted(results[4] / results[0], decimals: 1) + "x"))
print(row("Swinject / Deli, chain", formatted(results[5] / results[1], decimals: 1) + "x"))
print(row("Swinject / Deli, 1,000 components", formatted(results[6] / results[3], decimals: 1) + "x"))
print(row("Swinject / Deli, 1,000 + first resolve", formatted(results[8] / results[7], decimals: 1) + "x"))
print(row("Swinject / Deli, 1,000 + resolve the last", formatted(results[8] / results[9], decimals: 1) + "x"))
print(row("Swinject / Deli, 1,000 + resolve each", formatted(results[11] / results[10], decimals: 1) + "x"))
