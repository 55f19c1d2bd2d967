# Unit tests: tests/unit/<module>/*.cc -> one doctest binary test_<module>,
# run natively and (in the Emscripten build) as WASM under Node by ctest.
set(TL_TEST_MAIN ${CMAKE_SOURCE_DIR}/tests/unit/doctest_main.cc)

# The repository's package.json says "type": "module", which makes Node load the
# Emscripten test loaders (CommonJS .js files) as ES modules and fail; a
# package.json in the build tree restores CommonJS for them (.mjs stays ESM).
if(EMSCRIPTEN AND NOT EXISTS ${CMAKE_BINARY_DIR}/package.json)
  file(WRITE ${CMAKE_BINARY_DIR}/package.json "{ \"type\": \"commonjs\" }\n")
endif()

function(tl_add_wasm_test_flags target)
  if(EMSCRIPTEN)
    target_link_options(${target} PRIVATE -sENVIRONMENT=node -sWASM_ASYNC_COMPILATION=0
                        -sEXIT_RUNTIME=1 -sNODERAWFS=1)
  endif()
endfunction()

foreach(module ${TL_MODULES} bindings)
  file(GLOB test_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/unit/${module}/*.cc)
  if(test_sources AND TARGET tl_${module})
    add_executable(test_${module} ${TL_TEST_MAIN} ${test_sources})
    target_include_directories(test_${module} PRIVATE ${TL_DOCTEST_DIR} ${CMAKE_SOURCE_DIR}/tests)
    target_compile_options(test_${module} PRIVATE ${TL_WARNINGS})
    set_target_properties(test_${module} PROPERTIES UNITY_BUILD ${TL_UNITY_BUILD} UNITY_BUILD_BATCH_SIZE 16)
    target_link_libraries(test_${module} PRIVATE tl_${module})
    tl_add_wasm_test_flags(test_${module})
    if(EMSCRIPTEN)
      # Unit tests link at -O1: their code is compiled at -O3 as the page's engine
      # is, and skipping wasm-opt's -O3 passes cuts a link from about 44 s to 5 s.
      target_link_options(test_${module} PRIVATE -O1)
      # The engine runs Python recursion on V8's native stack; the CLI and the page give
      # it a Worker with a large stack, Node's main thread has under 1 MB. 4 MB keeps
      # the tests in the engine's own conditions and well inside the 8 MB thread stack.
      add_test(NAME wasm_${module} COMMAND /usr/bin/node --stack-size=4000 ${CMAKE_CURRENT_BINARY_DIR}/test_${module}.js -nc)
    else()
      add_test(NAME native_${module} COMMAND test_${module} -nc)
    endif()
  endif()
endforeach()

# Benchmarks and tools: one executable per file; benchmarks are built, never run by ctest.
# The tests use the native ones; in the Emscripten build they are made only
# when asked for by name (each link of the whole engine at -O3 takes a minute).
file(GLOB bench_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/bench/*.cc)
file(GLOB tool_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/tools/*.cc)
foreach(source ${bench_sources} ${tool_sources})
  get_filename_component(name ${source} NAME_WE)
  add_executable(${name} ${source})
  target_link_libraries(${name} PRIVATE ${TL_ENGINE_LIBS})
  tl_add_wasm_test_flags(${name})
  if(EMSCRIPTEN)
    set_target_properties(${name} PROPERTIES EXCLUDE_FROM_ALL TRUE)
  endif()
endforeach()
