import Foundation
import StrictJSON
import SwipeConformance

/// `--profile NAME|FILE`: the design an implementation is judged against (SPEC.md
/// section 10), shared by verify, fuzz, explain, generate and coverage.
enum ProfileOption {
    /// `--profile` of the commands that judge an implementation (verify, fuzz,
    /// explain), which may declare its own profile in its hello.
    static let option = Option.text("profile", "NAME|FILE", role: .verdict, help: """
        judge against this design (SPEC.md section 10): a built-in profile
        (\(BuiltInProfiles.names.joined(separator: ", "))) or a profile file; overrides the
        profile the implementation's hello declares (absent: the hello's, else default)
        """)

    /// `--profile` of a command that starts no implementation and works on a
    /// profile's vector set (generate, coverage): `what` it does with that set,
    /// one help line.
    static func vectorSet(_ what: String) -> Option<String?> {
        option.helped("""
            \(what):
            a built-in profile (\(BuiltInProfiles.names.joined(separator: ", ")))
            or a profile file (absent: default)
            """)
    }

    /// The profile a `--profile` value names: a built-in profile, else a file.
    static func load(_ value: String, command: String) throws(UsageError) -> Profile {
        if BuiltInProfiles.texts[value] != nil {
            do { return try Profile.named(value) } catch { throw UsageError("\(command): \(error.description)") }
        }
        guard let data = FileManager.default.contents(atPath: value) else {
            throw UsageError("\(command): \(option.spec.flag) \(value) is neither a built-in profile ("
                             + BuiltInProfiles.names.joined(separator: ", ") + ") nor a readable profile file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(command): \(value) is not UTF-8 text; give a profile file (Profiles/profile.schema.json)")
        }
        do { return try Profile(text: text, origin: value) } catch { throw UsageError("\(command): \(error.description)") }
    }

    /// The profile an implementation's hello declares (a built-in name or an object).
    static func declared(_ declaration: JSONValue, command: String) throws(UsageError) -> Profile {
        switch declaration {
        case .string(let name):
            guard BuiltInProfiles.texts[name] != nil else {
                throw UsageError("\(command): the implementation's hello declares the profile \"\(name)\", which is not built in ("
                                 + BuiltInProfiles.names.joined(separator: ", ") + "); pass \(option.spec.flag) FILE")
            }
            return try load(name, command: command)
        default:
            do {
                return try Profile(json: declaration, origin: "the implementation's hello, \"profile\"")
            } catch {
                throw UsageError("\(command): \(error.description)")
            }
        }
    }

    /// The profile of a run: `--profile` when given, else the hello's, else default.
    static func resolve(_ parsed: ParsedArguments, declared: JSONValue?, command: String) throws -> Profile {
        if let value = try parsed.value(option) { return try load(value, command: command) }
        if let declared { return try Self.declared(declared, command: command) }
        return .default
    }
}
