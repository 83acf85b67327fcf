/// A list of lists kept in one array (each list's elements back to back, and where each starts): a
/// graph of thousands of components made one small array per component for its edges, and freed
/// them all again on the next build of a `deli watch` or `deli serve`.
///
/// It reads as `[[Element]]` does: `lists[i]` is the `i`th list, indexed from zero. It is encoded
/// as an array of arrays.
public struct FlatLists<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable {
    /// Every element, list after list.
    public private(set) var elements: [Element] = []
    /// Where each list starts in `elements`, and where the last one ends.
    private var starts: [Int] = [0]

    public init() {}

    public init(_ lists: [[Element]]) {
        starts.reserveCapacity(lists.count + 1)
        elements.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { append(contentsOf: list) }
    }

    /// Room for `count` lists of `elements` elements in all.
    public mutating func reserveCapacity(lists count: Int, elements total: Int) {
        starts.reserveCapacity(count + 1)
        elements.reserveCapacity(total)
    }

    /// Adds a list of `list`'s elements.
    public mutating func append(contentsOf list: some Sequence<Element>) {
        elements.append(contentsOf: list)
        starts.append(elements.count)
    }

    /// Adds a list, whose elements `fill` appends to the array it is given.
    public mutating func appendList(_ fill: (inout [Element]) -> Void) {
        fill(&elements)
        starts.append(elements.count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count - 1 }

    /// Where list `position` lies in ``elements`` (reading it there makes no ``List``).
    public func bounds(of position: Int) -> Range<Int> {
        starts[position]..<starts[position + 1]
    }

    public subscript(position: Int) -> List {
        List(elements: elements, range: starts[position]..<starts[position + 1])
    }

    /// One of the lists, indexed from zero.
    public struct List: RandomAccessCollection, Equatable {
        fileprivate let elements: [Element]
        fileprivate let range: Range<Int>

        public var startIndex: Int { 0 }
        public var endIndex: Int { range.count }

        public subscript(position: Int) -> Element {
            elements[range.lowerBound + position]
        }

        public static func == (lhs: List, rhs: List) -> Bool {
            lhs.elementsEqual(rhs)
        }

        public static func == (lhs: List, rhs: [Element]) -> Bool {
            lhs.elementsEqual(rhs)
        }
    }
}

extension FlatLists: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [[Element]](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try map(Array.init).encode(to: encoder)
    }
}
