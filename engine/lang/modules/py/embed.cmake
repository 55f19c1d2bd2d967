# Writes OUT: a C++ table of the Python-source modules in DIR (its *.py
# files), each module's text as a raw string literal, or, with EMBED off,
# nullptr for the host to supply (see lang/modules/source_modules.h). Run by
# CMake at build time (lang/build.cmake).
set(body "// Generated from engine/lang/modules/py/*.py by embed.cmake: do not edit.\n")
string(APPEND body "#include \"lang/modules/source_modules.h\"\n\nnamespace tl::lang {\n\n")
string(APPEND body "const SourceModule kSourceModules[] = {\n")
file(GLOB sources ${DIR}/*.py)
list(SORT sources)
set(count 0)
foreach(path ${sources})
  get_filename_component(name ${path} NAME_WE)
  if(EMBED)
    file(READ ${path} text)
    string(APPEND body "    {\"${name}\", R\"tlpy(${text})tlpy\"},\n")
  else()
    string(APPEND body "    {\"${name}\", nullptr},\n")
  endif()
  math(EXPR count "${count} + 1")
endforeach()
string(APPEND body "};\n\nconst size_t kSourceModuleCount = ${count};\n\n}  // namespace tl::lang\n")
file(WRITE ${OUT}.tmp "${body}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
