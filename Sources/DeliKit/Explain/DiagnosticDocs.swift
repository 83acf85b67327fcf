// Written by DiagnosticDocsTests from docs/diagnostics.md and docs/diagnostics-config.md: do not edit.
// After changing a page: DELI_RECORD_REFERENCES=1 swift test --filter DiagnosticDocsTests

/// The diagnostics pages of docs/, compiled into deli so that `deli explain` prints their text.
enum DiagnosticDocs {
    static let pages: [(name: String, text: String)] = [
        ("docs/diagnostics.md", diagnostics),
        ("docs/diagnostics-config.md", diagnosticsConfig),
    ]

    static let diagnostics = ##"""
        # Diagnostics

        Every problem `deli` reports has a stable id printed after the message
        (`Sources/App/A.swift:3:7: error: … [DELI-E002]`), and `note:` lines at the related places.
        `E0xx` are errors (exit code 1), `W1xx` warnings. Configuration problems (`C0xx`) are listed with
        the configuration reader. Every check runs on the whole target and every profile before the tool
        stops, so one run lists every problem.

        The tests under `Tests/DeliKitTests/Fixtures/<ID>-*/` hold a failing example and a passing
        neighbour for each id, with the exact text printed.

        ## E001 — no implementation

        A dependency's type has no registration with the asked qualifier. The notes list the qualifiers
        that do exist.

        ```swift
        final class ConsoleLogger: Logger, Component { var qualifier: String? { "console" } }
        final class UserService: Autowired { required init(disk logger: Logger) {} }
        // error: no implementation of 'Logger' with qualifier 'disk', needed by 'UserService'
        // note: 'Logger' is available with qualifier 'console' ('ConsoleLogger')
        // note: 'UserService' is declared here
        ```

        When the qualifier comes from a property (`_/*logger.storage*/ logger: Logger`, `qualifierBy:`),
        it is checked in every profile with that profile's value:

        ```
        error: no implementation of 'Logger' with qualifier 'cloud' (the value of 'logger.storage' in profile 'prod'), needed by 'UserService'
        ```

        A qualifier close to an existing one gets a suggestion:

        ```
        error: no implementation of 'PaymentService' with qualifier 'strip', needed by 'Checkout'; did you mean 'stripe'?
        ```

        Without a qualifier, as in Deli 0.9, an unqualified registration answers first, otherwise the
        only registration with any qualifier (several are E002).

        Fix: register an implementation (conform a type to `Component`, add a `Config` member, or depend on
        the module that has it), or ask with a qualifier that exists. Remember that Autowired argument
        labels are qualifiers: write `_ logger: Logger` for none. Arrays (`[Logger]`) may be empty and are
        never reported.

        ## E002 — several implementations

        A single (non-array) dependency matches more than one registration. A note points at each
        candidate. Types in different clauses of one `#if` are never counted together.

        ```swift
        final class ConsoleLogger: Logger, Component {}
        final class FileLogger: Logger, Component {}
        final class UserService: Autowired { required init(_ logger: Logger) {} }
        // error: 'Logger' has 2 implementations but 'UserService' needs exactly one; …
        ```

        A dependency without a qualifier whose type has only qualified registrations is E002 when there
        are several of them (`Inject(AccountService.self)` with "facebook" and "google"): the runtime
        would pick the first one, which the build does not let pass silently.

        Fix: give the implementations qualifiers and ask for one (`required init(file logger: Logger)`),
        or take all of them with `[Logger]`.

        ## E003 — dependency cycle

        Components that need each other through initialisers can never be created. The message prints
        the chain; a note marks the dependency behind each step.

        ```swift
        final class A: Autowired { required init(_ b: B) {} }
        final class B: Autowired { required init(_ a: A) {} }
        // error: dependency cycle A -> B -> A; make one of them LazyAutowired …
        ```

        Fix: make one component of the cycle `LazyAutowired` (an `init()` plus `inject(...)`): it is created
        first and receives its dependencies after creation, which breaks the cycle.

        ## E004 — duplicate registration

        The same type is registered twice with the same qualifier (for example a `Component` and a
        `Config` member creating it). The note points at the first registration.

        ```swift
        final class Clock: Component {}
        final class Tools: Configuration { let clock = Config(Clock.self) { Clock() } }
        // error: 'Clock' is already registered without a qualifier; give one of them a qualifier
        ```

        Fix: remove one registration or give one of them another qualifier.

        ## E005 — property not defined

        A property path used by `InjectProperty`, `@PropertyValue`, a qualifier-by-property
        (`_/*logger.storage*/ logger: Logger`, `qualifierBy:`) or a non-optional `ConfigProperty` field is
        missing. Every profile is checked and named.

