/// A value that keeps its fields in one box (``TypeDeclaration`` in a ``CopyOnWriteBox``,
/// ``RegistrationBlueprint`` in a ``MemoBox``): its properties read `box.fields` and change
/// ``fields``, which copies the box first when another value shares it (and drops what a
/// ``MemoBox`` derived from them). (Its public `==` and `hash(into:)` compare and hash
/// the box, whose equality is that of the fields.)
protocol CopyOnWriteValue {
    associatedtype Box: FieldsBox
    var box: Box { get set }
}

extension CopyOnWriteValue {
    /// The fields for a change: the box is copied first when another value shares it.
    var fields: Box.Fields {
        get { box.fields }
        _modify {
            Box.makeUnique(&box)
            yield &box.fields
        }
    }
}
