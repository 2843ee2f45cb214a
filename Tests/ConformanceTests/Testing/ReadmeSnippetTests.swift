import Foundation
import Testing

/// The README's Swift snippets are the files Examples/swift compiles and CI runs,
/// so the documented workflow is tested, not just described.
@Suite struct ReadmeSnippetTests {
    /// The ```swift blocks of a Markdown text, in order.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The `// snippet: NAME` … `// end snippet` regions of the example's test sources.
    static func exampleSnippets() throws -> [String: String] {
        let dir = Paths.root + "/Examples/swift/Tests/SwipeExampleTests"
        var snippets: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
            var current: (name: String, lines: [Substring])?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("// snippet: ") {
                    current = (String(line.dropFirst("// snippet: ".count)), [])
                } else if line == "// end snippet", let c = current {
                    snippets[c.name] = c.lines.joined(separator: "\n")
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            }
        }
        return snippets
    }

    @Test("every Swift snippet of README.md is a snippet of Examples/swift, and each snippet is shown")
    func readmeMatchesExample() throws {
        let readme = try String(contentsOfFile: Paths.root + "/README.md", encoding: .utf8)
        let blocks = Self.swiftBlocks(readme)
        let snippets = try Self.exampleSnippets()
        #expect(Set(snippets.keys) == ["conformance", "properties", "own property", "vectors", "requirement"])
        for block in blocks {
            #expect(snippets.values.contains(block), "README.md shows Swift that Examples/swift does not compile:\n\(block)")
        }
        for (name, snippet) in snippets.sorted(by: { $0.key < $1.key }) {
            #expect(blocks.contains(snippet), "README.md does not show the \(name) snippet of Examples/swift")
        }
    }

    @Test("the DocC article shows every snippet of Examples/swift")
    func articleShowsExample() throws {
        let article = try String(contentsOfFile: Paths.root + "/Sources/SwipeConformanceTesting/Documentation.docc/CheckingYourSwiftImplementation.md",
                                 encoding: .utf8)
        let blocks = Self.swiftBlocks(article)
        for (name, snippet) in try Self.exampleSnippets().sorted(by: { $0.key < $1.key }) {
            #expect(blocks.contains(snippet), "the article does not show the \(name) snippet of Examples/swift")
        }
    }

    @Test("the snippet reader finds blocks and regions")
    func readerWorks() {
        #expect(Self.swiftBlocks("a\n```swift\nlet x = 1\n```\n```sh\nls\n```\n") == ["let x = 1"])
    }
}
