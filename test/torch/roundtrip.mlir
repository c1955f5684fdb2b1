// torch-mlir's output of every committed model prints back byte for byte
// (tools/torch-import wrote these files as torch-mlir's print(module) does).
// RUN: ir-opt %S/Inputs/attention_layernorm/model.mlir | diff %S/Inputs/attention_layernorm/model.mlir -
// RUN: ir-opt %S/Inputs/attention_layernorm/model.nodecomp.mlir | diff %S/Inputs/attention_layernorm/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/gpt2_block/model.mlir | diff %S/Inputs/gpt2_block/model.mlir -
// RUN: ir-opt %S/Inputs/gpt2_block/model.nodecomp.mlir | diff %S/Inputs/gpt2_block/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/mlp_gelu/model.mlir | diff %S/Inputs/mlp_gelu/model.mlir -
// RUN: ir-opt %S/Inputs/mlp_gelu/model.nodecomp.mlir | diff %S/Inputs/mlp_gelu/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/mlp_gelu_tanh/model.mlir | diff %S/Inputs/mlp_gelu_tanh/model.mlir -
// RUN: ir-opt %S/Inputs/mlp_gelu_tanh/model.nodecomp.mlir | diff %S/Inputs/mlp_gelu_tanh/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/rmsnorm_manual_swiglu/model.mlir | diff %S/Inputs/rmsnorm_manual_swiglu/model.mlir -
// RUN: ir-opt %S/Inputs/rmsnorm_manual_swiglu/model.nodecomp.mlir | diff %S/Inputs/rmsnorm_manual_swiglu/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/rmsnorm_swiglu/model.mlir | diff %S/Inputs/rmsnorm_swiglu/model.mlir -
// RUN: ir-opt %S/Inputs/rmsnorm_swiglu/model.nodecomp.mlir | diff %S/Inputs/rmsnorm_swiglu/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/sdpa/model.mlir | diff %S/Inputs/sdpa/model.mlir -
// RUN: ir-opt %S/Inputs/sdpa/model.nodecomp.mlir | diff %S/Inputs/sdpa/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/sdpa_causal/model.mlir | diff %S/Inputs/sdpa_causal/model.mlir -
// RUN: ir-opt %S/Inputs/sdpa_causal/model.nodecomp.mlir | diff %S/Inputs/sdpa_causal/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/sdpa_mask/model.mlir | diff %S/Inputs/sdpa_mask/model.mlir -
// RUN: ir-opt %S/Inputs/sdpa_mask/model.nodecomp.mlir | diff %S/Inputs/sdpa_mask/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/sdpa_scale/model.mlir | diff %S/Inputs/sdpa_scale/model.mlir -
// RUN: ir-opt %S/Inputs/sdpa_scale/model.nodecomp.mlir | diff %S/Inputs/sdpa_scale/model.nodecomp.mlir -
// RUN: ir-opt %S/Inputs/unsupported_op/model.mlir | diff %S/Inputs/unsupported_op/model.mlir -
// RUN: ir-opt %S/Inputs/unsupported_op/model.nodecomp.mlir | diff %S/Inputs/unsupported_op/model.nodecomp.mlir -
