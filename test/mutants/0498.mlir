%value0 = "d.op_1"(): () -> ^bb9:ui128
"my_dialect.thing"(%value0, %value0, %value0):   (ui128, ui128,  ui128) -> () loc(callsite("with \"q\"" at "":84))
"foo.bar.baz"()<{b0= array<i1: true, false, false, false>, sym_name1, a2, "quoted key 3"}>: () -> ()
%tmp_1 = "foo.bar"(%value0, %value0 , %value0) {value0= -1053776524621: i64}: (ui128, ui128, ui128) -> f32 loc(callsite("callee"("":33:12 to :21) at "":283:4294967295))
%$2:4 = "z.nop"(%value0) : (ui128) -> (tensor<*xi32>, f16 , !x.t<-7 , <<"x y"> , "x y"> , "x y">, memref<558x872x421xi1, "local mem">) loc(fused["v"("f":19:32 to 19:1)])