        ```swift
        struct ServerConfig: ConfigProperty { let target = "server"; let url: String }
        // error: property 'server.url' is not defined in profile 'prod'
        // note: 'server' is defined here, without 'server.url'        (at Configurations/application-prod.yml:1:1)
        ```

        The notes point at the deepest mapping above the path in the profile's files, or, when none of
        it exists, at each file the profile reads. A path close to an existing one gets a suggestion
        (`property 'app.nmae' is not defined in profile 'dev'; did you mean 'app.name'?`).

        Fix: add the key to the profile's property files (or the common ones), or make the field optional.

        ## E006 — property value of the wrong type

        A `ConfigProperty` field's value cannot be read as the field's type the way the runtime reads it:
        numbers and numeric strings convert to numeric types (overflow does not), bools are
        `true`/`false`/`1`/`0`, any scalar is a `String`, `null` only fits an optional, and a nested
        `ConfigProperty` field needs a mapping. Fields of other types are checked for presence only.

        ```swift
        struct ServerConfig: ConfigProperty { let target = "server"; let port: Int }
        # application-dev.yml: server: { port: eighty }
        // error: property 'server.port' in profile 'dev' is the string "eighty", which cannot be read as 'Int'
        ```

        Fix: correct the value, or change the field's type.

        ## E007 — factory used as a plain dependency

        A factory (`AutowiredFactory`, `LazyAutowiredFactory`) needs a payload for every instance, so it
        cannot be an initialiser dependency or an `Inject(T.self)` without `with:`.

        ```swift
        final class ItemScreen: Autowired { required init(_ model: ItemViewModel) {} }
        // error: 'ItemViewModel' is a factory and needs a payload, so 'ItemScreen' cannot take it as a dependency; …
        ```

        Fix: create it where the payload is known: `Inject(ItemViewModel.self, with: (id))`.

        ## E008 — Autowired initialiser

        An `Autowired` type needs exactly one dependency initialiser (for classes, the `required` ones
        when there are any; otherwise the initialisers with parameters; convenience and failable
        initialisers never count). An `AutowiredFactory` needs exactly one initialiser ending in
        `payload:`.

        ```swift
        final class NoInit: Autowired {}
        // error: Autowired 'NoInit' has no dependency initialiser; declare one required init(...) …
        ```

        Fix: declare one initialiser whose parameters are the dependencies; remove the others.

        ## E009 — LazyAutowired `inject(...)`

        A `LazyAutowired` or `LazyAutowiredFactory` needs exactly one instance `inject(...)` method. On a
        struct it must not be `mutating`: the injector would change a copy.

        ```swift
        struct Cache: LazyAutowired { init() {}; mutating func inject(_ log: Logger) {} }
        // error: inject(...) of struct 'Cache' is mutating, so the injected values would be lost on a copy; …
        ```

        Fix: keep one `inject(...)`; make a type with a mutating injector a class.

        ## E010 — value that must be a literal

        `qualifier`, `scope` and `target` (and `Config(..., qualifier:, scope:)`) are read at build time and
        written into the generated code, so they must be literals: a string or `nil` for `qualifier`,
        `.always`/`.singleton`/`.prototype`/`.weak` (optionally `Scope.` or `Deli.Scope.`) for `scope`, a
        string for `target`, as a stored value or a getter with a single (implicit) return.

        ```swift
        final class Store: Component { var qualifier: String? { name } }
        // error: qualifier of 'Store' must be a string literal or nil, not 'name'; Deli reads it at build time
        ```

        Fix: write the literal.

        ## E011 — type the factory cannot register

        A `private`, `fileprivate` or generic type conforms to a Deli protocol; the generated factory (a
        separate file) cannot name it. Reported once per type (a `Configuration` type once, not per member).

        ```swift
        private final class Hidden: Component {}
        // error: 'Hidden' is private, so the generated factory cannot register it; make it internal or public
        ```

        Fix: make it internal or public; for a generic type, register a concrete subclass or a `Config`
        member instead.

        ## E012 — `@Dependency` on an array

        ```swift
        @Dependency var loggers: [Logger]
        // error: @Dependency cannot hold the array '[Logger]'; use @DependencyArray instead
        ```

        Fix: `@DependencyArray var loggers: [Logger]`.

        ## E013 — factory payload

        A factory has no initialiser whose last parameter is `payload:`, or its payload type is declared
        in the scanned sources without conforming to `Payload`.

        ```swift
        final class ItemModel: AutowiredFactory { required init(_ clock: Clock) {} }
        // error: AutowiredFactory 'ItemModel' has no initialiser whose last parameter is 'payload:'; …
        ```

        Fix: add `payload: P` as the last parameter (`init(payload: P)` for a LazyAutowiredFactory) and
        conform `P` to `Payload`.

        ## E014 — `Config(...)` misuse

        A `Config(...)` member does not name the type it creates, or takes an array dependency.

