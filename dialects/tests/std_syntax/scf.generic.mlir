"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, f32, i32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg14: index):
      "t.use"(%arg14) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
    ^bb0(%arg12: index, %arg13: f32):
      %8 = "t.op"(%arg13) : (f32) -> f32
      "scf.yield"(%8) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1:2 = "scf.for"(%arg5, %arg5, %arg5, %arg4, %arg5) ({
    ^bb0(%arg9: i32, %arg10: f32, %arg11: i32):
      "scf.yield"(%arg10, %arg11) : (f32, i32) -> ()
    }) : (i32, i32, i32, f32, i32) -> (f32, i32)
    "scf.for"(%arg5, %arg5, %arg5) <{unsignedCmp}> ({
    ^bb0(%arg8: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.if"(%arg3) ({
      "t.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg3) ({
      "scf.yield"() : () -> ()
    }, {
      "t.y"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %2 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%0) : (f32) -> ()
    }) : (i1) -> f32
    %3 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%0) : (f32) -> ()
    }) {t.a} : (i1) -> f32
    %4 = "scf.while"(%arg4) ({
    ^bb0(%arg7: f32):
      "scf.condition"(%arg3, %arg7) : (i1, f32) -> ()
    }, {
    ^bb0(%arg6: f32):
      "scf.yield"(%arg6) : (f32) -> ()
    }) : (f32) -> f32
    "scf.while"() ({
      "scf.condition"(%arg3) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    %5 = "scf.execute_region"() ({
      "scf.yield"(%arg4) : (f32) -> ()
    }) : () -> f32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    %6 = "scf.execute_region"() <{no_inline}> ({
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg4) : (f32) -> ()
    }) : () -> f32
    %7 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (index) -> f32
    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

