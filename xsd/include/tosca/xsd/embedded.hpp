#pragma once

// The XML Schemas of xsd/, compiled into the binary so that validation never
// reads schema files at run time. The .cpp behind this header is generated at
// build time by cmake/EmbedFiles.cmake from the .xsd files.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace tosca::xsd {

/// One embedded file.
struct EmbeddedFile
{
    /// File name without directory, e.g. "tosca-v1.0.xsd". The schemas import
    /// each other by these names (schemaLocation="xml.xsd"), so a resolver can
    /// map a schemaLocation to find_embedded(schemaLocation).
    std::string_view name;
    /// The file's bytes, unchanged. content.data()[content.size()] is '\0'.
    std::string_view content;
};

/// All schema files shipped in xsd/, sorted by name ("tosca-csd03.xsd", "tosca-v1.0.xsd", "xml.xsd"),
/// and the two TOSCA schemas compiled at build time into Xerces' serialized
/// grammar pools, "tosca-v1.0.grammar" and "tosca-csd03.grammar"
/// (xsd/compile_grammars.cpp; read back by XMLGrammarPool::deserializeGrammars
/// of the same Xerces).
std::span<const EmbeddedFile> embedded_files();

/// The file with this name, or nullptr.
const EmbeddedFile* find_embedded(std::string_view name);

/// A ".grammar" file ends with this checksum of the bytes before it (FNV-1a,
/// 64 bits, little-endian): the reader checks it before Xerces reads the
/// grammar, which trusts what it reads.
inline std::uint64_t grammar_checksum(std::string_view bytes)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : bytes) {
        h = (h ^ c) * 0x100000001b3ull;
    }
    return h;
}
inline constexpr std::size_t k_grammar_checksum_size = 8;

} // namespace tosca::xsd
