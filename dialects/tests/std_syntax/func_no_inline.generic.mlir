"builtin.module"() ({
  "func.func"() <{function_type = () -> (), no_inline, sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {a.b} : () -> ()
}) : () -> ()

