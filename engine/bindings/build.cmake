# The engine as an ES module for the page's Worker and the Node CLI:
# web/dist/tracelab_engine.mjs + tracelab_engine.wasm (generated, gitignored).
# ENVIRONMENT=web,worker because the Node flavour of an ES6 loader needs
# __dirname; Node hosts pass `wasmBinary` to the factory instead.
file(GLOB TL_BINDING_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/bindings/*.cc)
if(TL_BINDING_SOURCES AND TARGET tl_session)
  add_executable(tracelab_engine ${TL_BINDING_SOURCES})
  target_compile_options(tracelab_engine PRIVATE ${TL_WARNINGS})
  target_link_libraries(tracelab_engine PRIVATE tl_session)
  target_link_options(tracelab_engine PRIVATE
    --bind -O3 -msimd128
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sENVIRONMENT=web,worker
    -sEXPORT_NAME=createTracelabEngine)
  set_target_properties(tracelab_engine PROPERTIES
    SUFFIX ".mjs"
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_SOURCE_DIR}/web/dist)
endif()
