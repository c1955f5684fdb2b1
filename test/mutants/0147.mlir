// ir-gen random --seed 40 --size 25
"builtin.module"() ({
  %v0 = "a.b"() {x0= "bba", value1= sparse<[[2, 1]], [54.84E2]> : tensor<5x2xf16>, attr2= 2.5e-3 : tf32}: () -> (bf16) loc("src/x.py":0:32)
  %-1 = "foo.bar"(%v0, %v0) {"line
break"= 0x68 : f8E4M3B11FNUZ}: (bf16, bf16) -> tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>
  "z.nop"(%-1, %v0) {}: (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, bf16) -> ()
  %v2 = "foo.compute"(%-1) ({
  ^0:
    %value3 = "foo.compute"(): () -> (tuple<index, bf16>) loc(callsite(fused["src/x.py":199:95, "name", "op.1"] at "dir/with space.c":58))
    %a.b4, %5:3 = "foo.bar"(%v0, %value3, %value3): (bf16, tuple<index, bf16>, tuple<index, bf16>) -> (f64, memref<1x2xcomplex<f16>, affine_map<(d0, d1) -> (d1, d0)>, {kind = "scratch"}>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), memref<2x47x?xf8E5M2FNUZ, strided<[?, 5, 43], offset: ?>>) loc("name") // trailing comment
    %6 = "my_dialect.thing"(%-1, %5#1, %a.b4)<{_u0= 0x32: i8, d.k1= 0: i16, k$2= ui8, a3= 0x4A84CDE9 : f32}>: (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), f64) -> none
  }, {
    "foo.compute"(%-1, %-1) {a0= affine_map<(d0, d1) -> ((d1) ceildiv 2, (2 * (d1)) ceildiv 2, (1) mod 2 + d0 - d1)>}: (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> ()
    %value7:3 = "a.b"(%-1): (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> (vector<3xi32>, bf16, f80) loc("src/x.py":82:6)
    %value8 = "foo.op"() <{k$0= -1: i7}> ({
    ^2(%_9: !x<""> loc("callee"("":0:102))):
      %10 = "foo.bar"() ({
}) {z90= #foo.v<{f32,[?, ?, -4]} , {55, 93} , ?>, _u1= affine_map<(i0, i1, i2)[N0, N1] -> ()>}: () -> f8E4M3FNUZ loc("with \"q\"")
      %11:3 = "z.nop"()<{value0, value1= @"with\"quote"}> {a0= @"x y", _u1= 0: i8, my.k2= "<\C3\A9\05}\C3\A9\t\t<}", attr3= loc("":10)}: () -> (none, f8E4M3B11FNUZ, i32)
      %value12 = "d.op_1"(%value7#1, %10, %_9) {}: (bf16, f8E4M3FNUZ, !x<"">) -> f16
      %13 = "my_dialect.thing"(%value12, %value7#2): (f16, f80) -> vector<f64> loc("src/x.py":105:471)
      %v14 = "foo.op"(%value7#2, %11#2) ({
      ^bb3(%v15: f32 loc("a.mlir":73:41), %_16 : index, %r17: ui1024):
        %_18, %19:2 = "x.y"(%r17, %v0) {}: (ui1024, bf16) -> (index, i128, index) loc("src/x.py":372:236)
        %_20 = "foo.bar"(%r17, %v15, %-1): (ui1024, f32, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> vector<14x8xi3> loc("with \"q\"")
        %21 = "foo.bar.baz"(%19#0) {k$0= -0.1 : f80, k$1= 1: i1, attr2= @b::@"é"::@s$, k$3= #foo.p<abc , i8 , ?>}: (i128) -> none loc("a.mlir":348:321)
        %22:3 = "foo.bar.baz"() {b0= "\n_\8A%", a1= loc("op.1")}: () -> (!x.t<abc [-6,"x y"]>, f8E4M3FNUZ, index) loc(callsite("f":58 at callsite("a.mlir":27:63 to :67 at "a.mlir":388:174)))
        %_23 = "z.nop"(%21) {sym_name0= 15 : index, foo.k1= si64}: (none) -> f16
      }, {
        "x.y"(%value12, %13, %11#2): (f16, vector<f64>, i32) -> () loc("a.mlir":262:401)
        %_24:4 = "foo.bar.baz"(%13, %11#2, %13): (vector<f64>, i32, vector<f64>) -> (f16, complex<f32>, index, i24) loc("":62)
      }) {}: (f80, i32) -> f8E5M2FNUZ
    }, {
      %25 = "foo.bar"(%value7#0, %value7#0, %v0) <{my.k0= [dense<-1.0e300> : tensor<f8E8M0FNU>], z91= dense<[0x168C, 9.638, 1.0E+10, 2.718281828459045]> : tensor<4xf16>}> {sym_name0}: (vector<3xi32>, vector<3xi32>, bf16) -> bf16
      "foo.br"(%value7#0, %25)[^bb6, ^bb7]: (vector<3xi32>, bf16) -> ()
    ^bb6:
      "a.jump"(%value7#1)[^bb7]: (bf16) -> () loc("dir/with space.c":44:11 to :12)
    ^bb7(%26: complex<f16> loc("f":8:381), %v27: i32):
      %value28 = "foo.compute"(%value7#2): (f80) -> vector<13x[6]x7xui1> loc("f":118:5)
    }) {k$0= "日本<a" : f128, z91= 4294967295: ui32, z92= "*"}: () -> vector<11x15x2xindex>
    "foo.bar"(): () -> ()
    %_29 = "foo.op"(%v0, %-1) {value0= loc("src/x.py":267:120), b1= 1.059 : f8E4M3FNUZ, sym_name2= -1.0e300, "quoted key 3"}: (bf16, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> complex<f16>
    "foo.bar.baz"(%-1)<{foo.k0= dense_resource<weights0> : tensor<3xi8>, x1= -28, attr2= 0}> {_u0= #bar<"x<1>">}: (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> ()
  }) {_u0= false, d.k1= dense_resource<weights1> : tensor<1xi32>, value2= dense<59.1E4> : vector<2x1xf32>, d.k3= array<i16>}: (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> index
}) {foo.module_attr = dense<"Ω*<!"> : tensor<2x1x2x!foo.str>} : () -> () loc("":0:0)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000009FAB2A",
      weights1: "0x04000000AC960CC9"
    }
  }
#-}
