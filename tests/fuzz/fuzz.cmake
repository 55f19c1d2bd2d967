# The libFuzzer build (build/fuzz), injected into the normal build without
# editing it: tests/fuzz/run.sh configures the top-level CMakeLists.txt with
#   -DCMAKE_PROJECT_tracelab_INCLUDE=tests/fuzz/fuzz.cmake
# and clang++ with -fsanitize=fuzzer-no-link,address,undefined in CMAKE_CXX_FLAGS,
# then builds only the targets fuzz_session (engine libraries, no tests or tools)
# and back_to_back_sanitized (the back-to-back Session tests under the same
# sanitizers). The targets are defined once the top-level file has defined tl_session.
set(TL_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})

function(tl_add_fuzz_target)
  if(NOT TARGET tl_session)
    message(FATAL_ERROR "fuzz: the engine defines no tl_session library")
  endif()
  add_executable(fuzz_session ${TL_FUZZ_DIR}/fuzz_session.cc)
  target_compile_options(fuzz_session PRIVATE ${TL_WARNINGS})
  target_link_libraries(fuzz_session PRIVATE tl_session)
  target_link_options(fuzz_session PRIVATE -fsanitize=fuzzer)

  add_executable(back_to_back_sanitized ${CMAKE_SOURCE_DIR}/tests/unit/doctest_main.cc
                 ${CMAKE_SOURCE_DIR}/tests/unit/session/back_to_back_test.cc)
  target_include_directories(back_to_back_sanitized PRIVATE ${TL_DOCTEST_DIR} ${CMAKE_SOURCE_DIR}/tests)
  target_compile_options(back_to_back_sanitized PRIVATE ${TL_WARNINGS})
  target_link_libraries(back_to_back_sanitized PRIVATE tl_session)
  target_link_options(back_to_back_sanitized PRIVATE -fsanitize=address,undefined)
endfunction()

cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL tl_add_fuzz_target)
