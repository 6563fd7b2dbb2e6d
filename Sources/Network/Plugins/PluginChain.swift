/// A client's plugins, in order, as one list per hook, made once per client.
///
/// The built-in plugins each implement one or two hooks; the rest are the
/// protocol's defaults, which do nothing. Called through the plain list, every
/// request would still make fifteen calls that do nothing and copy an
/// existential for each, in code that runs cold between two answers. A
/// plugin from outside takes part in every hook, as it may implement any.
struct PluginChain: Sendable {
    /// Those asked for header fields, then for changes to the request.
    let preparing: [any NetworkPlugin]
    /// Those told of an attempt going out.
    let sending: [any NetworkPlugin]
    /// Those told of an attempt that ended.
    let receiving: [any NetworkPlugin]
    /// Those told of a retry to come.
    let retrying: [any NetworkPlugin]
    /// Those that shape the final result.
    let processing: [any NetworkPlugin]

    init(_ plugins: [any NetworkPlugin]) {
        let hooks = plugins.map(Self.hooks(of:))
        func taking(_ hook: PluginHooks) -> [any NetworkPlugin] {
            zip(plugins, hooks).compactMap { plugin, hooks in hooks.contains(hook) ? plugin : nil }
        }
        preparing = taking(.prepare)
        sending = taking(.willSend)
        receiving = taking(.didReceive)
        retrying = taking(.willRetry)
        processing = taking(.process)
    }

    /// The hooks `plugin` takes part in: a built-in plugin's own, every hook for any other.
    static func hooks(of plugin: any NetworkPlugin) -> PluginHooks {
        builtIn[ObjectIdentifier(type(of: plugin))] ?? .all
    }

    /// The built-in plugins' hooks by type. Found by the plugin's type, not
    /// by `as? any BuiltInPlugin`: a process's first cast of each type to a
    /// protocol scans every conformance record in the binary, and the five
    /// plugins' casts were 1.5 million instructions of a one-shot `courier get`.
    static let builtIn: [ObjectIdentifier: PluginHooks] = {
        let types: [any BuiltInPlugin.Type] = [
            ActivityPlugin.self, SessionExpiryPlugin.self, ReachabilityPlugin.self, RequestJournal.self, RequestLogPlugin.self,
        ]
        return Dictionary(uniqueKeysWithValues: types.map { (ObjectIdentifier($0), $0.hooks) })
    }()
}

/// The hooks of `NetworkPlugin` a plugin implements.
struct PluginHooks: OptionSet, Sendable {
    let rawValue: UInt8

    /// `headers(for:to:)` or `prepare(_:for:)`.
    static let prepare = PluginHooks(rawValue: 1 << 0)
    static let willSend = PluginHooks(rawValue: 1 << 1)
    static let didReceive = PluginHooks(rawValue: 1 << 2)
    static let willRetry = PluginHooks(rawValue: 1 << 3)
    static let process = PluginHooks(rawValue: 1 << 4)
    static let all: PluginHooks = [.prepare, .willSend, .didReceive, .willRetry, .process]
}

/// A plugin of this module that says which hooks it implements; the chain
/// leaves it out of the others. Its list must name every hook it implements:
/// `PluginChainTests` checks each one against what its hooks do. Each is
/// named in `PluginChain.builtIn` too, or it takes part in every hook.
protocol BuiltInPlugin: NetworkPlugin {
    static var hooks: PluginHooks { get }
}

extension ActivityPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.willSend, .didReceive] }
}

extension SessionExpiryPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.process] }
}

extension ReachabilityPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.process] }
}

extension RequestJournal: BuiltInPlugin {
    static var hooks: PluginHooks { [.didReceive] }
}

extension RequestLogPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.didReceive] }
}
