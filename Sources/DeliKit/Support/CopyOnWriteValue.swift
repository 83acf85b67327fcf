/// A value that keeps its fields in one ``CopyOnWriteBox`` (``TypeDeclaration``,
/// ``RegistrationBlueprint``): its properties read `box.fields` and change ``fields``, which copies
/// the box first when another value shares it. (Its public `==` and `hash(into:)` compare and hash
/// the box, whose equality is that of the fields.)
protocol CopyOnWriteValue {
    associatedtype Fields
    var box: CopyOnWriteBox<Fields> { get set }
}

extension CopyOnWriteValue {
    /// The fields for a change: the box is copied first when another value shares it.
    var fields: Fields {
        get { box.fields }
        _modify {
            CopyOnWriteBox.makeUnique(&box)
            yield &box.fields
        }
    }
}
