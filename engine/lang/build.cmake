# Standard-library modules written in Python (modules/py/*.py) are compiled in
# as source text, one entry each of a generated table (modules/py/embed.cmake).
# In WebAssembly only their names are: the host supplies a module's text when
# a program first imports it (bindings/module_sources.cc), so a page loads
# only the modules its programs use.
file(GLOB TL_PY_MODULES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/*.py)
set(TL_PY_TABLE ${CMAKE_BINARY_DIR}/generated/source_modules_table.cc)
add_custom_command(
  OUTPUT ${TL_PY_TABLE}
  COMMAND ${CMAKE_COMMAND} -DOUT=${TL_PY_TABLE} -DDIR=${CMAKE_SOURCE_DIR}/engine/lang/modules/py -DEMBED=$<NOT:$<BOOL:${EMSCRIPTEN}>>
          -P ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  DEPENDS ${TL_PY_MODULES} ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  COMMENT "Embedding the Python-source modules" VERBATIM)
target_sources(tl_lang PRIVATE ${TL_PY_TABLE})
