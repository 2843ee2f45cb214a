import QuotedText
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

    /// The profile a `--profile` value names: a built-in profile, else a file,
    /// read as every input file is (``InputFile``: the cause of a failed read
    /// named as for a vector file; the JSON parser's rules, no byte order mark).
    static func load(_ value: String, command: String) throws(UsageError) -> Profile {
        if BuiltInProfiles.texts[value] != nil {
            do { return try Profile.named(value) } catch { throw UsageError("\(command): \(error.description)") }
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(value)
        } catch {
            let missing = error.isMissing ? "; it is not a built-in profile either (" + BuiltInProfiles.names.joined(separator: ", ") + ")" : ""
            // Worded as for a vector file (VectorError.unreadable): the path, then the cause.
            throw UsageError("\(command): \(option.spec.flag) \(value): cannot read: \(error.reason)\(missing)")
        }
        do { return try Profile(bytes: bytes, origin: value) } catch { throw UsageError("\(command): \(error.description)") }
    }

    /// The profile an implementation's hello declares (a built-in name or an
    /// object), which its handshake already checked (``Profile/declared(_:)``).
    static func declared(_ declaration: JSONValue, command: String) throws(UsageError) -> Profile {
        do { return try Profile.declared(declaration) } catch {
            throw UsageError("\(command): the implementation's hello: \(error.description)")
        }
    }

    /// What a command that judges every implementation under one profile
    /// (`compare`: the vector set's) says of an implementation whose hello
    /// declares another, or `nil` when it declares none or that one: one line,
    /// naming the command that judges it under its own.
    static func declaredButNotJudged(_ info: ImplementationInfo, command implCommand: String, judged: Profile,
                                     by command: String) -> String? {
        guard let declaration = info.profile, let declared = try? Profile.declared(declaration), declared != judged else { return nil }
        return "\(command): \(inert(info.name)) declares the profile \(inert(declared.name)) in its hello, but \(command) judges it under "
            + "the vector set's profile (\(inert(judged.name))); `\(CLI.toolName) verify \(Verify.impl.spec.flag) "
            + "\(Verify.shellQuoted(implCommand))` judges it under its own"
    }

    /// The profile of a run: `--profile` when given, else the hello's, else default.
    static func resolve(_ parsed: ParsedArguments, declared: JSONValue?, command: String) throws -> Profile {
        if let value = try parsed.value(option) { return try load(value, command: command) }
        if let declared { return try Self.declared(declared, command: command) }
        return .default
    }
}
