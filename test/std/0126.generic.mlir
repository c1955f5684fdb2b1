"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "f0"}> ({
    %7 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xi64>
    "memref.copy"(%7, %7) : (memref<4x3xi64>, memref<4x3xi64>) -> ()
    %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %10 = "math.ipowi"(%8, %9) : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = 18 : index}> : () -> index
    "func.return"(%11) : (index) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (vector<1x1xi64>, i32) -> index, sym_name = "fn.1"}> ({
  ^bb0(%arg0: vector<1x1xi64>, %arg1: i32):
    %0 = "func.call"(%arg0, %arg1) <{callee = @fn.1}> : (vector<1x1xi64>, i32) -> index
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.switch"(%1, %2, %2)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, i64, i64) -> ()
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb0
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    "memref.copy"(%4, %4) : (memref<4xindex>, memref<4xindex>) -> ()
    %5 = "arith.constant"() <{value = 44 : i32}> : () -> i32
    "cf.switch"(%5)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[3, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    "func.return"(%6) : (index) -> ()
  }) : () -> ()
}) : () -> ()

