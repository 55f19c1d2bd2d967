// Lexer: source text -> tokens, with Python's INDENT/DEDENT and implicit line
// joining inside brackets. Throws SyntaxErrorEx with CPython's wording.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lang/syntax/token.h"

namespace tl::lang {

// `lineOffset`/`colOffset` shift positions (f-string replacement fields are
// lexed from a substring of a line).
std::vector<Token> tokenize(const std::string& source, int lineOffset = 0, int colOffset = 0,
                            bool expressionOnly = false);

// A malformed escape (\x4, \U00110000): CPython's SyntaxError message.
struct EscapeError {
  std::string message;
};

// Decodes the escapes of a non-raw string body (\n \t \\ \' \" \x41 \u00e9 \101 ...);
// throws EscapeError.
std::string decodeEscapes(const std::string& body);

// The bytes of a non-raw bytes literal body (\n \x41 \101 ...; bytes_literal.cc).
std::string decodeBytesEscapes(const std::string& body);

// The code point named in \N{NAME}, or nullopt for an unknown name. The names
// are data above syntax/ (modules/unicode_names.cc installs the lookup when
// an interpreter is made); with none installed every name is unknown.
using CharNameLookup = std::optional<uint32_t> (*)(const std::string& name);
void setCharNameLookup(CharNameLookup lookup);

void appendUtf8(std::string& out, uint32_t cp);
int hexDigit(char c);  // 0..15, or -1 for a character that is not a hex digit

}  // namespace tl::lang
