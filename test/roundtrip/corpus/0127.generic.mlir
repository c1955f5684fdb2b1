"builtin.module"() ({
  %0 = "d.op_1"() : () -> ui128
  "my_dialect.thing"(%0, %0, %0) : (ui128, ui128, ui128) -> ()
  "foo.bar.baz"() <{a2, b0 = array<i1: true, false, false, false>, "quoted key 3", sym_name1}> : () -> ()
  %1 = "foo.bar"(%0, %0, %0) {value0 = -1053776524621 : i64} : (ui128, ui128, ui128) -> f32
  %2:4 = "z.nop"(%0) : (ui128) -> (tensor<*xi32>, f16, !x.t<-7 , <<"x y"> , "x y"> , "x y">, memref<558x872x421xi1, "local mem">)
}) : () -> ()

