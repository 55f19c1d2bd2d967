# kernels/: the scalar reference kernels must stay scalar so that tests compare the
# SIMD kernels against genuinely independent code.
file(GLOB TL_KERNEL_REFERENCE_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/engine/kernels/reference/*.cc)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # g++ spells the SLP switch -fno-tree-slp-vectorize (it rejects -fno-slp-vectorize).
  set(TL_NO_VECTORIZE -fno-tree-vectorize -fno-tree-slp-vectorize)
else()
  set(TL_NO_VECTORIZE -fno-vectorize -fno-slp-vectorize)
endif()
set_source_files_properties(${TL_KERNEL_REFERENCE_SOURCES} TARGET_DIRECTORY tl_kernels
                            PROPERTIES COMPILE_OPTIONS "${TL_NO_VECTORIZE}")

# WASM: check that the hot kernels of test_kernels hold v128 code. The check finds
# functions by name, so test_kernels keeps its name section (--profiling-funcs only
# adds names; the code is the same). test_kernels is created later, by
# tests/tests.cmake, hence the deferred call at the end of this directory.
if(EMSCRIPTEN)
  function(tl_kernels_simd_check)
    if(TARGET test_kernels)
      target_link_options(test_kernels PRIVATE --profiling-funcs)
      add_test(NAME wasm_simd_check
               COMMAND /usr/bin/node ${CMAKE_SOURCE_DIR}/tests/simd/check_v128.mjs
                       $<TARGET_FILE_DIR:test_kernels>/test_kernels.wasm)
    endif()
  endfunction()
  cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL tl_kernels_simd_check)
endif()
