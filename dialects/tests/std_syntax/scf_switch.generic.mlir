"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg1: index, %arg2: i32, %arg3: i1):
    "scf.index_switch"(%arg1) <{cases = array<i64: 1>}> ({
      "t.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "t.a"() : () -> ()
      "scf.yield"() : () -> ()
    }) {t.q} : (index) -> ()
    %0:2 = "scf.index_switch"(%arg1) <{cases = array<i64>}> ({
      "scf.yield"(%arg2, %arg2) : (i32, i32) -> ()
    }) : (index) -> (i32, i32)
    "scf.if"(%arg3) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<5> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

