#L0 = loc(unknown)

"builtin.module"() ({
  %0 = "foo.bar.baz"() <{attr0, b1= 0: ui1024, attr2= 0: ui8, b3= dense<[[[1.6932e-8, 0.2250917], [0x2698, -4.9e-324], [3.14159265358979, 76.12E3]]]> : tensor<1x3x2xf16>}> {x0 = i32}: () -> tensor<?x3x368x1xvector<[13]x11x12xi7>> loc("src/x.py":46:1 to 49:25)
  %_1 = "foo.compute"(%0, %0, %0) <{value0= 927645.0 : f32}> {}: (tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>) -> (i1)
  %value2 = "d.op_1"(%0, %0, %_1) ({
}) {k$0= #foo<"x<1>">, "quoted key 1"= [[@"with\"quote"], "-b\t\7f-" : f32], sym_name2= {a0= "'\"*\B6\00*\C3\A9@\28\66"}}: (tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>, i1) -> ui64
  %value3, %4:3 = "foo.op"(): () -> (f8E4M3FNUZ, vector<11x4x[9] x bf16>, i32, !my_dialect.v<-8>)
  %5:4 = "a.b"() ({
    "cfx.cond_br"()[^bb1, ^bb1] {x0= "z#\0B\80-" : i1, x1= sparse<[[4, 0, 1], [4, 2, 2], [3, 2, 2], [0, 0, 2]], [0, 1, 0x0, 23]> : tensor<5x4x3xi8>}: () -> ()
  ^bb1(%-6 : si3, %7 : complex<f64> loc("x")):
    "z.nop"(%7, %4#1, %4#2)<{}> {_u0= affine_map<()[s0] -> ()>, sym_name1= #my<"abc">, a2= dense_resource<res_0> : tensor<5xf64>, _u3= 4294967295: i32}: (complex<f64>, i32, !my_dialect.v<-8>) -> () loc(unknown)
    %_8, %9:2 = "foo.op"(%-6) ({
    ^2(%$10: complex<f16> loc(fused<#foo.m>[]), %value11 : i64, %_12: !x.v<-6 ? abc> loc(#L0)):
      %_13 = "foo.compute"(%$10) {x0= -1.5 : f16, _u1= 0: ui32, x2= loc("name")}: (complex<f16>) -> ui17 loc("n"("src/x.py":1))
      %_14 = "z.nop"(%4#1): (i32) -> f16 loc("x")
    }, {
    ^3(%15: vector<8xi24>, %16: ui16 loc("src/x.py":4294967295:321)):
    }, {
    ^4:
    }) {attr0, x1= -76.55E2 : f64, z92}: (si3) -> (i3, f16, tf32)
    "cfx.cond_br"(%_8)[^bb1]: (i3) -> ()
  }) {my.k0= [@a, affine_map<()[s0, s1] -> ((2) ceildiv 3 - -(s0))>]}: () -> (() -> complex<i64>, (vector<[8]x10x[12]xi7>) -> (), !my_dialect.t<{[a.b,"x y",51]}, "x y">, f8E4M3B11FNUZ)
  "a.b"(%5#3) {b0= @"x y", "quoted key 1"= !my_dialect.t_1, _u2= {value0, my.k1 
 = "%#%/{\\Xb\\ðŸ™‚-", x2= dense<255> : tensor<ui8>}, _u3= -6.90E7 : f6E3M2FN}: (f8E4M3B11FNUZ) -> () loc("f":10:60 to 11:47)
  %_17:2 = "bar.yield"(%5#1, %value2) {value0= 520.533631, _u1= array<i8: -128, -1, 0xFF, 0, -1>, b2= false, "quoted key 3"= array<f64: 454.492070, 84.567998, 0xEBE642847E732C1D, 0x7FF8000000000000, 0xD054A0141BCC7DF8>}: ((vector<[8]x10x[12]xi7>) -> (), ui64) -> (!bar.t<<-7 [f32 , ? , -5]Ã(>,a.b>, f80) loc(fused["src/x.py":192:4294967295])
  %value18:4 = "a.b"(%5#2, %_17#0): (!my_dialect.t<{[a.b,"x y",51]}, "x y">, !bar.t<<-7 [f32 , ? , -5]>,a.b>) -> (() -> (), memref<?xi128>, f8E8M0FNU, !x.v<"x y",?,"x y">)
}) : () -> () loc("a.mlir":324:0)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000001CAC887E203C87C4D619CF1E3FADC7F7FAEEF4E9861E15E46C2821E046CCECF4AECFBBB709276E08"
    }
  }
#-}
