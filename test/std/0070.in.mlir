// ir-gen std --seed 70 --size 8
func.func @f0(%arg_1: i16) attributes {llvm.emit_c_interface, note = "generated"} {
  %empty_2 = tensor.empty() : tensor<3x4xf64>
  %maximumf = arith.maximumf %empty_2, %empty_2 : tensor<3x4xf64>
  %tmp4 = arith.constant 4 : index
  %5 = arith.constant 5 : index
  %t6 = memref.alloc(%tmp4)[%5] {alignment = 64} : memref<?x4xf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %c = arith.constant 2 : index
  %val = arith.constant 1 : index
  %9 = tensor.extract %empty_2[%c, %val] : tensor<3x4xf64>
  %c_12 = arith.constant 2 : index
  %t13 = memref.alloc(%c_12) : memref<?x4xf32>
  memref.dealloc %t13 : memref<?x4xf32>
  %16 = arith.constant 0 : index
  %c_17 = arith.constant 3 : index
  %rhs = arith.constant 2 : index
  %x21 = arith.constant 0 : index
  %c_23 = arith.constant 6 : index
  %v24 = arith.constant 1 : index
  scf.parallel (%25, %i_26) = (%16, %x21) to (%c_17, %c_23) step (%rhs, %v24) {
    %27 = arith.constant 4.0E+2 : bf16
    %fma_28 = math.fma %27, %27, %27 fastmath<arcp> : bf16 // TODO: check
    %t29 = arith.constant 2 : index
    %c_30 = arith.constant 2 : index
    %t31 = arith.constant 3 : index
    %32 = arith.constant 56 : i32
    %35 = scf.for %33 = %t29 to %c_30 step %t31 iter_args(%34 = %32) -> i32 {
      %neg_36 = arith.negf %9 fastmath<none> : f64
      scf.yield %32 : i32
    }
    scf.reduce
  }
  func.return
}
