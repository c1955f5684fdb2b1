#set = affine_set<(d0, d1, d2)[s0, s1] : ((s1 * 4) floordiv 5 == 0, d0 - d0 mod 4 >= 0)>
"builtin.module"() ({
  %0 = "d.op_1"() : () -> index
  "x.y"(%0, %0, %0) : (index, index, index) -> ()
  "bar.yield"(%0) : (index) -> ()
  %1 = "bar.yield"(%0) : (index) -> f80
  "my_dialect.thing"(%0, %1, %0) : (index, f80, index) -> ()
}) {foo.module_attr = #set} : () -> ()

