# The engine as an ES module for the page's Worker and the Node CLI:
# web/dist/tracelab_engine.mjs + tracelab_engine.wasm + tracelab_engine.deferred.wasm
# (generated, gitignored). The link instruments the module (-sSPLIT_MODULE);
# .ci/split_engine.mjs then runs learners' first programs in it and splits
# off the functions they never call into the .deferred.wasm, loaded on first use.
# ENVIRONMENT=web,worker because the Node flavour of an ES6 loader needs
# __dirname; Node hosts pass `wasmBinary` to the factory instead.
file(GLOB TL_BINDING_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/bindings/*.cc)
if(TL_BINDING_SOURCES AND TARGET tl_session)
  # The Python-source modules by name only (lang/build.cmake).
  set(TL_PY_NAMES ${CMAKE_BINARY_DIR}/generated/source_modules_names.cc)
  tl_py_module_table(${TL_PY_NAMES} OFF "Listing the Python-source modules")
  add_executable(tracelab_engine ${TL_BINDING_SOURCES} ${TL_PY_NAMES})
  target_compile_options(tracelab_engine PRIVATE ${TL_WARNINGS})
  target_link_libraries(tracelab_engine PRIVATE tl_session)
  target_link_options(tracelab_engine PRIVATE
    --bind -O3 -msimd128
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sENVIRONMENT=web,worker
    -sEXPORT_NAME=createTracelabEngine -sSPLIT_MODULE -Wno-experimental)
  find_program(TL_NODE node REQUIRED)
  find_program(TL_WASM_SPLIT wasm-split REQUIRED)
  # The Python-source modules' texts, fetched on first import (module_sources.cc):
  # each copied whenever it changes, before the split runs programs that import them.
  set(TL_PY_COPIES "")
  foreach(source ${TL_PY_MODULES})
    get_filename_component(name ${source} NAME)
    set(copy ${CMAKE_SOURCE_DIR}/web/dist/py/${name})
    add_custom_command(OUTPUT ${copy} COMMAND ${CMAKE_COMMAND} -E copy ${source} ${copy}
                       DEPENDS ${source} VERBATIM)
    list(APPEND TL_PY_COPIES ${copy})
  endforeach()
  add_custom_target(tracelab_py_sources DEPENDS ${TL_PY_COPIES})
  add_dependencies(tracelab_engine tracelab_py_sources)
  add_custom_command(TARGET tracelab_engine POST_BUILD
    COMMAND ${TL_NODE} ${CMAKE_SOURCE_DIR}/.ci/split_engine.mjs ${TL_WASM_SPLIT} ${CMAKE_SOURCE_DIR}/web/dist
    COMMENT "Splitting the engine: the code learners' first programs run, and the rest" VERBATIM)
  set_target_properties(tracelab_engine PROPERTIES
    SUFFIX ".mjs"
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_SOURCE_DIR}/web/dist)
endif()
