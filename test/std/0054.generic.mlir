"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<?xindex>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}, {}, {}], function_type = (memref<?xf64>, vector<4xf64>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<?xf64>, %arg1: vector<4xf64>, %arg2: memref<4xf32>, %arg3: memref<4xf32>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "memref.view"(%0, %1, %2) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.cmpi"(%4, %4) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %6 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%5, %6, %6)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb1(%7: f32):  // 2 preds: ^bb0, ^bb0
    %8 = "tensor.from_elements"(%4, %4) : (i32, i32) -> tensor<2x1xi32>
    "cf.switch"(%4, %1, %4, %7, %7, %1, %4)[^bb2, ^bb3, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 1, 2>, case_values = dense<[-1, 0, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 2, 4>}> : (i32, index, i32, f32, f32, index, i32) -> ()
  ^bb2(%9: index, %10: i32):  // 2 preds: ^bb1, ^bb1
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "scf.for"(%11, %12, %13, %6) ({
    ^bb0(%arg4: index, %arg5: f32):
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "arith.constant"() <{value = 4 : index}> : () -> index
      %18 = "memref.view"(%0, %16, %17) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
      "scf.yield"(%arg5) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "cf.br"(%14)[^bb3] : (f32) -> ()
  ^bb3(%15: f32):  // 3 preds: ^bb1, ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

