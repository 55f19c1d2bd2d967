# lang/: in WASM the Python modules (tensorflow, numpy, pandas, matplotlib, ...) and
# the parser are compiled for size: they are most of the page's download. The
# evaluator (eval/) and the files a cached tf.function call runs through stay at
# -O3: they are the interpreter's hot path.
if(EMSCRIPTEN)
  file(GLOB_RECURSE TL_LANG_SIZE_SOURCES CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/engine/lang/modules/*.cc ${CMAKE_SOURCE_DIR}/engine/lang/syntax/*.cc)
  foreach(hot function/function_object function/function_binding function/function_trace_keys
              function/function_state tensor/tensor_object tensor/tensor_operators tensor/conversion)
    list(REMOVE_ITEM TL_LANG_SIZE_SOURCES ${CMAKE_SOURCE_DIR}/engine/lang/modules/tensorflow/${hot}.cc)
  endforeach()
  set_source_files_properties(${TL_LANG_SIZE_SOURCES} TARGET_DIRECTORY tl_lang
                              PROPERTIES COMPILE_OPTIONS "-Os")
endif()

# Standard-library modules written in Python (modules/py/*.py) are compiled in
# as source text, one entry each of a generated table (modules/py/embed.cmake).
file(GLOB TL_PY_MODULES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/*.py)
set(TL_PY_TABLE ${CMAKE_BINARY_DIR}/generated/source_modules_table.cc)
add_custom_command(
  OUTPUT ${TL_PY_TABLE}
  COMMAND ${CMAKE_COMMAND} -DOUT=${TL_PY_TABLE} -DDIR=${CMAKE_SOURCE_DIR}/engine/lang/modules/py
          -P ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  DEPENDS ${TL_PY_MODULES} ${CMAKE_SOURCE_DIR}/engine/lang/modules/py/embed.cmake
  COMMENT "Embedding the Python-source modules" VERBATIM)
target_sources(tl_lang PRIVATE ${TL_PY_TABLE})
