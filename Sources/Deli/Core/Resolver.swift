/// A type-erased closure that builds a component.
public typealias Resolver = () -> Any

/// A type-erased closure that builds a factory component from its payload.
public typealias FactoryResolver = (Any) -> Any

/// The parameter type generated factories of Deli 0.9 used; today it is the context itself.
public typealias AppContextType = AppContext
