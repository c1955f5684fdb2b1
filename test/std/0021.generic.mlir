#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<8xf64>, memref<8xf64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xi8>) -> (), sym_name = "f0"}> ({
  ^bb0(%arg4: memref<4xi8>):
    %12 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%12) ({
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "memref.dim"(%arg4, %15) : (memref<4xi8>, index) -> index
      "scf.yield"() : () -> ()
    }, {
      %13 = "arith.constant"() <{value = dense<[8, 1, 1, 4, 2, 0, 0, -5]> : tensor<8xi8>}> : () -> tensor<8xi8>
      %14 = "tensor.expand_shape"(%13) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 2>}> : (tensor<8xi8>) -> tensor<4x2xi8>
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (tensor<?x3xi8>) -> (i32, f64, index), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "kernel_1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<?x3xi8>):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.divui"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<8x2xf32>}> : () -> tensor<8x2xf32>
    %3 = "arith.constant"() <{value = dense<[[3.000000e+00], [2.500000e+00]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
    %4 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<8x1xf32>}> : () -> tensor<8x1xf32>
    %5 = "linalg.matmul"(%2, %3, %4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %10 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %11 = "arith.addf"(%arg3, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<8x2xf32>, tensor<2x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %6 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %8 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    "func.return"(%1, %8, %9) : (i32, f64, index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

