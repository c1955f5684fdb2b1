"builtin.module"() ({
  "func.func"() <{function_type = (vector<8x2xi64>, index, f64) -> (memref<8x2xf64>, memref<8x2xi64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<3x1xf64>, f64), sym_name = "f0"}> ({
    %12 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %13 = "arith.constant"() <{value = 42 : i16}> : () -> i16
    %14 = "arith.cmpi"(%12, %13) <{predicate = 2 : i64}> : (i16, i16) -> i1
    "cf.assert"(%14) <{msg = "bounds check"}> : (i1) -> ()
    %15 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<8x2xbf16>}> : () -> vector<8x2xbf16>
    %16 = "arith.extf"(%15) : (vector<8x2xbf16>) -> vector<8x2xf32>
    %17 = "arith.constant"() <{value = dense<127> : vector<3x1xi8>}> : () -> vector<3x1xi8>
    %18 = "arith.index_castui"(%17) : (vector<3x1xi8>) -> vector<3x1xindex>
    %19 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xf64>
    %20 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "func.return"(%19, %20) : (memref<3x1xf64>, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "fn.1"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = dense<[[5.000000e-01], [-1.000000e+00], [5.000000e-01]]> : vector<3x1xf64>}> : () -> vector<3x1xf64>
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4:2 = "scf.for"(%0, %0, %1, %2, %3) ({
    ^bb0(%arg0: index, %arg1: vector<3x1xf64>, %arg2: i64):
      %10 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %11 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (vector<3x1xf64>, vector<3x1xf64>) -> vector<3x1xi1>
      "scf.yield"(%2, %3) : (vector<3x1xf64>, i64) -> ()
    }) : (index, index, index, vector<3x1xf64>, i64) -> (vector<3x1xf64>, i64)
    %5 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.switch"(%5)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %6 = "arith.cmpi"(%5, %5) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7 = "arith.constant"() <{value = -20 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "cf.cond_br"(%6, %8, %7)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb2(%9: i64):  // 2 preds: ^bb1, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

