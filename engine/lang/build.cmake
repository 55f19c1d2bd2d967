# lang/: in WASM the Python modules (tensorflow, numpy, pandas, matplotlib, ...) and
# the parser are compiled for size: they are most of the page's download. The
# evaluator (eval/) and the files a cached tf.function call runs through stay at
# -O3: they are the interpreter's hot path.
if(EMSCRIPTEN)
  file(GLOB_RECURSE TL_LANG_SIZE_SOURCES CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/engine/lang/modules/*.cc ${CMAKE_SOURCE_DIR}/engine/lang/syntax/*.cc)
  foreach(hot function_object function_binding function_trace_keys function_state tensor_object
              tensor_operators conversion)
    list(REMOVE_ITEM TL_LANG_SIZE_SOURCES ${CMAKE_SOURCE_DIR}/engine/lang/modules/tensorflow/${hot}.cc)
  endforeach()
  set_source_files_properties(${TL_LANG_SIZE_SOURCES} TARGET_DIRECTORY tl_lang
                              PROPERTIES COMPILE_OPTIONS "-Os")
endif()
