# Standard-library modules written in Python (modules/py/*.py) are compiled in
# as source text, one entry each of a generated table (modules/py/embed.cmake).
# The page's engine links a table of their names only, which then stands in
# for this one (bindings/build.cmake): the host supplies a module's text when
# a program first imports it (bindings/module_sources.cc), so a page loads
# only the modules its programs use. The table stays out of the unity batches
# so that it is an archive member of its own, which such a link leaves out.
file(GLOB TL_PY_MODULES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/*.py)
set(TL_PY_TABLE ${CMAKE_BINARY_DIR}/generated/source_modules_table.cc)
add_custom_command(
  OUTPUT ${TL_PY_TABLE}
  COMMAND ${CMAKE_COMMAND} -DOUT=${TL_PY_TABLE} -DDIR=${CMAKE_SOURCE_DIR}/engine/lang/modules/py -DEMBED=ON
          -P ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  DEPENDS ${TL_PY_MODULES} ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  COMMENT "Embedding the Python-source modules" VERBATIM)
target_sources(tl_lang PRIVATE ${TL_PY_TABLE})
set_source_files_properties(${TL_PY_TABLE} TARGET_DIRECTORY tl_lang PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
