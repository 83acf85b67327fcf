extension Configuration {
    /// A configuration member with 0 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T>(
        _ type: T.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping () -> T
    ) -> () -> T {
        resolver
    }

    /// A configuration member with 1 dependency: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1>(
        _ type: T.Type,
        _ d1: D1.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(context.resolve(D1.self, qualifier: ""))
        }
    }

    /// A configuration member with 2 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""))
        }
    }

    /// A configuration member with 3 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""))
        }
    }

    /// A configuration member with 4 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""))
        }
    }

    /// A configuration member with 5 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4, D5>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        _ d5: D5.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4, D5) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""),
                context.resolve(D5.self, qualifier: ""))
        }
    }

    /// A configuration member with 6 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4, D5, D6>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        _ d5: D5.Type,
        _ d6: D6.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4, D5, D6) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""),
                context.resolve(D5.self, qualifier: ""), context.resolve(D6.self, qualifier: ""))
        }
    }

    /// A configuration member with 7 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4, D5, D6, D7>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        _ d5: D5.Type,
        _ d6: D6.Type,
        _ d7: D7.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4, D5, D6, D7) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""),
                context.resolve(D5.self, qualifier: ""), context.resolve(D6.self, qualifier: ""),
                context.resolve(D7.self, qualifier: ""))
        }
    }

    /// A configuration member with 8 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4, D5, D6, D7, D8>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        _ d5: D5.Type,
        _ d6: D6.Type,
        _ d7: D7.Type,
        _ d8: D8.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4, D5, D6, D7, D8) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""),
                context.resolve(D5.self, qualifier: ""), context.resolve(D6.self, qualifier: ""),
                context.resolve(D7.self, qualifier: ""), context.resolve(D8.self, qualifier: ""))
        }
    }

    /// A configuration member with 9 dependencies: the returned closure resolves them from
    /// `AppContext.current` and calls `resolver`. `qualifier` and `scope` are read by `deli build`,
    /// which registers the member with them.
    public static func Config<T, D1, D2, D3, D4, D5, D6, D7, D8, D9>(
        _ type: T.Type,
        _ d1: D1.Type,
        _ d2: D2.Type,
        _ d3: D3.Type,
        _ d4: D4.Type,
        _ d5: D5.Type,
        _ d6: D6.Type,
        _ d7: D7.Type,
        _ d8: D8.Type,
        _ d9: D9.Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (D1, D2, D3, D4, D5, D6, D7, D8, D9) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(
                context.resolve(D1.self, qualifier: ""), context.resolve(D2.self, qualifier: ""),
                context.resolve(D3.self, qualifier: ""), context.resolve(D4.self, qualifier: ""),
                context.resolve(D5.self, qualifier: ""), context.resolve(D6.self, qualifier: ""),
                context.resolve(D7.self, qualifier: ""), context.resolve(D8.self, qualifier: ""),
                context.resolve(D9.self, qualifier: ""))
        }
    }
}
