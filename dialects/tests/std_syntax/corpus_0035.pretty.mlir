module {
  "t.memref_global"() <{initial_value = dense<1> : tensor<4x8xi8>, sym_name = "g0", type = memref<4x8xi8>}> : () -> ()
  func.func private @ext0() -> (i64 {llvm.signext}, tensor<4xindex> {llvm.noundef, test.tag = "x"})
  func.func private @ext1(f64, tensor<4xbf16> {llvm.noundef}, i64) -> (bf16 {test.foo = 1 : i32}, bf16) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper4(%arg0: tensor<4x8xbf16>, %arg1: bf16 {llvm.noundef, test.tag = "x"}) {
      %0 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xi64>
      %1 = "t.memref_subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<3x1xi64>) -> memref<1x1xi64, strided<[1, 1], offset: 2>>
      %2 = "t.tensor_collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x8xbf16>) -> tensor<32xbf16>
      %3 = "t.tensor_empty"() : () -> tensor<4xi64>
      return
    }
  }
  func.func public @compute0(%arg0: vector<4xi64>, %arg1: tensor<2x2xi64>, %arg2: bf16) -> tensor<4x8xf32> {
    %0 = "t.arith_constant"() <{value = 79 : index}> : () -> index
    scf.index_switch %0 
    case 0 {
      %4 = "t.arith_remui"(%0, %0) : (index, index) -> index
      %5 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
      %6 = "t.memref_reinterpret_cast"(%5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<2xi64>) -> memref<2xi64, strided<[1]>>
      scf.yield
    }
    case 3 {
      %4 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xi32>
      %5 = "t.memref_subview"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x8xi32>) -> memref<2x1xi32, strided<[8, 1], offset: 17>>
      scf.yield
    }
    case 6 {
      %4 = "t.memref_get_global"() <{name = @g0}> : () -> memref<4x8xi8>
      %f = func.constant @compute0 : (vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>
      %5 = func.call_indirect %f(%arg0, %arg1, %arg2) : (vector<4xi64>, tensor<2x2xi64>, bf16) -> tensor<4x8xf32>
      %6 = "t.arith_constant"() <{value = dense<26> : vector<4xi8>}> : () -> vector<4xi8>
      %7:2 = "t.arith_mulsi_extended"(%6, %6) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi8>)
      scf.yield
    }
    default {
    }
    %1 = "t.arith_constant"() <{value = 1 : i16}> : () -> i16
    %2 = "t.arith_cmpi"(%1, %1) <{predicate = 6 : i64}> : (i16, i16) -> i1
    cf.cond_br %2, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.cond_br %2, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %3 = "t.tensor_empty"() : () -> tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
  func.func @f1() -> (tensor<4x8xbf16> {llvm.noundef}, i64, tensor<?xbf16> {test.foo = 1 : i32}) attributes {ref = @inner::@helper4} {
    %0 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
    %1 = "t.tensor_splat"(%0) : (i64) -> tensor<4xi64>
    %2 = "t.arith_constant"() <{value = 4611686018427387903 : index}> : () -> index
    scf.index_switch %2 
    case 2 {
      %6 = "t.arith_constant"() <{value = 4.000000e+02 : f32}> : () -> f32
      %7 = "t.arith_cmpf"(%6, %6) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 14 : i64}> : (f32, f32) -> i1
      %8 = "t.arith_constant"() <{value = 37 : i32}> : () -> i32
      %9 = "t.arith_floordivsi"(%8, %8) : (i32, i32) -> i32
      %10 = "t.tensor_empty"() : () -> tensor<4x8xi32>
      %11 = "t.linalg_sub"(%10, %10, %10) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
        %12 = "t.arith_subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "t.linalg_yield"(%12) : (i32) -> ()
      }) : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
      scf.yield
    }
    case 3 {
      %6 = "t.arith_constant"() <{value = 0.000000e+00 : f16}> : () -> f16
      %7 = "t.math_round"(%6) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f16) -> f16
      %8 = "t.arith_constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %9 = "t.math_acos"(%8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16) -> bf16
      scf.yield
    }
    case 6 {
      scf.yield
    }
    default {
    }
    %3 = "t.tensor_empty"() : () -> tensor<4x8xbf16>
    %4 = "t.arith_constant"() <{value = 4 : index}> : () -> index
    %5 = "t.tensor_empty"(%4) : (index) -> tensor<?xbf16>
    return %3, %0, %5 : tensor<4x8xbf16>, i64, tensor<?xbf16>
  }
}

