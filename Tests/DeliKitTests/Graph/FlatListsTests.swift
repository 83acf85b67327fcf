import Foundation
import Testing

@testable import DeliKit

/// Lists of lists in one array read, compare and encode as arrays of arrays do.
@Suite struct FlatListsTests {
    private let lists: [[Int]] = [[3, 1], [], [7], [], [2, 2, 5]]

    @Test func listsReadAsTheArraysTheyWereMadeFrom() {
        let flat = FlatLists(lists)
        #expect(flat.count == lists.count)
        #expect(flat.map(Array.init) == lists)
        #expect(flat.elements == [3, 1, 7, 2, 2, 5])
        #expect(flat[4][1] == 2 && flat[4].count == 3 && flat[1].isEmpty)
        #expect(flat[0] == [3, 1] && flat[2] == [7])
        #expect(flat.bounds(of: 4) == 3..<6)
        #expect(FlatLists<Int>().isEmpty)
    }

    @Test func listsAppendedOneByOneEqualTheSameListsMadeAtOnce() {
        var built = FlatLists<Int>()
        built.reserveCapacity(lists: 5, elements: 6)
        built.append(contentsOf: [3, 1])
        built.appendList { _ in }
        built.appendList { $0.append(7) }
        built.append(contentsOf: [])
        built.appendList { $0 += [2, 2, 5] }
        #expect(built == FlatLists(lists))
        #expect(built.hashValue == FlatLists(lists).hashValue)
        // The same elements split otherwise are other lists.
        #expect(built != FlatLists([[3, 1, 7], [], [], [], [2, 2, 5]]))
    }

    @Test func encodedAsAnArrayOfArrays() throws {
        let flat = FlatLists(lists)
        let data = try JSONEncoder().encode(flat)
        #expect(try JSONDecoder().decode([[Int]].self, from: data) == lists)
        #expect(try JSONDecoder().decode(FlatLists<Int>.self, from: data) == flat)
    }
}
