// A hand-edited plan or layout that cannot work is a located error from
// the attribute's verifier (what it says about its own kernel) or from
// the pass that reads it (what the target allows), naming the field and
// the target's limit; nothing is planned again behind the user's back.
// RUN: ir-opt --split-input-file --verify-diagnostics --convert-to-ktir=target=spyre %s
// RUN: not ir-opt --schedule=target=spyre %S/Inputs/no-plan.mlir 2>&1 | FileCheck %s --check-prefix=SCHED
// RUN: not ir-opt --convert-to-tt=target=cpu %S/Inputs/no-plan.mlir 2>&1 | FileCheck %s --check-prefix=TT
// RUN: not ir-opt --report=json %S/Inputs/no-plan.mlir 2>&1 | FileCheck %s --check-prefix=REPORT
// SCHED: no-plan.mlir:4:10: error: schedule reads each kernel's plan (hlo.plan), which `tile` writes: run --tile first (e.g. --tile=target=spyre)
// TT: no-plan.mlir:4:10: error: convert-to-tt reads each kernel's plan (hlo.plan), which `tile` writes: run --tile first (e.g. --tile=target=cpu)
// REPORT: no-plan.mlir:4:10: error: the report reads each kernel's plan (hlo.plan), which `tile` writes: run --tile first

// Spyre has 32 cores.
func.func @too_many(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{hlo.plan: cores = 64 exceeds compute.cores = 32 of target spyre}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>, #hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 64, split = [64, 1], k_split = 1, time_steps = 1, onchip_bytes = 8192, spill_bytes = 0>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

// 64 rows do not split 3 ways.
func.func @ragged(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{hlo.plan: split[0] = 3 does not divide output dimension 0 (64)}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>, #hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 3, split = [3, 1], k_split = 1, time_steps = 1, onchip_bytes = 8192, spill_bytes = 0>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

// 100 f16 is 1.5625 sticks of 64: a core's share would end inside a stick.
func.func @off_stick(%x: tensor<4x100xf16>) -> tensor<4x100xf16> {
  // expected-error @+1 {{hlo.plan: split[1] = 2, but output dimension 1 (100) is not a whole number of sticks of 64 (layout.stick_bytes of spyre)}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [4, 128], sticks = 64, dense_in_memory>, #hlo.stored<shape = [4, 128], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 2, split = [1, 2], k_split = 1, time_steps = 1, onchip_bytes = 512, spill_bytes = 0>} : tensor<4x100xf16>
  return %0 : tensor<4x100xf16>
}

// -----

// A core's usable LX is round_up(128, (2097152 - 65536) x 0.8) = 1625344 bytes.
func.func @overflow(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{hlo.plan: onchip_bytes = 4000000 exceeds onchip.usable_bytes = 1625344 of target spyre}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>, #hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 1, onchip_bytes = 4000000, spill_bytes = 0>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

func.func @buffer_past_lx(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{hlo.plan: lx buffer 1 at offset 1620000 holds 8192 bytes, past onchip.usable_bytes = 1625344 of target spyre}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>, #hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 1, onchip_bytes = 16384, spill_bytes = 0, lx = [{offset = 0, bytes = 8192}, {offset = 1620000, bytes = 8192}]>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

// A 128-byte stick holds 64 f16, not 32: the layout disagrees with the target.
func.func @wrong_sticks(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{hlo.layouts[0]: sticks = 32, but target spyre stores 64 elements of 2 bytes a stick (layout.stick_bytes): run --layout for it}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 32, dense_in_memory>, #hlo.stored<shape = [64, 2048], sticks = 64, dense_in_memory>], hlo.plan = #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 1, onchip_bytes = 16384, spill_bytes = 0>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

// The attribute's own verifier: a split for a rank-2 output has two entries.
func.func @rank(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{'stablehlo.exponential' op hlo.plan: split has 1 entries, but the kernel's output has rank 2}}
  %0 = stablehlo.exponential %x {hlo.plan = #hlo.plan<cores = 32, split = [32], k_split = 1, time_steps = 1, onchip_bytes = 16384, spill_bytes = 0>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

// A kernel's own buffers are live together.
func.func @overlap(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{'stablehlo.exponential' op hlo.plan: lx buffers 0 [0, 8192) and 1 [4096, 12288) overlap}}
  %0 = stablehlo.exponential %x {hlo.plan = #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 1, onchip_bytes = 16384, spill_bytes = 0, lx = [{offset = 0, bytes = 8192}, {offset = 4096, bytes = 8192}]>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

func.func @bad_text(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{'cores' must be at least 1}}
  %0 = stablehlo.exponential %x {hlo.plan = #hlo.plan<cores = 0, split = [1, 1]>} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}

// -----

func.func @bad_layout(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
  // expected-error @+1 {{'stablehlo.exponential' op hlo.layouts[1]: the innermost dimension (2100) is not a whole number of sticks of 64}}
  %0 = stablehlo.exponential %x {hlo.layouts = [#hlo.stored<shape = [64, 2048], sticks = 64>, #hlo.stored<shape = [64, 2100], sticks = 64>]} : tensor<64x2048xf16>
  return %0 : tensor<64x2048xf16>
}
