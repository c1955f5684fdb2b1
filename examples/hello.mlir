// A small module in MLIR generic form for scripts/example.sh: ir-opt reads it and
// prints it back; mlir-opt 22 must read what ir-opt prints.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "test.unregistered"(%0) {note = "kept opaque"} : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

