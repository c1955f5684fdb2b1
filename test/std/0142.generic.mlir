#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef}, {}], function_type = (i8, memref<1xi8>, i32) -> (i32, i32), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xi8>) -> i32, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (vector<3x2x8xi8>, i32, i32) -> (), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg3: vector<3x2x8xi8>, %arg4: i32, %arg5: i32):
    %14 = "arith.constant"() <{value = dense<27> : vector<3xi64>}> : () -> vector<3xi64>
    %15 = "math.absi"(%14) : (vector<3xi64>) -> vector<3xi64>
    %16 = "arith.constant"() <{value = 7 : index}> : () -> index
    %17 = "arith.constant"() <{value = 6 : index}> : () -> index
    %18 = "memref.alloc"(%16, %17) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi8, #map>
    %19 = "arith.constant"() <{value = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %20 = "arith.index_cast"(%19) : (tensor<1xi16>) -> tensor<1xindex>
    %21 = "arith.constant"() <{value = dense<1> : vector<8x1x8xi8>}> : () -> vector<8x1x8xi8>
    %22 = "scf.while"(%21) ({
    ^bb0(%arg7: vector<8x1x8xi8>):
      %23 = "arith.constant"() <{value = 70 : index}> : () -> index
      %24 = "arith.constant"() <{value = 1 : index}> : () -> index
      %25 = "arith.cmpi"(%23, %24) <{predicate = 3 : i64}> : (index, index) -> i1
      "scf.condition"(%25, %21) : (i1, vector<8x1x8xi8>) -> ()
    }, {
    ^bb0(%arg6: vector<8x1x8xi8>):
      "scf.yield"(%arg6) : (vector<8x1x8xi8>) -> ()
    }) : (vector<8x1x8xi8>) -> vector<8x1x8xi8>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.noundef}], function_type = (memref<3xf64>, tensor<3xi32>, vector<1xi32>) -> (), sym_name = "f1"}> ({
  ^bb0(%arg0: memref<3xf64>, %arg1: tensor<3xi32>, %arg2: vector<1xi32>):
    %0 = "arith.constant"() <{value = dense<31> : vector<1xi64>}> : () -> vector<1xi64>
    %1 = "arith.constant"() <{value = dense<-8> : vector<1xi64>}> : () -> vector<1xi64>
    %2:2 = "arith.addui_extended"(%0, %1) : (vector<1xi64>, vector<1xi64>) -> (vector<1xi64>, vector<1xi1>)
    %3 = "arith.constant"() <{value = 54 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "cf.switch"(%3, %4, %3, %5, %4)[^bb1, ^bb2, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 4, 6]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, i32, f32, f32) -> ()
  ^bb1(%6: f32):  // 3 preds: ^bb0, ^bb0, ^bb0
    %7 = "arith.constant"() <{value = -1 : index}> : () -> index
    %8 = "arith.cmpi"(%7, %7) <{predicate = 8 : i64}> : (index, index) -> i1
    %9 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %10 = "arith.select"(%8, %9, %9) : (i1, i8, i8) -> i8
    "cf.cond_br"(%8, %3, %3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb2(%11: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %12 = "arith.constant"() <{value = dense<44> : vector<8xi32>}> : () -> vector<8xi32>
    %13 = "math.ipowi"(%12, %12) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

