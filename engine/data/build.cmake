# The synthetic data set must come out bit-identical natively and in WASM:
# forbid fused multiply-add contraction (e.g. under -march=native), which
# would change roundings in the generator.
target_compile_options(tl_data PRIVATE -ffp-contract=off)

# `cmake --build <dir> --target housing_data` writes the synthetic data set
# where the page and the CLI read it (web/dist/ is not committed).
if(NOT EMSCRIPTEN)
  set(TL_HOUSING_CSV ${CMAKE_SOURCE_DIR}/web/dist/data/california_housing_train.csv)
  add_custom_command(OUTPUT ${TL_HOUSING_CSV}
                     COMMAND make_housing ${TL_HOUSING_CSV}
                     DEPENDS make_housing
                     COMMENT "Generating the synthetic california_housing_train.csv")
  add_custom_target(housing_data DEPENDS ${TL_HOUSING_CSV})
endif()
