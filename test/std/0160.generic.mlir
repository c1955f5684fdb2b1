"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4xbf16>, i64, i64) -> i64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (index, vector<4x4xbf16>, memref<4x4xbf16>) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg0: index, %arg1: vector<4x4xbf16>, %arg2: memref<4x4xbf16>):
    %0 = "arith.constant"() <{value = 59 : i64}> : () -> i64
    "scf.while"(%0) ({
    ^bb0(%arg3: i64):
      %10 = "arith.constant"() <{value = dense<2.500000e+00> : vector<3xbf16>}> : () -> vector<3xbf16>
      %11 = "memref.cast"(%arg2) : (memref<4x4xbf16>) -> memref<4x4xbf16>
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      %13 = "arith.cmpi"(%arg0, %12) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%13) : (i1) -> ()
    }, {
      %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
      "scf.yield"(%0) : (i64) -> ()
    }) : (i64) -> ()
    %1 = "tensor.empty"() : () -> tensor<4x4xi8>
    %2 = "arith.index_cast"(%1) : (tensor<4x4xi8>) -> tensor<4x4xindex>
    %3 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %4 = "arith.bitcast"(%3) : (f64) -> i64
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "math.powf"(%5, %5) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 79 : i16}> : () -> i16
    %8 = "arith.bitcast"(%7) : (i16) -> f16
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

