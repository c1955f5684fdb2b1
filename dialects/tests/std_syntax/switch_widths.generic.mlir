"builtin.module"() ({
  "func.func"() <{function_type = (i8, i64, i16) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i64, %arg2: i16):
    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-1, -128, 127]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
    "cf.switch"(%arg1)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "cf.switch"(%arg2)[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<-2> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