        ```swift
        let library = Config(Library.self, [Book].self) { books in Library() }
        // error: Config(...) of 'Tools.library' cannot take the array dependency '[Book]'; …
        ```

        Fix: write `Config(T.self, D1.self, …) { d1, … in … }`; ask for arrays in an `Autowired` type.

        ## E015 — `ConfigProperty` without `target`

        ```swift
        struct ServerConfig: ConfigProperty { let url: String }
        // error: ConfigProperty 'ServerConfig' has no 'target'; add 'let target = "path.in.properties"' …
        ```

        Fix: add `let target = "server"` (or a getter returning a literal).

        ## E016 — initialiser the generated factory cannot call

        The generated factory is another file, so it can call only initialisers that are internal or
        public. A `private`/`fileprivate` dependency or payload initialiser, a `private init()` on a
        Component, LazyAutowired or Configuration, or a Component whose initialisers all need arguments
        (`init(provider:)`) would fail to compile inside the generated file; deli reports it at the
        user's initialiser instead.

        ```swift
        final class HiddenComponent: Component { private init() {} }
        // error: Component 'HiddenComponent' is created by the generated factory with this initialiser, but it is not visible from another file; make it internal or public
        // note: 'HiddenComponent' is declared here

        final class ProviderComponent: Component { init(provider: Provider) {} }
        // error: Component 'ProviderComponent' is created by the generated factory with 'ProviderComponent()', but no initialiser can be called without arguments; add 'init()', or make it Autowired so that the parameters are injected
        ```

        Initialisers whose parameters all have default values count as `init()`; a class with only
        convenience initialisers, or a struct whose initialisers are all in extensions, keeps Swift's
        implicit `init()`.

        Fix: make the initialiser internal or public, add `init()`, or make the type `Autowired`.

        ## W101 — captive dependency

        A `singleton` or `always` class component depends on a `weak`-scoped class component, which then
        lives as long as its holder. (Weak value types behave as prototypes and are not reported.)

        ```swift
        final class Cache: Component { var scope: Scope { .weak } }
        final class Repository: Autowired { required init(_ cache: Cache) {} }
        // warning: singleton 'Repository' holds weak-scoped 'Cache', which then lives as long as 'Repository'; …
        ```

        Fix: make the dependency a singleton, or the holder weak or prototype.

        ## W102 — value that cannot be checked

        A qualifier, `qualifierBy` or property path in `Inject(...)`, `InjectProperty(...)` or a property
        wrapper is an expression, so the build cannot check it; the program checks it when it runs.

        ```swift
        _ = Inject(Logger.self, qualifier: kind)
        // warning: qualifier 'kind' is not a literal and cannot be checked at build time; …
        ```

        Fix: use a string literal when the value is known.

        ## W103 — Swift syntax error

        A scanned file does not parse. The warning points at the first error; the rest of the file (as
        far as the parser recovered) and every other file are still scanned. Only files Deli parses are
        checked, and an error inside a top-level declaration that Deli leaves out of the parse (see below)
        is left to the compiler. It is a warning so that the
        compiler, which reports the error in full, gets to run.

        ```swift
        final class Broken: Autowired {
            required init(_ clock: Clock {}
        }
        // warning: this Swift file has a syntax error; Deli scanned what it could parse, fix the error and run again
        ```

        Fix: fix the syntax error.

        ## W110 — dependency implemented only under another `#if` clause

        A component needs a type whose only implementations are declared inside `#if` clauses the
        component is not in. The generated factory wraps each registration in the same `#if` clauses as its
        declaration, so in a build where the condition is off the implementation is not registered and the
        generated resolver names a type that does not exist. The checks read every clause at once and
        cannot check each combination of conditions, so they say so. A dependency is covered when one
        implementation is compiled whenever the component is, or when implementations sit in every clause
        of one `#if` block that ends with `#else`.

        ```swift
        #if DEBUG
        final class DebugMenu: Component {}
        #endif

        final class Screen: Autowired {
            required init(_ menu: DebugMenu) {}
        }
        ```
        ```
        App.swift:6:19: warning: 'DebugMenu' is implemented only under '#if DEBUG', but 'Screen' is compiled without that condition; deli checks every '#if' clause at once and cannot check the builds where it is off; put 'Screen' under the same condition or provide 'DebugMenu' in every build [DELI-W110]
        App.swift:2:13: note: 'DebugMenu' is declared here
        ```
        Fix: put `Screen` inside the same `#if`, or add an `#else` clause with another implementation.

        ## W111 — component conformance added to a type deli cannot see

