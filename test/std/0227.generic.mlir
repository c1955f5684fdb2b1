"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (tensor<1x4xf64>, tensor<1x4xi32>, tensor<4x8xi32>) -> i32, res_attrs = [{llvm.zeroext}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<1x4xf64>, %arg7: tensor<1x4xi32>, %arg8: tensor<4x8xi32>):
    %9 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %10 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4xf32>}> : () -> tensor<4xf32>
    %11 = "linalg.reduce"(%9, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %17 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf64>
    %13 = "memref.collapse_shape"(%12) <{reassociation = [[0, 1]]}> : (memref<1x4xf64>) -> memref<4xf64>
    %14 = "arith.constant"() <{value = dense<1> : vector<1x4xi64>}> : () -> vector<1x4xi64>
    %15 = "arith.divsi"(%14, %14) : (vector<1x4xi64>, vector<1x4xi64>) -> vector<1x4xi64>
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "func.return"(%16) : (i32) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f64, f64, i32, f64) -> (), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: f64):
    %0 = "arith.constant"() <{value = dense<[[3.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<1x4xf64>}> : () -> tensor<1x4xf64>
    %1 = "tensor.cast"(%0) : (tensor<1x4xf64>) -> tensor<1x4xf64>
    %2 = "arith.constant"() <{value = dense<true> : vector<8x2xi1>}> : () -> vector<8x2xi1>
    %3 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (vector<8x2xi1>, vector<8x2xi1>) -> vector<8x2xi1>
    %4 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %5 = "scf.while"(%4) ({
    ^bb0(%arg5: bf16):
      %6 = "arith.constant"() <{value = 46 : i8}> : () -> i8
      %7 = "arith.extui"(%6) : (i8) -> i64
      %8 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%8, %4) : (i1, bf16) -> ()
    }, {
    ^bb0(%arg4: bf16):
      "scf.yield"(%arg4) : (bf16) -> ()
    }) : (bf16) -> bf16
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

