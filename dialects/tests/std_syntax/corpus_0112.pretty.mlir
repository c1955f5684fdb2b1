module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (tensor<2x8x?xi8> {llvm.noundef}, memref<3xf64>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i8, memref<3xf64>) -> (i8, i8)
  func.func public @f0(%arg0: vector<2x8x4xf64> {llvm.noundef}, %arg1: i64, %arg2: memref<8xi8>, %arg3: f64) -> i8 {
    %0 = "t.arith_constant"() <{value = 39 : i8}> : () -> i8
    %1 = "t.arith_cmpi"(%0, %0) <{predicate = 8 : i64}> : (i8, i8) -> i1
    cf.assert %1, "bounds check"
    %2 = "t.arith_constant"() <{value = dense<1.000000e+00> : vector<2x8x4xf64>}> : () -> vector<2x8x4xf64>
    %3 = "t.arith_constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %4 = call @f0(%2, %arg1, %arg2, %3) : (vector<2x8x4xf64>, i64, memref<8xi8>, f64) -> i8
    %5 = "t.arith_constant"() <{value = true}> : () -> i1
    %6 = "t.arith_floordivsi"(%5, %5) : (i1, i1) -> i1
    %7 = "t.arith_constant"() <{value = 0 : i32}> : () -> i32
    %8 = "t.arith_constant"() <{value = 1 : i8}> : () -> i8
    %9 = "t.arith_constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    cf.switch %7 : i32, [
      default: ^bb1,
      3: ^bb2(%8 : i8),
      5: ^bb3(%9, %0 : f64, i8)
    ]
  ^bb1:  // pred: ^bb0
    %10:2 = scf.if %1 -> (i8, f64) {
      %17 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %18 = "t.memref_load"(%arg2, %17) : (memref<8xi8>, index) -> i8
      scf.yield %8, %3 : i8, f64
    } else {
      %17 = "t.arith_constant"() <{value = 7 : index}> : () -> index
      %18 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %19 = "t.memref_alloc"(%17, %18) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<2x?x?xf16>
      "t.memref_dealloc"(%19) : (memref<2x?x?xf16>) -> ()
      %20 = "t.arith_constant"() <{value = dense<4.000000e+02> : vector<3xf32>}> : () -> vector<3xf32>
      %21 = "t.math_powf"(%20, %20) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
      %22 = scf.while (%arg4 = %8) : (i8) -> i8 {
        %23 = "t.memref_subview"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (memref<8xi8>) -> memref<5xi8, strided<[1], offset: 2>>
        scf.forall (%arg5) in (6) {
          %25 = "t.arith_floordivsi"(%7, %7) : (i32, i32) -> i32
        }
        %24 = "t.arith_constant"() <{value = true}> : () -> i1
        scf.condition(%24) %arg4 : i8
      } do {
      ^bb0(%arg4: i8):
        %23 = "t.tensor_empty"() : () -> tensor<8xf32>
        %24 = "t.math_log"(%23) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<8xf32>) -> tensor<8xf32>
        %25 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xi8>
        %26 = "t.memref_subview"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x3xi8>) -> memref<1x1xi8, strided<[3, 1], offset: 2>>
        scf.yield %4 : i8
      }
      scf.yield %22, %arg3 : i8, f64
    }
    cf.cond_br %1, ^bb2(%8 : i8), ^bb2(%4 : i8)
  ^bb2(%11: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %12 = "t.arith_constant"() <{value = 1 : i8}> : () -> i8
    %13 = "t.arith_constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %14 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
    cf.cond_br %1, ^bb3(%3, %12 : f64, i8), ^bb3(%13, %14 : f64, i8)
  ^bb3(%15: f64, %16: i8):  // 3 preds: ^bb0, ^bb2, ^bb2
    return %4 : i8
  }
}

