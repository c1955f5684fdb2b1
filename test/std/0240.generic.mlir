"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i8, res_attrs = [{llvm.signext}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xindex>, memref<4xi8>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<4xindex>, tensor<?xi8>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %18 = "arith.select"(%16, %17, %17) : (i1, i16, i16) -> i16
    %19 = "arith.constant"() <{value = dense<[46, -10, 76]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %20 = "tensor.empty"() : () -> tensor<2xi8>
    %21 = "tensor.insert_slice"(%20, %19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xi8>, tensor<3xi8>) -> tensor<3xi8>
    %22 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %23:2 = "arith.mului_extended"(%22, %22) : (i8, i8) -> (i8, i8)
    %24 = "arith.constant"() <{value = dense<-18> : vector<3xi32>}> : () -> vector<3xi32>
    %25 = "arith.constant"() <{value = dense<2147483647> : vector<3xi32>}> : () -> vector<3xi32>
    %26 = "arith.addi"(%24, %25) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %28 = "arith.constant"() <{value = 46 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%28, %27, %29) : (index, memref<4xindex>, index) -> ()
    %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    %32 = "tensor.empty"(%31) : (index) -> tensor<?xi8>
    "func.return"(%30, %32) : (memref<4xindex>, tensor<?xi8>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (index) -> f16, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.1"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi8>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.load"(%0, %1) : (memref<3xi8>, index) -> i8
    %3 = "tensor.empty"() : () -> tensor<1x4xf64>
    %4 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<8x1x4xf64>}> : () -> tensor<8x1x4xf64>
    %5 = "linalg.broadcast"(%3, %4) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: f64, %arg2: f64):
      "linalg.yield"(%arg1) : (f64) -> ()
    }) : (tensor<1x4xf64>, tensor<8x1x4xf64>) -> tensor<8x1x4xf64>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.cmpi"(%1, %6) <{predicate = 6 : i64}> : (index, index) -> i1
    %8:2 = "scf.if"(%7) ({
      %10 = "arith.constant"() <{value = dense<-1> : vector<3xi64>}> : () -> vector<3xi64>
      %11 = "math.ipowi"(%10, %10) : (vector<3xi64>, vector<3xi64>) -> vector<3xi64>
      %12 = "arith.constant"() <{value = 18 : index}> : () -> index
      %13 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %14 = "arith.cmpi"(%12, %13) <{predicate = 0 : i64}> : (index, index) -> i1
      "cf.assert"(%14) <{msg = "ok"}> : (i1) -> ()
      %15 = "arith.constant"() <{value = 11 : index}> : () -> index
      "scf.yield"(%15, %13) : (index, index) -> ()
    }, {
      "scf.yield"(%6, %arg0) : (index, index) -> ()
    }) : (i1) -> (index, index)
    %9 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    "func.return"(%9) : (f16) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

