"builtin.module"() ({
 %value0 = "d.op_1"(): () -> index loc(unknown)
 "x.y"(%value0, %value0, %value0): (index, index, index) -> ()
 "bar.yield"(%value0): (index) -> () loc("":144:224)
 %v1 = "bar.yield"(%value0): (index) -> f80
 "my_dialect.thing"(%value0, %v1, %value0): (index, f80, index) -> ()
}) {foo.module_attr = affine_set<(i0, i1, i2)[N0, N1] : (((4) * N1) floordiv 1000000000000000000000000000000 == 0, i0 >= (i0) mod 4)>} : () -> ()
