"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1, f32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1, %arg2: f32):
    "cf.assert"(%arg1) <{msg = "msg \22q\22"}> : (i1) -> ()
    "cf.br"(%arg0, %arg2)[^bb1] : (i32, f32) -> ()
  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
    "cf.cond_br"(%arg1, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb1
    "cf.cond_br"(%arg1, %2, %arg0)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 2>}> {t.x} : (i1, i32, i32) -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
    "cf.switch"(%arg0, %arg0, %arg0, %0, %arg0)[^bb4, ^bb3, ^bb4] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[5, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb4(%3: i32, %4: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
    "cf.switch"(%arg0)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb5:  // pred: ^bb4
    "cf.br"()[^bb6] : () -> ()
  ^bb6:  // pred: ^bb5
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (() -> ()), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{a.b}], sym_name = "g2", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