        An extension makes a type a component (`Component`, `Autowired`, `LazyAutowired`,
        `AutowiredFactory`, `LazyAutowiredFactory`), but the type is declared outside the scanned sources
        (a standard library or Foundation type, or another module's). Deli registers only types whose
        declaration it has read, since it needs their initialisers, generic parameters and access level.

        ```swift
        extension Array: Component where Element == Int {}
        ```
        ```
        App.swift:1:11: warning: this extension makes 'Array' conform to 'Component', but 'Array' is not declared in the scanned sources, so deli cannot register it (it needs the declaration's initialisers); declare a type of your own that wraps it, or add its file to the target [DELI-W111]
        ```
        Fix: declare a type of your own (`final class Numbers: Component { let values: [Int] … }`).

        ## How the checks read the sources

        - Only syntax is read (no type checker). Types in every `#if` clause are seen; declarations in
          different clauses of one `#if` block are never duplicates (E004) or rival candidates (E002).
          The generated registration of a component declared inside `#if` clauses is wrapped in the same
          clauses (`#if A` … `#elseif B` … `#endif`), and W110 warns when a dependency exists only under
          clauses its dependent is not in.
        - A dependency resolves like the runtime: an exact (type, qualifier) registration first, then the
          registrations linked to the type (every supertype reachable through scanned classes and
          protocols, and other modules' links), filtered by qualifier. No qualifier means `""`.
        - A qualifier taken from a property (`/*path*/`, `qualifierBy:`) is checked per profile: the path
          must exist (E005) and an implementation with its value as qualifier must exist (E001). It adds no
          edge to the cycle check, since the chosen implementation depends on the profile.
        - Conformance is followed through extensions, `Deli.`-qualified names, protocols that refine a Deli
          protocol, scanned superclasses, and protocol compositions (`Logger & Component`, also behind a
          typealias).
        - A class that declares no initialiser (or `inject`) inherits those of its nearest scanned
          superclass, with that class's typealiases.
        - Swift files are parsed only when they can matter: files mentioning a Deli name, a type that takes
          part, a supertype of one, or a type one of their dependencies, stored fields or `Config` members
          name (a fixed point over a cheap identifier scan). Inside such a file, only the top-level
          declarations that mention one of those names are parsed; the others are blanked out (offsets,
          lines and columns stay exact) and are read as soon as a name they mention becomes relevant.
        """##

    static let diagnosticsConfig = ##"""
        # Configuration diagnostics (`DELI-C0xx`)

        Problems in `deli.yml` and in property files. Every one is printed as
        `path:line:column: error: message [DELI-Cnnn]` (1-based; columns count UTF-8 bytes), and all of
        them are reported in one run. All are errors except C020, which is a warning.

        | id | problem |
        |---|---|
        | [C001](#c001) | malformed YAML |
        | [C002](#c002) | unknown key |
        | [C003](#c003) | value of the wrong type |
        | [C004](#c004) | `target` names no `config` entry |
        | [C005](#c005) | empty `target` list |
        | [C006](#c006) | no Swift sources found |
        | [C007](#c007) | missing file or directory |
        | [C008](#c008) | unreadable file |
        | [C009](#c009) | duplicate key |
        | [C010](#c010) | more than one YAML document |
        | [C011](#c011) | unknown profile |
        | [C012](#c012) | unsupported project kind (Xcode workspace) |
        | [C013](#c013) | unknown alias |
        | [C014](#c014) | value does not fit its tag |
        | [C015](#c015) | malformed JSON |
        | [C016](#c016) | value not allowed |
        | [C017](#c017) | required key missing |
        | [C018](#c018) | mapping or sequence used as a key |
        | [C019](#c019) | nesting too deep |
        | [C020](#c020) | `include` glob matches nothing (warning) |
        | [C021](#c021) | aliases expand to too many nodes |
        | [C030](#c030) | malformed Xcode project file |
        | [C031](#c031) | Xcode target not found, or none chosen |
        | [C032](#c032) | Xcode scheme missing or building no target of the project |

        ## C001

        Malformed YAML: the text is libyaml's own description of the problem, at libyaml's mark; the
        note shows the construct it was reading.

        ```yaml
        config:
          App: [
        ```
        ```
        deli.yml:3:1: error: malformed YAML: did not find expected node content [DELI-C001]
        deli.yml:3:1: note: while parsing a flow node
        ```
        Fix: close the bracket, fix the indentation or quote the value libyaml points at. A common
        cause is an unquoted `: ` inside a value (`a: b: c` — write `a: "b: c"`).

        ## C002

        A key Deli does not know. When a known key is close, it is suggested; otherwise the known keys
        are listed.

        ```yaml
        config:
          App:
            clasName: F
        ```
        ```
        deli.yml:3:5: error: unknown key 'clasName'; did you mean 'className'? [DELI-C002]
        ```
        Fix: correct the spelling (see [configuration.md](configuration.md) for every key).

        ## C003

        A value of the wrong type, or a property file that is not a mapping.

        ```yaml
        config:
          App:
            include: {a: 1}
        ```
        ```
        deli.yml:3:14: error: 'include' must be a string or a list of strings, not a mapping [DELI-C003]
        ```
        ```
        list.yml:1:1: error: a property file must hold a mapping at the top level, not a sequence [DELI-C003]
        ```
        Fix: write the type the message names. Note that YAML types plain scalars: `generate: maybe` is
        a string, `className: 123` an integer; quote a value to make it a string.

        ## C004

        `target` names an entry that `config` does not have.

        ```yaml
        target: [Ap]
        config:
          App: {}
        ```
        ```
        deli.yml:1:10: error: target 'Ap' has no entry under 'config'; did you mean 'App'? [DELI-C004]
        ```
        Fix: correct the name, or add the entry under `config`.

        ## C005

        ```yaml
        target: []
        ```
        ```
        deli.yml:1:9: error: 'target' lists no targets; name at least one entry of 'config' [DELI-C005]
        ```
        Fix: list at least one entry, or remove `target` to build every entry.

        ## C006

        No Swift file was found for a target, or a SwiftPM target is neither declared in the manifest
        nor present at `Sources/<Target>`.

        ```
        deli.yml:4:3: error: no Swift sources found for 'Empty' in 'Conf' [DELI-C006]
        deli.yml:5:3: error: 'Package.swift' declares no target 'Undeclared' and 'Sources/Undeclared' does not exist [DELI-C006]
        ```
        Fix: point `project` at the right directory, set `target` to the SwiftPM target's name, or check
        that `exclude` does not remove every file. Targets whose `path:` is computed in the manifest are
        not understood: use `include` instead.

        ## C007

        A file or directory that the configuration names does not exist.

        ```
        error: configuration file 'x/deli.yml' does not exist [DELI-C007]
        deli.yml:4:9: error: property file 'Conf/nope.yml' does not exist [DELI-C007]
        deli.yml:5:7: error: no property file matches 'none/*.yml' [DELI-C007]
        deli.yml:3:19: error: project directory 'Nowhere' does not exist [DELI-C007]
        ```
        Fix: correct the path. Paths in `deli.yml` are relative to the directory holding it (`include`
        and `exclude` to the project directory); `--property` paths to the working directory.

        ## C008

        The file exists but cannot be read (permissions, a directory where a file was expected).

        ```
        locked.yml:1:1: error: cannot read 'locked.yml': Permission denied [DELI-C008]
        ```
        Fix: make the file readable by the user running `deli`.

        ## C009

        The same key twice in one mapping (YAML or JSON). The first value is kept; the note shows it.

        ```yaml
        config:
          App: {}
          App: {}
        ```
        ```
        deli.yml:3:3: error: duplicate key 'App' in the same mapping [DELI-C009]
        deli.yml:2:3: note: 'App' is first set here
        ```
        Fix: remove or rename one of them.

        ## C010

        ```yaml
        a: 1
        ---
        b: 2
        ```
        ```
        p.yml:2:1: error: the file holds more than one YAML document; Deli reads exactly one (remove the extra '---') [DELI-C010]
        ```
        Fix: keep one document per file; split profiles into separate files listed under `profiles`.

        ## C011

        `--profile` or `profile:` names a profile that the target does not define (`profile:` without
        `profiles` too).

        ```
        deli.yml:4:7: error: unknown profile 'qa'; the profiles are: prod, default [DELI-C011]
        error: unknown profile 'qa'; no profiles are defined [DELI-C011]
        deli.yml:3:14: error: unknown profile 'prd'; did you mean 'prod'? (the profiles are: dev, prod) [DELI-C011]
        ```
        Fix: use one of the listed names, or add the profile under `profiles`.

        ## C012

        ```yaml
        config:
          App: {project: App.xcworkspace}
        ```
        ```
        deli.yml:2:20: error: Xcode workspaces are not read ('App.xcworkspace'); point 'project' at the .xcodeproj that holds the target [DELI-C012]
        ```
        Fix: point `project` at the `.xcodeproj` of the target (Xcode projects are read, see
        [configuration.md](configuration.md#xcode-projects)).

        ## C013

        ```yaml
        a: *nope
        ```
        ```
        p.yml:1:4: error: unknown alias '*nope': no anchor '&nope' is defined before it [DELI-C013]
        ```
        Fix: define the anchor (`&nope`) on a value before the alias uses it.

        ## C014

        ```yaml
        a: !!int abc
        ```
        ```
        p.yml:1:4: error: 'abc' is not a valid !!int value [DELI-C014]
        ```
        Fix: correct the value or drop the tag.

        ## C015

        Foundation's JSON parser rejected a `.json` property file; the position is derived from its
        error.

        ```
        p.json:2:7: error: malformed JSON: invalid value [DELI-C015]
        p.json:2:2: error: malformed JSON: unexpected end of file during JSON parse [DELI-C015]
        ```
        Fix: correct the JSON at that position (JSON needs double quotes and no trailing commas).

        ## C016

        A value of the right type that is still not allowed.

        ```
        deli.yml:7:20: error: 'accessControl' must be one of public, internal; found 'private' [DELI-C016]
        deli.yml:8:16: error: 'className' must be a Swift type name; found '9Lives' [DELI-C016]
        deli.yml:8:16: error: 'className' must be a name a class can have ('init' is a Swift keyword); found 'init' [DELI-C016]
        deli.yml:8:16: error: 'className' must not name a type the sources already declare; found 'Clock'; choose another name [DELI-C016]
        Sources/App/Clock.swift:3:13: note: 'Clock' is declared here
        ```
        `className` is the name of a top-level `final class` in the target's module, so it cannot be a
        Swift keyword or `_`, `Self`, `Any`, `AnyObject`, `Type` or `Protocol`, a name the generated code
        refers to (`Deli`, `Swift`, `ModuleFactory`, `AppContext`, `String`, `Int`, `Double`, `Bool`,
        `Array`, `Dictionary`, `Optional`, `Set`, `Void`, `Sendable`), or the name of a top-level type or
        typealias of the target's sources (this one is reported after scanning, so with exit code 1).

        Fix: use one of the allowed values.

        ## C017

        ```yaml
        target: App
        ```
        ```
        deli.yml:1:1: error: 'deli.yml' has no 'config' [DELI-C017]
        ```
        A `dependencies` item without `path` gives `deli.yml:11:9: error: this dependency has no 'path' [DELI-C017]`.
        Fix: add the missing key.

        ## C018

        ```yaml
        ? [a, b]
        : 1
        ```
        ```
        p.yml:1:3: error: a mapping key must be a scalar, not a mapping or a sequence [DELI-C018]
        ```
        Fix: use a plain string as the key.

        ## C019

        More than 256 nested sequences or mappings; the rest of the file is ignored.

        ```
        p.yml:1:257: error: the document nests more than 256 levels deep [DELI-C019]
        ```
        Fix: flatten the structure.

        ## C020

        A warning: an `include` glob matched no file, which is usually a typo.

        ```
        deli.yml:3:15: warning: 'include' pattern 'Nothing/*.swift' matches no file [DELI-C020]
        ```
        Fix: correct the glob (it is relative to the project directory), or remove it.

        ## C021

        A document whose aliases expand to more than 1,000,000 nodes (the "billion laughs" pattern);
        the rest of the file is ignored.

        ```yaml
        l0: &l0 [x, x, x, x, x, x, x, x, x, x]
        l1: &l1 [*l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0, *l0]
        # … l2 to l4 the same way, each ten times the previous one
        l5: &l5 [*l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4]
        ```
        ```
        p.yml:6:45: error: the document expands to more than 1000000 nodes (through aliases); it is not read further [DELI-C021]
        ```
        Fix: do not nest aliases this way; property trees are meant to be small.

        ## C030

        `project.pbxproj` is not a well-formed old-style property list (a missing `;`, an unterminated
        string or comment, a duplicate key, text after the root, nesting deeper than 200 levels), or it
        lacks what a project needs (`objects`, a `rootObject`, targets that exist). The location is in
        the project file.

        ```
        App.xcodeproj/project.pbxproj:2:2: error: malformed Xcode project file: expected ';', found 'rootObject' [DELI-C030]
        ```
        Fix: repair the file (a merge conflict is the usual cause) or let Xcode write it again.

        ## C031

        The target named by `target:` (or by the chosen scheme) is not in the project; a close name is
        suggested, otherwise the targets are listed. Without `target:` and `scheme:`, the target named
        like the `config` entry is used, else the only one; several are an error.

        ```
        deli.yml:4:13: error: 'App.xcodeproj' has no target 'Ap'; did you mean 'App'? [DELI-C031]
        deli.yml:3:14: error: 'App.xcodeproj' has several targets (App, App Widget); choose one with 'target:' or 'scheme:' [DELI-C031]
        ```
        Fix: name an existing target.

        ## C032

        The scheme named by `scheme:` (or `--scheme`) is not in `App.xcodeproj/xcshareddata/xcschemes`
        (nor in a user's `xcuserdata`), or it builds no target of this project.

        ```
        deli.yml:4:13: error: no scheme 'App' at 'App.xcodeproj/xcshareddata/xcschemes/App.xcscheme'; mark the scheme as Shared in Xcode (Manage Schemes), or name the target with 'target:' [DELI-C032]
        ```
        Fix: share the scheme in Xcode (Product › Scheme › Manage Schemes › Shared), or use `target:`.

        ## C050

        The output path (`output`, or `--output`) is a directory where deli must write a file.

        ```
        Sources/App/Generated:1:1: error: output path 'Sources/App/Generated' is a directory; give a file name such as 'Sources/App/Generated/DeliFactory.swift' [DELI-C050]
        ```
        Fix: name a file, or end `output` with `/` in `deli.yml` so deli adds `DeliFactory.swift`.

        ## C051

        The output file exists and does not start with deli's generated header, so deli refuses to
        overwrite it (exit code 2). Nothing is written.

        ```
        Sources/App/DeliFactory.swift:1:1: error: refusing to overwrite 'Sources/App/DeliFactory.swift': it does not start with '// Generated by deli', so it was not generated by deli; move it away or choose another 'output' [DELI-C051]
        ```
        Fix: move your file away, or point `output` elsewhere.

        ## C052

        The output could not be written (permissions, a full disk, a missing parent that cannot be created).
        The previous file, if any, is left untouched.

        ```
        Sources/App/DeliFactory.swift:1:1: error: cannot write 'Sources/App/DeliFactory.swift': You don’t have permission. [DELI-C052]
        ```
        Fix: make the folder writable.

        ## C053

        An existing output file could not be read to compare it with the new text.

        ```
        Sources/App/DeliFactory.swift:1:1: error: cannot read the existing output 'Sources/App/DeliFactory.swift': … [DELI-C053]
        ```
        Fix: check the file's permissions.

        ## C054

        `--target NAME` names no entry of the configuration (neither an entry name nor an entry's SwiftPM
        `target`).

        ```
        error: --target 'Ap' names no entry of the configuration; did you mean 'App'? [DELI-C054]
        ```
        Fix: use one of the entry names of `deli.yml`.

        ## C055

        A Swift source file is not valid UTF-8, so it cannot be scanned. The other files are still scanned.

        ```
        Sources/App/Legacy.swift:1:1: error: 'Sources/App/Legacy.swift' is not valid UTF-8 and cannot be scanned; save it as UTF-8 [DELI-C055]
        ```
        Fix: convert the file to UTF-8.

        ## C056

        A `dependencies:` entry names a resolved file that neither exists nor was produced earlier in the
        same run. The location is the entry's `path` in `deli.yml`.

        ```
        deli.yml:39:15: error: cannot read the resolved file 'Modules/Network/Deli.resolved'; run 'deli build' for that module first, or fix 'path' [DELI-C056]
        ```
        Fix: run `deli build` for the other module (or list it earlier in `target:` of the same
        `deli.yml`), or correct the path.

        ## C057

        A resolved file is not in the format this version of deli writes (another tool's file, a hand edit,
        or an older format).

        ```
        Modules/Network/Deli.resolved:2:1: error: 'Modules/Network/Deli.resolved' is not a resolved file written by this version of deli; run 'deli build' for that module again [DELI-C057]
        ```
        Fix: regenerate it with `deli build`.

        ## C058

        `--output` names one file while several targets are selected.

        ```
        error: --output names one file but 2 targets are selected (App, Network); add --target NAME [DELI-C058]
        ```
        Fix: add `--target NAME`, or drop `--output` and let each entry's `output` apply.

        ## C059

        There is no configuration file and `--project` was given without `--target`.

        ```
        error: there is no configuration file, and --project '.' needs --target NAME to know which target to scan [DELI-C059]
        ```
        Fix: add `--target NAME` (the SwiftPM target to scan), or create a `deli.yml`.

        ## C060

        `deli clean` could not delete the scan cache folder (exit code 2).

        ```
        error: could not delete the scan cache '.build/deli-cache': You don’t have permission. [DELI-C060]
        ```
        Fix: check the folder's permissions, or delete it by hand; deli rebuilds it on the next run.

        ## C070

        `deli clean` was pointed (with `--cache-path`, or through `--config`) at something deli did not
        write: a file, a symbolic link, or a folder holding any entry other than deli's cache files
        (`scan-*.bin`, `record-*.bin`, recognised by their names and first bytes, and leftover temporary
        files of them). Nothing is deleted (exit code 2).

        ```
        error: refusing to delete 'Sources/App': it holds entries deli did not write ('App.swift', 'DeliFactory.swift'); nothing was deleted [DELI-C070]
        ```
        Fix: give `--cache-path` the folder deli's cache lives in (by default `.build/deli-cache` next to
        the configuration file); move away anything you put into it yourself.

        ## C071

        Two files one run writes have the same path: two entries with the same `output`, an `output` equal
        to another entry's resolved file (`resolve.output`, or the default `<project>/Deli.resolved`), or an
        entry whose `output` is its own resolved file. The last write would silently win. Reported at the
        later of the two keys (at the entry's name when the path is a default); nothing is written (exit
        code 2). Paths are compared after normalising `.` and `..`. `deli build` checks again the files it
        is about to write as `--output` and `--resolve-file` change them (`deli build --output
        Deli.resolved` is refused, unlocated, before anything is written).

        ```
        deli.yml:10:13: error: 'Gen/Factory.swift' would be written twice: as the 'output' of 'App' and as the 'output' of 'Tool'; give each generated file its own path [DELI-C071]
        ```
        Fix: give each entry its own `output` and `resolve.output` (or `resolve: {generate: false}`).

        ## C072

        A Swift file nests deeper than 2,000 syntax levels, which only machine-made code reaches: a type
        followed by thousands of `?`, a name with thousands of `.Member` or `.Type` links, or a very long
        call chain. Such chains are not bounded by the parser, and reading them would exhaust the stack, so
        deli does not scan the file and reports the declaration or statement holding the chain (exit
        code 1).

        ```
        Sources/App/Deep.swift:2:5: error: this Swift file nests more than 2000 levels deep here (a very long chain of '?', '.' or calls); deli does not scan it; split the expression or type [DELI-C072]
        ```
        The same id reports directly nested `[` (`[[[[…]]]]`, in a type or an array literal) that would
        make the Swift parser's look-ahead exponential: more than 12 in a row, or many runs just below
        that in one file (a run of `n` ≥ 4 brackets costs 2ⁿ, and a file may spend 65,536). It is
        reported at the run's first `[` before anything is parsed.

        ```
        Sources/App/Grid.swift:2:24: error: '[' are nested directly too deeply here (more than 12 in a row, or too many deep runs in the file); the Swift parser takes exponential time on them, so deli does not scan this file; use a typealias or split the literal [DELI-C072]
        ```
        Fix: split the chain (intermediate variables or typealiases).

        ## C073

        `config:` is empty (`config:` with nothing under it, or `config: {}`): a run would check and write
        nothing.

        ```
        deli.yml:1:1: error: 'config' has no entries, so there is nothing to check or generate; add one entry per target, such as 'App: {project: ., target: App}' [DELI-C073]
        ```
        Fix: add an entry per target to check and generate.

        ## C080

        A module the target depends on declares components, but no factory is generated for it: nothing
        would register them at run time. deli finds the module through the package manifest (or the
        build-tool plugin) and reads its sources.

        ```
        Package.swift:12:9: error: module 'Core' declares 3 components but no factory is generated for it, so nothing would register them at run time; add 'plugins: [.plugin(name: "DeliPlugin", package: "Deli")]' to its target, or give it an entry in deli.yml [DELI-C080]
        ```
        Fix: attach `DeliPlugin` to the library target (the usual way), or give it a `deli.yml` entry and
        run `deli build` for it.

        ## C081

        The factory of a module the target depends on is `internal`, so the target's factory cannot load
        it. Factories are `public` by default; this appears only when `accessControl: internal` is set.

        ```
        deli.yml:9:20: error: the factory 'CoreFactory' of module 'Core' is internal, so 'App' cannot load it; set 'accessControl: public' in its deli.yml entry [DELI-C081]
        ```
        Fix: remove the `accessControl: internal` line, or set it to `public`.

        ## C082

        A `dependencies:` resolved file describes a module whose sources are at hand, and it no longer
        matches them (a component was added, removed or changed since the file was written).

        ```
        deli.yml:8:15: error: 'Modules/Core/Deli.resolved' is out of date: the sources of module 'Core' register other components now; deli reads them directly, so remove this 'dependencies:' item, or run 'deli build' for 'Core' to refresh the file [DELI-C082]
        ```
        Fix: inside one package graph no resolved file is needed; remove the item. Keep resolved files for
        modules built elsewhere.

        ## C083

        `output` puts the factory inside the sources of a target that has `DeliPlugin` attached. The
        plugin already generates that target's factory during `swift build`, so the class would be
        declared twice.

        ```
        deli.yml:6:13: error: target 'Core' uses DeliPlugin, which generates its factory during 'swift build'; writing 'Sources/Core/CoreFactory.swift' into its sources would declare the factory twice: remove 'output' (deli then writes to .deli/) or point it outside the target's sources [DELI-C083]
        ```
        Fix: remove `output` (the CLI then writes `.deli/<entry>/<ClassName>.swift`, for reading) or point it
        outside `Sources/`.

        ## C084

        A target's sources hold a factory written by an earlier `deli build`, while the factory now comes
        from elsewhere (the build-tool plugin, or another `output`).

        ```
        Sources/Core/CoreFactory.swift:1:1: error: 'Sources/Core/CoreFactory.swift' is a factory generated by an earlier 'deli build', and 'Core' gets its factory elsewhere now (the build-tool plugin, or another 'output'); delete this file so the factory is not declared twice [DELI-C084]
        ```
        Fix: delete the file.
        """##
}
