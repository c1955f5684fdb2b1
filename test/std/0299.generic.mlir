"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f16, i32, i16, memref<?x4xi16>) -> index, sym_name = "helper1", sym_visibility = "private"}> ({
    ^bb0(%arg3: f16, %arg4: i32, %arg5: i16, %arg6: memref<?x4xi16>):
      %31 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<3xf64>}> : () -> tensor<3xf64>
      %32 = "math.copysign"(%31, %31) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
      %33 = "arith.constant"() <{value = dense<1.000000e+00> : vector<3xf32>}> : () -> vector<3xf32>
      %34 = "arith.negf"(%33) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<3xf32>) -> vector<3xf32>
      %35 = "arith.constant"() <{value = true}> : () -> i1
      %36 = "scf.if"(%35) ({
        %39 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        "scf.yield"(%39) : (i8) -> ()
      }, {
        %38 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        "scf.yield"(%38) : (i8) -> ()
      }) : (i1) -> i8
      %37 = "arith.constant"() <{value = 0 : index}> : () -> index
      "func.return"(%37) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<4x8xindex>, tensor<3xi16>), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "compute0"}> ({
    %13 = "arith.constant"() <{value = 80 : i64}> : () -> i64
    %14 = "arith.index_cast"(%13) : (i64) -> index
    %15 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %16 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    "cf.switch"(%15, %15, %16)[^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i16, i16, i16) -> ()
  ^bb1:  // pred: ^bb0
    %17 = "arith.constant"() <{value = dense<false> : tensor<2xi1>}> : () -> tensor<2xi1>
    %18 = "arith.constant"() <{value = dense<[-9, 0]> : tensor<2xi16>}> : () -> tensor<2xi16>
    %19 = "arith.select"(%17, %18, %18) : (tensor<2xi1>, tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
    %20 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "cf.br"(%20, %16)[^bb2] : (i16, i16) -> ()
  ^bb2(%21: i16, %22: i16):  // 2 preds: ^bb0, ^bb1
    %23 = "tensor.empty"() : () -> tensor<3xf32>
    %24 = "arith.cmpf"(%23, %23) <{fastmath = #arith.fastmath<fast>, predicate = 9 : i64}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %25 = "arith.cmpi"(%14, %14) <{predicate = 7 : i64}> : (index, index) -> i1
    "cf.cond_br"(%25, %14, %14)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%26: index):  // 2 preds: ^bb2, ^bb2
    %27 = "arith.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %28 = "arith.addi"(%27, %27) <{overflowFlags = #arith.overflow<none>}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %29 = "tensor.empty"() : () -> tensor<4x8xindex>
    %30 = "tensor.empty"() : () -> tensor<3xi16>
    "func.return"(%29, %30) : (tensor<4x8xindex>, tensor<3xi16>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (vector<3xi32>, tensor<3xindex>, memref<4xindex>) -> (memref<3xi16>, memref<3xi16>, index), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "compute1", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<3xi32>, %arg1: tensor<3xindex>, %arg2: memref<4xindex>):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %1 = "math.powf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %2 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 49 : i16}> : () -> i16
    %4 = "math.fpowi"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, i16) -> f32
    %5 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00]> : vector<4xf64>}> : () -> vector<4xf64>
    %6 = "math.floor"(%5) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4xf64>) -> vector<4xf64>
    %7 = "arith.constant"() <{value = 8 : index}> : () -> index
    %8:2 = "scf.index_switch"(%7) <{cases = array<i64: 1>}> ({
      %11 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
      %12 = "arith.constant"() <{value = 26 : index}> : () -> index
      "scf.yield"(%11, %12) : (f16, index) -> ()
    }, {
      %10 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      "scf.yield"(%10, %7) : (f16, index) -> ()
    }) : (index) -> (f16, index)
    %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
    "func.return"(%9, %9, %8#1) : (memref<3xi16>, memref<3xi16>, index) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) : () -> ()

