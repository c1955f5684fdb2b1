"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.noalias}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{foo.bar = 1 : i32}, {}], sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "n", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.x}, {}], function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    %0:2 = "func.call"(%arg1, %arg2) <{callee = @f}> : (i32, f32) -> (i32, f32)
    %1:2 = "func.call"(%arg1, %arg2) <{callee = @decl, no_inline}> : (i32, f32) -> (i32, f32)
    %2 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> (i32, f32))
    %3:2 = "func.call_indirect"(%2, %arg1, %arg2) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
    "func.return"(%arg1, %arg2) : (i32, f32) -> ()
  }) {test.attr = 3 : i64} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

