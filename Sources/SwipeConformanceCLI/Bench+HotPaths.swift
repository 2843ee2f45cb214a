import Foundation
import PropertyEngine
import SwipeConformance
import SwipeReference

extension Bench {
    /// `bench hot-path NAME`: one hot path, a fixed amount of work, for
    /// `Benchmarks/callgrind.sh` to count the instructions of.
    enum HotPathCommand: ToolCommand {
        static let name = "hot-path"
        static let summary = "one hot path K times, a checksum only (Benchmarks/callgrind.sh)"
        static let help = """
        swipe-conformance bench hot-path — run one hot path for an instruction count

        \(OptionHelp.usage("bench hot-path", options, positionals: "NAME"))

        Runs the hot path NAME (\(HotPath.names)) --repeat K times after
        its setup and prints a checksum only: Benchmarks/callgrind.sh counts its
        instructions with valgrind for K = 1 and 2, so the difference is one run of the
        path alone (instruction counts repeat on a loaded machine, where times swing).

        \(OptionHelp.section(options))

        \(ExitCode.helpSection(exitCodes))
        """

        static let exitCodes: [ExitCode: String] = [
            .success: "the path ran and its checksum was printed",
            .usage: "bad usage (no path or an unknown one, an unknown option; impl-case without an implementation)",
            .protocolBroken: "the implementation of --impl failed its handshake (impl-case)",
        ]

        static let options: [any CommandOption] = [repeats] + ImplementationOptions.options(hotPathImpl)

        static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
            let parsed = try ParsedArguments(args, command: "bench hot-path", options: options)
            guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
                throw UsageError("bench hot-path: give one hot path: \(HotPath.names); see `\(CLI.toolName) bench hot-path --help`")
            }
            guard let path = HotPath(rawValue: name) else {
                throw UsageError("bench hot-path: unknown hot path \"\(name)\"; use one of \(HotPath.names)")
            }
            var impl = try parsed.value(hotPathImpl)
            if impl == nil, path == .implCase { impl = defaultImpl() }
            return runHotPath(path, repeats: try parsed.value(repeats), impl: impl, limits: try ImplementationOptions(parsed), out: out, err: err)
        }
    }

    /// The hot paths `Benchmarks/callgrind.sh` counts instructions of: each runs a
    /// fixed amount of work, after a setup that does not depend on the repeat
    /// count, so the instructions of `--repeat 2` minus those of `--repeat 1` are
    /// one run of the path alone (start-up, setup and teardown cancel out).
    /// Instruction counts repeat on a loaded machine where wall and even CPU
    /// times swing, so one run judges a change.
    enum HotPath: String, CaseIterable, Sendable {
        /// 10,000 passing cases of the toy property through the engine.
        case toy
        /// The same 10,000 lists built and checked by a raw SplitMix64 loop.
        case rawLoop = "raw-loop"
        /// 500 swipe cases generated (the default generator, list changes included).
        case generate
        /// 200 cases of reference-only `fuzz`: generated and checked by every property.
        case fuzz
        /// The reference's `apply` over the events of 500 generated cases.
        case apply
        /// The reference's `handle` (with observations) over the same events.
        case handle
        /// A trivial loop over the same events, the baseline of `apply` and `handle`.
        case trivial
        /// The built-in vector corpus decoded from its bytes.
        case load
        /// The loaded corpus run against the reference, as `verify` does.
        case verify
        /// `RunMetadata.digest` of the loaded corpus, as `verify` reports it.
        case digest
        /// 20 generated cases checked against `--impl` as `fuzz --impl` does (the runner's
        /// instructions only: the implementation is another process).
        case implCase = "impl-case"

        /// The names, for help and errors.
        static let names = allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Runs `path` `repeats` times after its setup; prints one line on `out` (the
    /// path, the repeats and a checksum that keeps the work from being optimised away).
    static func runHotPath(_ path: HotPath, repeats: Int, impl: String?, limits: ImplementationOptions, out: any TextStream,
                           err: any TextStream) -> ExitCode {
        var sink = 0.0
        switch path {
        case .toy:
            for _ in 0..<repeats { sink += Double(toyProperty(cases: 10_000)) }
        case .rawLoop:
            for _ in 0..<repeats { sink += Double(rawToyLoop(cases: 10_000)) }
        case .generate:
            for _ in 0..<repeats { sink += Double(generatedInputs(500).count) }
        case .fuzz:
            for _ in 0..<repeats { sink += PropertySuite(cases: 200).check(SwipeList.self).failure == nil ? 1 : 0 }
        case .apply, .handle, .trivial:
            let inputs = generatedInputs(500)
            for _ in 0..<repeats { sink += referencePass(path, over: inputs) }
        case .load, .verify, .digest:
            func decoded() -> [VectorFile]? {
                do throws(VectorError) {
                    return try VectorStore.decodeBundled()
                } catch {
                    err.write("bench hot-path: the built-in vectors did not load: \(CLI.describe(error))\n")
                    return nil
                }
            }
            guard let embedded = decoded() else { return .usage }
            for _ in 0..<repeats {
                switch path {
                case .load:
                    guard let files = decoded() else { return .usage }
                    sink += Double(files.count)
                case .verify:
                    var driver = InProcessDriver<SwipeList>()
                    sink += Double(VectorRunner().run(embedded, driver: &driver).count(.passed))
                default:
                    sink += Double(RunMetadata.digest(of: embedded).utf8.count)
                }
            }
        case .implCase:
            guard let impl else {
                err.write("bench hot-path: impl-case needs an implementation: give \(hotPathImpl.spec.flag) \"COMMAND\" (no default: \(PackageFile.missing(pythonExample)))\n")
                return .usage
            }
            let box: DriverBox<SubprocessDriver>
            do {
                box = DriverBox(try limits.start(impl))
            } catch {
                err.write("bench hot-path: \(error)\n")
                return .protocolBroken
            }
            for _ in 0..<repeats { sink += PropertySuite(cases: 20).check(box.executor).failure == nil ? 1 : 0 }
            box.finish()
        }
        out.write("bench hot-path: \(path.rawValue), \(repeats)× (checksum \(sink))\n")
        return .success
    }

    /// Every event of `inputs` through the reference, as the speed table's
    /// reference-model rows time it and `bench hot-path` counts it: `handle` (with
    /// observations), `apply` (without), or, for any other path, the trivial loop
    /// that is their baseline. Returns a checksum of the work.
    static func referencePass(_ path: HotPath, over inputs: [CaseInput]) -> Double {
        var sink = 0.0
        switch path {
        case .handle:
            for input in inputs {
                guard var list = try? SwipeList(rows: input.rows) else { continue }
                for e in input.events { sink += list.handle(e).rows[0].offset }
            }
        case .apply:
            for input in inputs {
                guard var list = try? SwipeList(rows: input.rows) else { continue }
                for e in input.events { sink += Double(list.apply(e).performed.count) }
            }
        default:
            for input in inputs {
                for e in input.events { sink += trivial(e) }
            }
        }
        return sink
    }

    /// The first `count` cases of the bench's fixed seed, as the speed table generates them:
    /// drawn from the stored vectors' repertoire, a corpus that stays the same when the
    /// fuzz generator gains inputs, so that figures of the reference's speed compare
    /// across versions (and callgrind's counts stay those of Benchmarks/callgrind.md).
    static func generatedInputs(_ count: Int) -> [CaseInput] {
        (0..<count).map { i in
            var source = ChoiceSource(seed: Seed(0xBE_7C4).forCase(i))
            return SwipeGen.swipeCase(.vectorSet).generate(&source)
        }
    }
}
