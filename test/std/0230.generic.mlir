"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (f64) -> (memref<4x1xi32>, tensor<4xi32>), res_attrs = [{llvm.noundef}, {llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef, test.tag = "x"}], function_type = (memref<3x4xf64>, i32, vector<3xf64>, bf16) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg0: memref<3x4xf64>, %arg1: i32, %arg2: vector<3xf64>, %arg3: bf16):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf64>}> : () -> vector<8xf64>
    %1 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf64>}> : () -> vector<8xf64>
    %2 = "math.powf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (vector<8xf64>, vector<8xf64>) -> vector<8xf64>
    %3 = "arith.constant"() <{value = dense<[[4611686018427387903, -1, -1], [4611686018427387903, 9, 0], [0, 4611686018427387903, 1], [1, 56, 4611686018427387903]]> : tensor<4x3xi64>}> : () -> tensor<4x3xi64>
    %4 = "linalg.sub"(%3, %3, %3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: i64, %arg7: i64, %arg8: i64):
      %28 = "arith.subi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%28) : (i64) -> ()
    }) : (tensor<4x3xi64>, tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi64>
    %5 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %6 = "arith.constant"() <{value = 60 : i16}> : () -> i16
    %7:2 = "arith.mulsi_extended"(%5, %6) : (i16, i16) -> (i16, i16)
    %8 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%8) <{msg = "ok"}> : (i1) -> ()
    %9 = "arith.constant"() <{value = 36 : index}> : () -> index
    %10 = "arith.shrsi"(%9, %9) : (index, index) -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "tensor.empty"(%11) : (index) -> tensor<?x1xi16>
    %13 = "arith.divui"(%12, %12) : (tensor<?x1xi16>, tensor<?x1xi16>) -> tensor<?x1xi16>
    %14:2 = "arith.mului_extended"(%7#1, %5) : (i16, i16) -> (i16, i16)
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "arith.cmpi"(%arg1, %15) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %17 = "scf.if"(%16) ({
      %24 = "tensor.empty"() : () -> tensor<4x1xi16>
      %25 = "arith.constant"() <{value = dense<[[-1, 32767, -6, -14]]> : tensor<1x4xi16>}> : () -> tensor<1x4xi16>
      %26 = "linalg.transpose"(%24, %25) <{permutation = array<i64: 1, 0>}> ({
      ^bb0(%arg4: i16, %arg5: i16):
        "linalg.yield"(%arg4) : (i16) -> ()
      }) : (tensor<4x1xi16>, tensor<1x4xi16>) -> tensor<1x4xi16>
      %27 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      "scf.yield"(%27) : (f64) -> ()
    }, {
      %18 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %19 = "math.acos"(%18) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
      %20 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
      %21 = "arith.minimumf"(%20, %20) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
      %22 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %23 = "arith.subf"(%22, %19) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
      "scf.yield"(%21) : (f64) -> ()
    }) : (i1) -> f64
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

