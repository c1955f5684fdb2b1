module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (i8, tensor<1x4x2xi64>)
  func.func private @compute0(%arg0: f32 {llvm.noundef}, %arg1: tensor<1x4x2xi32>) attributes {test.kernel} {
    scf.execute_region {
      %0 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %1 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %2 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %3 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %4 = "t.arith_constant"() <{value = 7 : index}> : () -> index
      %5 = "t.arith_constant"() <{value = 2 : index}> : () -> index
      %6 = scf.parallel (%arg2, %arg3) = (%0, %3) to (%1, %4) step (%2, %5) init (%arg0) -> f32 {
        scf.forall (%arg4) in (6) {
          %11 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
          %12 = "t.arith_constant"() <{value = 0 : index}> : () -> index
          %13 = "t.memref_view"(%11, %12) : (memref<2048xi8>, index) -> memref<4x8xf32>
          %14 = "t.arith_shrsi"(%1, %3) : (index, index) -> index
        }
        %9 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x3xf32>
        %10 = "t.memref_subview"(%9) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<1x3xf32>) -> memref<1x1xf32, strided<[3, 1], offset: 2>>
        scf.reduce(%arg0 : f32) {
        ^bb0(%arg4: f32, %arg5: f32):
          %11 = "t.arith_addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          scf.reduce.return %11 : f32
        }
      }
      %7 = "t.arith_constant"() <{value = dense<-2.500000e-01> : vector<1x3xf32>}> : () -> vector<1x3xf32>
      %8 = "t.math_fma"(%7, %7, %7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1x3xf32>, vector<1x3xf32>, vector<1x3xf32>) -> vector<1x3xf32>
      scf.yield
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
  func.func private @kernel_1(%arg0: i64 {llvm.noundef}, %arg1: i64) {
    %0 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %1 = "t.arith_cmpi"(%0, %arg0) <{predicate = 5 : i64}> : (i64, i64) -> i1
    cf.assert %1, "bounds check"
    %2 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4x2xi64>
    %3 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %4 = "t.memref_dim"(%2, %3) : (memref<1x4x2xi64>, index) -> index
    %5 = "t.arith_constant"() <{value = 1 : i16}> : () -> i16
    %6 = "t.arith_constant"() <{value = -1 : i16}> : () -> i16
    %7 = "t.arith_xori"(%5, %6) : (i16, i16) -> i16
    %8 = "t.arith_constant"() <{value = 22 : i64}> : () -> i64
    %9 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    %10 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %11 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    "t.memref_store"(%8, %2, %9, %10, %11) : (i64, memref<1x4x2xi64>, index, index, index) -> ()
    %12 = "t.arith_constant"() <{value = 0 : index}> : () -> index
    %13 = "t.arith_constant"() <{value = 7 : index}> : () -> index
    %14 = "t.arith_constant"() <{value = 1 : index}> : () -> index
    %15 = "t.arith_constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %16 = scf.for %arg2 = %12 to %13 step %14 iter_args(%arg3 = %15) -> (f32) {
      %18 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      %19 = "t.tensor_empty"(%18) : (index) -> tensor<1x?x2xindex>
      %20 = "t.arith_divui"(%19, %19) : (tensor<1x?x2xindex>, tensor<1x?x2xindex>) -> tensor<1x?x2xindex>
      scf.yield %15 : f32
    }
    %17 = "t.arith_constant"() <{value = dense<[[1.500000e-01, 1.000000e+00, -1.000000e+00]]> : vector<1x3xf32>}> : () -> vector<1x3xf32>
    return
  }
}

