#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (memref<8x8x8xi32>, tensor<8x8x8xi64>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i32) -> tensor<4xi32>, sym_name = "fn.0"}> ({
  ^bb0(%arg0: i64, %arg1: i32):
    %0 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4xf64>}> : () -> tensor<4xf64>
    %1 = "tensor.empty"() : () -> tensor<4x4xf64>
    %2 = "linalg.broadcast"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      "linalg.yield"(%arg2) : (f64) -> ()
    }) : (tensor<4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = dense<1> : tensor<8x8x8xi32>}> : () -> tensor<8x8x8xi32>
    %4 = "tensor.collapse_shape"(%3) <{reassociation = [[0], [1, 2]]}> : (tensor<8x8x8xi32>) -> tensor<8x64xi32>
    %5 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.br"(%5)[^bb2] : (i32) -> ()
  ^bb2(%6: i32):  // pred: ^bb1
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8:2 = "arith.mului_extended"(%6, %7) : (i32, i32) -> (i32, i32)
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    %11 = "memref.alloc"(%9, %10) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi32, #map>
    %12 = "arith.constant"() <{value = dense<20> : tensor<4xi32>}> : () -> tensor<4xi32>
    "func.return"(%12) : (tensor<4xi32>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

