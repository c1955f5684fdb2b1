// ir-gen random --seed 114 --size 25
!alias_0 = tensor<?xf16>
!alias_1 = f64
!alias_2 = complex<f6E2M3FN>
#L0 = loc("src/x.py":98)
#x_y1 = array<i64: -9223372036854775808, 376201387507520965, -9223372036854775808, -213, 0>
#l_x2 = loc("with \"q\"")

"bar.yield"() ({
}, {
}, {
^1(%0: f64 loc(unknown), %1: f8E4M3FNUZ loc("with \"q\"")):
 %_2 = "d.op_1"(): () -> f64

 %v3 = "x.y"() <{d.k0= 0: i1, attr1= @"x y"::@_priv::@x.y}>: () -> memref<?xf64, strided<[22], offset: ?>, "gpu"> loc(fused<#foo.m>["op.1", unknown, "n"("dir/with space.c":112:4294967295)])
 "a.b"(%v3) {z90= dense<1.0e-30> : tensor<f64>, a1, _u2= array<f64: 9.65E0, -2.0, 0.0158038>, x3= vector<9xf8E4M3FNUZ>}: (memref<?xf64, strided<[22], offset: ?>, "gpu">) -> ()
 "bar.yield"(%_2, %1, %1) ({
 ^bb2(%4: !foo.t_1 loc("name"), %_5 : f8E3M4, %6: memref<4xf16, strided<[1], offset: 6>, "gpu"> loc(unknown)):
  %-7:4 = "d.op_1"(%4, %6) ({
   "builtin.module"() ({
    %v8:3 = "my_dialect.thing"() {_u0}: () -> (tensor<*xi32>, tuple<memref<192x3x4xi1, "shared">, f64>, memref<*xvector<10xf8E5M2FNUZ>, 6>)
   }) : () -> ()
  }, {
  ^bb3(%9 : si7, %10: !alias_0, %v11: ui128 loc%("op.1")):
   %12 = "z.nop"(%10, %v11) <{k$0= #x<"x<1>">, k$1= @a, value2= #my.a<"x y">}> {b0= "\\🙂@.%*{\7f!\t", attr1= dense_resource<blob0> : tensor<1xi32>}: (!alias_0, ui128) -> memref<604xf16, affine_map<(d0) -> ((-(7)) floordiv 2)>>
   %_13 = "my_dialect.thing"(%9, %12, %10)<{d.k0= "#__0<0\nX\7f\\\00Ω" : index, z91= "\n", x2= 0}>: (si7, memref<604xf16, affine_map<(d0) -> ((-(7)) floordiv 2)>>, !alias_0) -> !bar<""> loc("f":15:54 to :57)
  }, {
   // // nested
   %r14 = "bar.yield"(%_5, %_2, %_5) {}: (f8E3M4, f64, f8E3M4) -> complex<i1>
   %15 = "bar.yield"(%v3, %6, %_5): (memref<?xf64, strided<[22], offset: ?>, "gpu">, memref<4xf16, strided<[1], offset: 6>, "gpu">, f8E3M4) -> vector<si1>
  }): (!foo.t_1, memref<4xf16, strided<[1], offset: 6>, "gpu">) -> (vector<15x1x[16]xui1>, complex<f32>, f32, tensor<224x3xcomplex<f32>>) loc("f":47:64 to 50:77)

  %value16:3 = "my_dialect.thing"() {x0= -7: si8, _u1= "_🙂.\t-\05", a2}: () -> (!alias_1, memref<*xf16>, f32) loc(unknown)
  %arg17 = "foo.compute"(%-7#2, %4, %value16#0) <{}>: (f32, !foo.t_1, !alias_1) -> none
 }) {}: (f64, f8E4M3FNUZ, f8E4M3FNUZ) -> ()
 %v18 = "z.nop"()<{b0= {a0= affine_map<(d0, d1, d2)[s0, s1] -> ((s0 - d0) floordiv 9, 9 * ((d2) ceildiv 5))>, foo.k1= distinct[2]<57 : index>, z92= #foo<"a b">, b3= "éb{</\7f %\\\FF"}, value1= ""}> ({
 ^bb5(%v19 : i8 loc("":199:4294967295), %_20 : !alias_2):
  %v21 = "a.b"(%v3): (memref<?xf64, strided<[22], offset: ?>, "gpu">) -> f64
  %tmp_22 = "x.y"(%v21, %v3, %v21) {_u0= [!foo.param<[["x y" , f32 , -4] , {"x y", -1, "x y"} , -5] f32>, unit], z91= loc(fused["op.1", #L0])}: (f64, memref<?xf64, strided<[22], offset: ?>, "gpu">, f64) -> (none) loc(#L0)
 }, {
  // // nested
  "foo.bar"(%1, %1, %1) ({
   "a.b"(): () -> () loc(unknown)
   // 
   %value23, %24:2 = "a.b"() {my.k0= array<f64: -1.0e-30, 0.2>}: () -> (memref<945x?xf32, 3>, tuple<tf32>, i7) loc("name")
  }) {b0= -1: i17, sym_name1= -1: si8, my.k2}: (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ) -> ()
  "x.switch"(%1)[^x.y7, ^x.y7] <{x0, sym_name1= @"a"::@"x y"::@"x y", value2= 6436112463, z93= "\n\"-🙂\tb"}> ({
   "x.y"(): () -> () loc("dir/with space.c":45:75 to :77)
  }, {
  ^$10(%value25: tensor<985x?x784xsi64>):
   %v26:3 = "foo.bar.baz"(%1): (f8E4M3FNUZ) -> (tensor<0x1x139x4xf16>, memref<60xcomplex<bf16>, {kind = "scratch"}>, (vector<3xi8>, i32, !my_dialect.t<a.b>) -> none) loc(#L0)
   // a comment
   "cfx.cond_br"()[^11, ^11]: () -> ()
  ^11(%_27: complex<f8E8M0FNU> loc("dir/with space.c":29:47 to 30:8), %28 : none, %tmp_29: f128):
   "my_dialect.thing"(%v26#1, %_27) {d.k0= -1.0e-5}: (memref<60xcomplex<bf16>, {kind = "scratch"}>, complex<f8E8M0FNU>) -> () loc("with \"q\"")
  }, {
}) {a0= dense<["\"\"X{!\37'\"\00@\00Ω", "%0\t z#"]> : tensor<2x!foo.str>, k$1= [#x_y1], z92= 0x0: i7}: (f8E4M3FNUZ) -> () loc(fused[fused<"meta">["op.1", "x"], "src/x.py":17:53 to 20:74, fused["":26:40 to 28:2, "a.mlir":418:213, unknown]])
 ^x.y7:

  "cfx.cond_br"(%0, %v3, %_2)[^x.y7] <{sym_name0= {z90= {}, d.k1= dense<> : tensor<4x1x0xsi17>}, attr1= sparse<[[1, 1, 4]], [0xAD86DC22BE1]> : tensor<5x2x5xi64>, z92= affine_map<()[s0] -> ()>}> {my.k0}: (f64, memref<?xf64, strided<[22], offset: ?>, "gpu">, f64) -> ()
 }) {}: () -> f32 loc(fused["src/x.py":4, #l_x2])
 %value30:3 = "bar.yield"(): () -> (i1, complex<bf16>, f64)
}) {}: () -> () loc("":0:81)
%value31 = "x.y"() <{k$0= true, d.k1= "'" : i32, my.k2= false}> {attr0= "#z*\"\C7b\F1_*"}: () -> vector<16x[13]x3xf8E4M3FNUZ> loc("a.mlir":327:109)
%value32 = "foo.op"() {z90= loc(unknown), x1= array<i64: -9223372036854775808, -9223372036854775808, 1, 1, 18446744073709551615>, b2= dense<[-1, false, false]> : vector<3xi1>}: () -> ui17 loc("src/x.py":34:23 to 37:29)
%33 = "foo.bar.baz"(%value31, %value31): (vector<16x[13]x3xf8E4M3FNUZ>, vector<16x[13]x3xf8E4M3FNUZ>) -> !bar<"a b">

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000D644D912"
    }
  }
#-}
