"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8), res_attrs = [{}, {llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (memref<4x3xi32>) -> (i8, tensor<3x3xi32>), sym_name = "f0"}> ({
  ^bb0(%arg2: memref<4x3xi32>):
    %5 = "arith.constant"() <{value = 5.000000e-01 : f16}> : () -> f16
    %6 = "math.powf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8:2 = "scf.index_switch"(%7) <{cases = array<i64: 2, 5>}> ({
      %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %17 = "arith.constant"() <{value = 35 : i8}> : () -> i8
      "scf.yield"(%16, %17) : (i32, i8) -> ()
    }, {
      %12 = "arith.constant"() <{value = dense<[127, 0, 0, 127]> : vector<4xi8>}> : () -> vector<4xi8>
      %13 = "arith.andi"(%12, %12) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %14 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "scf.yield"(%14, %15) : (i32, i8) -> ()
    }, {
      %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 46 : i8}> : () -> i8
      "scf.yield"(%10, %11) : (i32, i8) -> ()
    }) : (index) -> (i32, i8)
    %9 = "arith.constant"() <{value = dense<[[-8, 0, 66], [0, 1, 44], [-2, 2147483647, 1]]> : tensor<3x3xi32>}> : () -> tensor<3x3xi32>
    "func.return"(%8#1, %9) : (i8, tensor<3x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (tensor<8x1xi32>, i8) -> i8, sym_name = "fn.1"}> ({
  ^bb0(%arg0: tensor<8x1xi32>, %arg1: i8):
    "func.call"(%arg1) <{callee = @ext0}> : (i8) -> ()
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<8x1xi32>) -> tensor<8xi32>
    %1 = "arith.constant"() <{value = dense<18> : tensor<3x3xi32>}> : () -> tensor<3x3xi32>
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "tensor.extract"(%1, %2, %3) : (tensor<3x3xi32>, index, index) -> i32
    "func.return"(%arg1) : (i8) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

