func.func private @ext0() -> ()
func.func @f0(%arg_1: memref<1x8xbf16> {test.foo = 1 : i32}, %sum: memref<4x3xf16> {test.foo = 1 : i32}) -> f16 {
  %3 = arith.constant true //
  %empty = tensor.empty() : tensor<8xf16>
  %sel = arith.select %3, %empty, %empty : tensor<8xf16>
  %c = arith.constant 1 : index
  %7 = tensor.extract_slice %sel[7] [%c] [1] : tensor<8xf16> to tensor<?xf16>
  %rhs = arith.constant 4.0E+2 : f32
  %t9 = arith.fptoui %rhs : f32 to i32
  %acc = arith.constant 28 : i16
  %v11 = arith.divui %acc, %acc : i16
  %cst_12 = arith.constant dense<[[0.5,-0.25,1.0],[100.0,3.0,1.0]]> : tensor<2x3xf64>
  %cst = arith.constant dense<[[2.5, -7.5, -1.0], [4.0E+2,1.0,0.5]]> : tensor<2x3xf64>
  %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%cst_12, %cst : tensor<2x3xf64>, tensor<2x3xf64> outs(%cst : tensor<2x3xf64>) {
  ^bb0(%x15: f64, %y: f64, %in: f64):
    %18 = arith.addf %x15, %y : f64
    %s_19 = arith.addf %18, %in : f64
    linalg.yield %s_19 : f64
  } -> tensor<2x3xf64>
  %t20 = memref.alloc() {alignment = 64} : memref<1x8xf16>
  %21 = memref.reinterpret_cast %t20 to offset: [0], sizes: [8], strides: [1] : memref<1x8xf16> to memref<8xf16, strided<[1]>>
  %addi_22 = arith.addi %c, %c overflow<nsw> : index    // keep
  %23 = arith.index_castui %c : index to i16
  %24 = arith.constant dense<31> : vector<8xi32>
  %25:2 = arith.mulsi_extended %24, %24 : vector<8xi32>
  %26 = arith.negf %rhs fastmath<nnan,ninf> : f32
  %cst_27 = arith.constant 1.000000e+00 : f16
  return %cst_27 : f16
}
