"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (memref<?xf32>) -> (i16, f16), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (f16) -> (f16, vector<4xf16>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: f16):
    %0 = "arith.constant"() <{value = dense<4.000000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %1 = "arith.constant"() <{value = dense<[1.000000e+02, -1.000000e+00, 1.000000e+00, 1.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %2 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "memref.alloc"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %5:2 = "func.call"(%4) <{callee = @ext0}> : (memref<?xf32>) -> (i16, f16)
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "arith.constant"() <{value = 40 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %10:2 = "scf.for"(%6, %6, %7, %8, %9) ({
    ^bb0(%arg1: index, %arg2: index, %arg3: i16):
      %14 = "arith.constant"() <{value = 10 : i64}> : () -> i64
      %15 = "arith.ceildivsi"(%14, %14) : (i64, i64) -> i64
      %16 = "arith.constant"() <{value = -3 : i32}> : () -> i32
      %17 = "arith.minsi"(%16, %16) : (i32, i32) -> i32
      "scf.yield"(%arg1, %9) : (index, i16) -> ()
    }) : (index, index, index, index, i16) -> (index, i16)
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "memref.load"(%4, %11) : (memref<?xf32>, index) -> f32
    %13 = "arith.constant"() <{value = dense<[2.500000e+00, -1.000000e+00, -1.000000e+00, 1.500240e-01]> : vector<4xf16>}> : () -> vector<4xf16>
    "func.return"(%5#1, %13) : (f16, vector<4xf16>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

