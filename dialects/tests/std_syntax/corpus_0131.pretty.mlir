module {
  func.func private @ext0(memref<4xf32>, memref<?x4xi64>, tensor<4xi8>) -> tensor<3xi8> attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1() attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper0() -> (memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %0 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %1 = "t.arith_constant"() <{value = 3 : index}> : () -> index
      %2 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      scf.parallel (%arg0) = (%0) to (%1) step (%2) {
        %12 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
        %13 = "t.arith_cmpi"(%12, %12) <{predicate = 7 : i64}> : (i64, i64) -> i1
        scf.reduce 
      }
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %3 = "t.arith_constant"() <{value = 20 : i32}> : () -> i32
      %4 = "t.arith_maxui"(%3, %3) : (i32, i32) -> i32
      %5 = "t.arith_constant"() <{value = 47 : index}> : () -> index
      %6 = "t.arith_cmpi"(%5, %2) <{predicate = 4 : i64}> : (index, index) -> i1
      cf.cond_br %6, ^bb2, ^bb2
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %7 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
      cf.switch %7 : i8, [
        default: ^bb3,
        1: ^bb4
      ]
    ^bb3:  // pred: ^bb2
      %8 = "t.arith_cmpi"(%1, %1) <{predicate = 3 : i64}> : (index, index) -> i1
      cf.cond_br %8, ^bb4, ^bb4
    ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
      %9 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
      %10 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
      %11 = "t.tensor_empty"() : () -> tensor<1x3x4xf32>
      return %9, %10, %11 : memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>
    }
  }
  func.func @f0() -> (i8, i8) attributes {ref = @inner::@helper0} {
    %0 = "t.arith_constant"() <{value = 43 : i32}> : () -> i32
    %1 = "t.arith_remsi"(%0, %0) : (i32, i32) -> i32
    %2 = scf.execute_region -> f32 {
      %8 = "t.arith_constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %9 = "t.arith_subf"(%8, %8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
      %10 = "t.math_fma"(%8, %8, %8) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64, f64) -> f64
      %11 = "t.arith_constant"() <{value = false}> : () -> i1
      %12 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
      %13 = "t.arith_select"(%11, %12, %12) : (i1, i8, i8) -> i8
      %14 = "t.tensor_empty"() : () -> tensor<3xi8>
      %15 = "t.math_ipowi"(%14, %14) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
      %16 = "t.arith_constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      scf.yield %16 : f32
    }
    %3 = "t.tensor_empty"() : () -> tensor<3xi8>
    %4 = "t.tensor_cast"(%3) : (tensor<3xi8>) -> tensor<?xi8>
    %5 = "t.arith_constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %6 = "t.arith_fptosi"(%5) : (bf16) -> i32
    scf.forall (%arg0, %arg1) in (1, 1) {
      %8 = "t.arith_constant"() <{value = dense<5.000000e-01> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
      %9 = "t.arith_constant"() <{value = dense<0.000000e+00> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
      %10 = "t.linalg_matmul"(%8, %9, %9) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
        %14 = "t.arith_mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %15 = "t.arith_addf"(%arg4, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "t.linalg_yield"(%15) : (f32) -> ()
      }) : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %11 = "t.arith_constant"() <{value = -1 : i64}> : () -> i64
      %12 = "t.arith_cmpi"(%11, %11) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %13:2 = scf.if %12 -> (i8, i8) {
        %14 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
        %15 = "t.arith_constant"() <{value = 4.000000e+02 : f16}> : () -> f16
        %16 = "t.arith_divf"(%15, %15) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        %17 = "t.arith_constant"() <{value = 0 : i8}> : () -> i8
        scf.yield %17, %17 : i8, i8
      } else {
        %14 = "t.arith_constant"() <{value = 1 : index}> : () -> index
        %15 = "t.arith_constant"() <{value = 5 : index}> : () -> index
        %16 = "t.arith_constant"() <{value = 3 : index}> : () -> index
        %17 = scf.for %arg2 = %14 to %15 step %16 iter_args(%arg3 = %2) -> (f32) {
          %26 = "t.arith_constant"() <{value = dense<[-1, -1, 127]> : vector<3xi8>}> : () -> vector<3xi8>
          %27 = "t.arith_shli"(%26, %26) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
          %28 = "t.arith_constant"() <{value = 127 : i8}> : () -> i8
          %29 = "t.tensor_from_elements"(%28) : (i8) -> tensor<1xi8>
          %30 = "t.arith_constant"() <{value = 5 : index}> : () -> index
          %31 = "t.arith_constant"() <{value = 3 : index}> : () -> index
          %32 = "t.tensor_empty"(%31) : (index) -> tensor<?x1xf32>
          %33 = "t.tensor_insert_slice"(%32, %8, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 1, 7>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
          %34 = "t.tensor_empty"() : () -> tensor<3xi8>
          %35 = "t.arith_constant"() <{value = 0 : index}> : () -> index
          %36 = "t.tensor_extract"(%34, %35) : (tensor<3xi8>, index) -> i8
          scf.yield %2 : f32
        }
        %18 = "t.arith_constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %19 = "t.arith_constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        %20 = "t.arith_constant"() <{value = 5.000000e-01 : f64}> : () -> f64
        %21 = "t.arith_cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
        %22 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
        %23 = "t.arith_constant"() <{value = 2 : index}> : () -> index
        %24 = "t.memref_load"(%22, %23) : (memref<4xf32>, index) -> f32
        %25 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
        scf.yield %25, %25 : i8, i8
      }
    }
    %7 = "t.arith_constant"() <{value = 0 : i8}> : () -> i8
    return %7, %7 : i8, i8
  }
}

