#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i64) -> memref<8xi64>, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (i64, i64, f32) -> f32, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f64, f32, tensor<?x?xi64>, bf16) -> (), sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg2: f64, %arg3: f32, %arg4: tensor<?x?xi64>, %arg5: bf16):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "tensor.extract"(%arg4, %9, %10) : (tensor<?x?xi64>, index, index) -> i64
    %12 = "tensor.from_elements"(%10, %9, %10) : (index, index, index) -> tensor<3xindex>
    %13 = "arith.constant"() <{value = dense<127> : tensor<8xi8>}> : () -> tensor<8xi8>
    %14 = "arith.constant"() <{value = dense<[0, 54, 0, 127, -10, 36, -14, 65]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %15 = "linalg.mul"(%13, %14, %14) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i8, %arg7: i8, %arg8: i8):
      %18 = "arith.muli"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%18) : (i8) -> ()
    }) : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %16 = "arith.divf"(%arg3, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %17 = "math.tan"(%arg3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (i32, memref<8xf32>) -> i64, sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: memref<8xf32>):
    %0 = "memref.cast"(%arg1) : (memref<8xf32>) -> memref<?xf32>
    %1 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %2 = "math.rsqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.shli"(%3, %3) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i1, i1) -> i1
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "arith.constant"() <{value = 6 : index}> : () -> index
    %7 = "memref.alloc"(%5, %6) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi32, #map>
    "cf.assert"(%4) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %8 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "func.return"(%8) : (i64) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

