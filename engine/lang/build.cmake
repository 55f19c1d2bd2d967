# Standard-library modules written in Python (modules/py/*.py) are compiled in
# as source text, one entry each of a generated table (modules/py/embed.cmake).
# The page's engine links a table of their names only, which then stands in
# for this one (bindings/build.cmake): the host supplies a module's text when
# a program first imports it (bindings/module_sources.cc), so a page loads
# only the modules its programs use. The table stays out of the unity batches
# so that it is an archive member of its own, which such a link leaves out.
file(GLOB TL_PY_MODULES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/*.py)
# Writes OUT, the table of the modules in modules/py: their texts, or with
# EMBED OFF their names only.
function(tl_py_module_table out embed comment)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DDIR=${CMAKE_SOURCE_DIR}/engine/lang/modules/py -DEMBED=${embed}
            -P ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
    DEPENDS ${TL_PY_MODULES} ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
    COMMENT "${comment}" VERBATIM)
endfunction()
set(TL_PY_TABLE ${CMAKE_BINARY_DIR}/generated/source_modules_table.cc)
tl_py_module_table(${TL_PY_TABLE} ON "Embedding the Python-source modules")
target_sources(tl_lang PRIVATE ${TL_PY_TABLE})
set_source_files_properties(${TL_PY_TABLE} TARGET_DIRECTORY tl_lang PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
