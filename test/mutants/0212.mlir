// ir-gen random --seed 45 --size 23
#l_x0 = loc("src/x.py":60)
#L1 = loc("a.mlir":79:413)

"builtin.module"() <{sym_name = "m66"}> ({
  %value0 = "bar.yield"() {k$0, b1}: () -> (f32) loc("name") // trailing comment
  %_1:4 = "x.y"(%value0, %value0, %value0) <{b0= affine_map<() -> (7, 4 * (1 - 4), (6 - 7) ceildiv 2)>, value1= unit, foo.k2}> {k$0= array<f32: 3.14159265358979, -0.7035136, 2.5e-3>}: (f32, f32, f32) -> (i32, i1024, complex<f16>, tensor<complex<f4E2M1FN>>)
  %2 = "foo.op"(%_1#3, %_1#2) {sym_name0= "'", sym_name1= #x<"abc">, x2}: (tensor<complex<f4E2M1FN>>, complex<f16>) -> !x.param<{4,f32,-6}> loc(fused<4 : i32>[])
  %v3:4 = "a.b"(%_1#3, %_1#3) {}: (tensor<complex<f4E2M1FN>>, tensor<complex<f4E2M1FN>>) -> (ui64, f64, i32, i32)
  "foo.compute"(%_1#1) <{attr0, "quoted key 1"= 402.902959 : f8E5M2FNUZ}> {z90, d.k1= f32, a2= dense<[-2.718281828459045, 0.2]> : tensor<2xf4E2M1FN>, a3}: (i1024) -> () loc("":230:365)
  %4:2 = "a.b"(%_1#0, %v3#2) ({
    %v5 = "bar.yield"(%v3#1, %v3#1) {foo.k0= dense_resource<blob0> : tensor<1xf32>, _u1= 118984571577930230343566476286967028: i128, a2= "\na'\00-@{\38@"}: (f64, f64) -> (f6E2M3FN) loc("x")
    %_7 = "foo.compute"(): () -> complex<f16> loc("n"(unknown)) // trailing comment
    %6:2 = "z.nop"() {"quoted key 0"= array<i32>, attr1}: () -> (tuple<>, ui1)
    %8 = "z.nop"(%6#1, %v3#1): (ui1, f64) -> !x.v<20, a.b, <65 "x y" <3 96>>>
    "z.nop"() ({
    ^bb1(%9: none, %10 : complex<i32> loc("":379:29), %11: memref<657x1x?xf32, "shared">):
      %v12 = "foo.compute"(%value0, %9): (f32, none) -> i64 loc(fused<"meta">["n"("f":119:278), callsite("x" at "f":6:58 to :64), "src/x.py":2:39 to 2:70])
      %value13 = "foo.compute"() <{_u0= " \"%\C3\A9\00!%*-\11_", a1= false, "quoted key 2"= [13: ui32, 41 : index], attr3= 1: i24}> {a0= 59 : index}: () -> !my_dialect.t<a.b <<abc>, <76 "x y">> "x y"> loc(fused<#foo.m>[unknown])
      "z.nop"(): () -> () loc(unknown)
      %14:2 = "my_dialect.thing"(%11, %10) ({
      }) {}: (memref<657x1x?xf32, "shared">, complex<i32>) -> (!my_dialect.param<-3>, !my_dialect<"x<y>">)
      %v15, %v16:2 = "bar.yield"(%v3#1, %_1#0) {}: (f64, i32) -> (index, !x.param<<"x y" -7 <"x y", "x y", a.b>> <[-7]>>, memref<5xvector<6x12x[15]xsi64>, strided<[1], offset:0>>)
      %17 = "foo.bar.baz"(%v5, %14#1) {my.k0, foo.k1= "Ω", attr2}: (f6E2M3FN, !my_dialect<"x<y>">) -> vector<[16]xf8E4M3FN>
    }): () -> ()
  }) {a0, value1, b2= {_u0= 55827: ui32}, z93= array<i1: false, false, false, true>}: (i32, i32) -> (!bar.a.b, bf16)
  %value18 = "foo.op"()<{}> {k$0= #x.v<<? , ?>,-6,?>}: () -> tuple<f6E2M3FN>
  %19 = "foo.bar.baz"(%4#1, %v3#3, %4#0)<{a0= "\"\"\\\9D*", d.k1, a2= #foo.p<? , -4 , <[? , "x y" , "x y"],i8>>}>: (bf16, i32, !bar.a.b) -> (vector<4x7xsi3>) loc(fused["op.1", #l_x0])
  %v20 = "foo.op"(%4#1, %4#0) {b0= distinct[2]<-1: i64>, _u1= -813472.0 : f64}: (bf16, !bar.a.b) -> (si32)
  %_21 = "foo.compute"(%value0, %value18) ({
  ^exit3(%value22: tuple<index, ui8, ui8, f32> loc(#L1), %23 : vector<[1]x13x14xsi24>):
    "foo.bar"(): () -> () loc("a.mlir":282:15)
  }, {
  ^bb4(%24: index):
    "a.jump"(%19, %24)[^exit5, ^exit5]: (vector<4x7xsi3>, index) -> () loc(#L1)
  ^exit5:
    %25 = "foo.op"(%19)<{b0= {}, x1, a2= [dense_resource<blob1> : tensor<4xi32>, #my.v<-8>, array<i1: false, true, false>]}> {attr0= true, foo.k1= [65535: si17, dense<[[9.999999e9, -0.5], [0.3, 2.46965e+4], [8.28250e+21, 0.2], [0xEE4B7510B8AA62FF8414, 998.572274]]> : vector<4x2xf80>], value2= [0: si8, dense<[(0x8FEB, 943.86503)]> : tensor<1xcomplex<f16>>, ".\\" : index, unit], attr3}: (vector<4x7xsi3>) -> i32
  }, {
    %_26 = "my_dialect.thing"(%value18, %4#1, %4#1)<{attr0, value1, _u2= "\"\00", k$3= i16}>: (tuple<f6E2M3FN>, bf16, bf16) -> (i64)
  }): (f32, tuple<f6E2M3FN>) -> tensor<8x4x57xcomplex<f6E3M2FN>> loc("f":2:10 to :15)
  %_27, %value28:2 = "foo.op"(%value18): (tuple<f6E2M3FN>) -> (tuple<f64, bf16, f64>, vector<[3]x2xf16>, index) loc("":491:4294967295)
  "my_dialect.thing"(%v3#0, %19): (ui64, vector<4x7xsi3>) -> ()
}) {foo.module_attr = 34.51E1 : f64} : () -> () loc("src/x.py":362:433)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000029025D86",
      blob1: "0x040000008F8E335EE8C10070A0C20E616C4439FB"
    }
  }
#-}
