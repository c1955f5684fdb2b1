// ir-gen random --seed 269 --size 37
"d.op_1"()<{_u0= loc(fused[]), a1= 14094460350258 : index, b2= 100.0 : f16}>: () -> () loc("":5:6 to 6:66)
%v0 = "foo.bar"() ({
 "foo.compute"() {z90, a1= affine_map<()[N0, N1] -> (-(N0) + N1, (8 * (N0)) mod 8)>, foo.k2= 1: i32}: () -> () loc("f":197:332) // trailing comment
 %tmp_1 = "foo.bar"() ({
  %value2 = "foo.bar"() <{}> ({
   "x.y"(): () -> ()
   "my_dialect.thing"(): () -> () loc("name")
   %value3 = "foo.op"(): () -> complex<i1> loc("":45:33 to :39)
   %v4 = "d.op_1"(%value3) {sym_name0, b1= affine_set<(d0, d1)[s0, s1] : (-((d1) ceildiv 8) <= 2)>, a2= #x<"x<1>">, attr3= 972.112775 : f8E4M3}: (complex<i1>) -> ui64
  }): () -> tensor<f80> loc("a.mlir":0:239)
  %value5 = "my_dialect.thing"(%value2)<{attr0{-#= 18446744073709551615}>: (tensor<f80>) -> tensor<?x7x2x!bar.type>
  %value6 = "z.nop"(%value5) <{z90= unit, attr1= -1, value2= true}>: (tensor<?x7x2x!bar.type>) -> tensor<5xcomplex<i16>> loc("f":11:5 to :11)
  %value7, %arg8:3 = "z.nop"(%value2, %value2): (tensor<f80>, tensor<f80>) -> (tensor<1xsi7>, f8E4M3FNUZ, memref<*xf8E5M2, 2>, tensor<20x496xindex>)
  %9 = "foo.bar.baz"(%arg8#1, %value7): (memref<*xf8E5M2, 2>, tensor<1xsi7>) -> complex<i8> loc(fused[callsite("f":4294967295:258 at "op.1"), "a.mlir":8:9 to 8:67, "name"])
 }, {
  %_10 = "bar.yield"(): () -> memref<?x2x47xvector<13x9x13xf8E4M3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>
  %v11:2 = "foo.compute"(%_10, %_10, %_10)<{my.k0= dense<(98, -97)> : tensor<complex<i32>>}> ({
   // é unicode
   %value12, %value13:3 = "foo.bar"()<{}> {value0, attr1= [dense_resource<weights0> : tensor<2xi64>, "\\ß"], x2}: () -> (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>, f64, f32, ui24)
   "foo.bar.baz"(%value12) {}: (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>) -> ()
   %v14 = "x.y"(%value13#0, %value13#1): (f64, f32) -> memref<6x21x281xui16, affine_map<(d0, d1, d2) -> (d2, d0)>, {kind = "scratch"}>
   %_15, %_16:2 = "foo.compute"(): () -> (memref<?xi64>, complex<f64>, ui1) loc("":71)
   %value17 = "z.nop"(%v14) <{my.k0= "<\00é\n\00\t\C3\A9" : bf16, foo.k1= 22 : index, _u2= loc(unknown)}> {_u0= "\"\"\n\00_z\t%0Xb", my.k1= "" : bf16, d.k2= true}: (memref<6x21x281xui16, affine_map<(d0, d1, d2) -> (d2, d0)>, {kind = "scratch"}>) -> i32 loc("callee"("f":8:6 to :15))
   "foo.op"(%_16#1, %_16#0, %value17)<{attr0= "/<\\@b!'" : f16, attr1, z92= dense<0> : tensor<3x1xi3>}> {}: (ui1, complex<f64>, i32) -> () loc("op.1")
  }): (memref<?x2x47xvector<13x9x13xf8E4M3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<?x2x47xvector<13x9x13xf8E4M3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<?x2x47xvector<13x9x13xf8E4M3>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (f16, i128)
 }): () -> (tuple<>) loc("with \"q\"")
 %18 = "foo.compute"()<{foo.k0= dense<-104> : tensor<2xi8>, x1= -2147483648: i32, z92= "'\7f\C3\A9{< '*@\n<@"}>: () -> index loc("dir/with space.c":232:302)
 // // nested
 %a.b19, %20:3 = "d.op_1"(%tmp_1, %18, %18) ({
}) {a0= {my.k0= 0x0: ui8}, "quoted key 1"= loc(callsite("with \"q\"" at unknown))}: (tuple<>, index, index) -> (complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>, tensor<1xindex>, !bar.t<[{?}] ?>) loc("src/x.py":19:52 to 21:75)
 "a.b"(%20#1) {z90, "quoted key 1"= {"quoted key 0"}, x2= @b::@"a"::@c}: (tensor<1xindex>) -> () loc("src/x.py":4294967295:416)
 %value21:4 = "bar.yield"(%20#1, %a.b19, %20#0) {foo.k0= 1: ui3, foo.k1= 0xCF856A314C2AD70D : f64, "quoted key 2"= dense<[[-1, 0, -4053203, -2147483648], [1, -1, 0, 416520], [1, 0, 4294967295, 14]]> : tensor<3x4xi32>}: (tensor<1xindex>, complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>) -> (f16, f16, f8E8M0FNU, vector<11xindex>)
}) {}: () -> (index)
%v22 = "foo.bar.baz"() {}: () -> tuple<i1, si24, !bar.t_1>
"bar.yield"(%v22, %v22): (tuple<i1, si24, !bar.t_1>, tuple<i1, si24, !bar.t_1>) -> ()
%23 = "a.b"(): () -> none loc("n"("src/x.py":4294967295:43))
%v24 = "z.nop"(%v22, %23)<{d.k0= affine_map<(d0, d1, d2)[] -> ()>}> {d.k0= ["\\ ", array<i64: -1, -9223372036854775808>, {foo.k0, attr1= "a_z{\t\00@!0\C3\A9Xß", k$2= @c, b3= 1.5 : f8E5M2FNUZ}, "\tb@"], value1= sparse<[[3, 0], [0, 2]], [1.0, 344.384994]> : tensor<6x3xf16>}: (tuple<i1, si24, !bar.t_1>, none) -> !bar.t<<?>>
%v25 = "a.b"(%v24, %v22)<{}>: (!bar.t<<?>>, tuple<i1, si24, !bar.t_1>) -> (i64) loc(fused<6 : i32>["dir/with space.c":88:0])
%$26:4 = "x.y"(%v25)<{}>: (i64) -> (complex<i32>, complex<f16>, tuple<f64, si1, tf32>, ui1)
"foo.op"(%$26#1) ({
}) {x0, _u1= dense<[[0.1, 1.0e-30]]> : tensor<1x2xf32>}: (complex<f16>) -> () loc(unknown)
"bar.yield"(%$26#3, %$26#2)<{}> ({
^6(%27: memref<63x?xvector<8x12xi64>, 4>):
 // 
 "foo.op"()<{}> {k$0= false, sym_name1= {foo.k0= -46.69E4 : f16, sym_name1= sparse<[[0], [0]], [293, 1]> : tensor<3xi32>}, _u2= "🙂b#\000<a\7f-" : bf16, "quoted key 3"= "\\"}: () -> ()
 %28 = "my_dialect.thing"(%$26#1, %$26#1, %$26#1): (complex<f16>, complex<f16>, complex<f16>) -> index loc("src/x.py":4294967295:285)
 %29:2 = "x.y"(%$26#1, %28) ({
 }) {"quoted key 0", k$1= 9223372036854775807 : index, "quoted key 2"= [dense_resource<res_1> : tensor<4xi64>, dense<[[0x1, 4294967295, 4294967295, 0], [0, 1, 0, 0], [4294967295, 0, 0, 0]]> : tensor<3x4xui32>]}: (complex<f16>, index) -> (memref<5x1x?xui24, 4>, i16)
}): (ui1, tuple<f64, si1, tf32>) -> ()
%_30 = "foo.op"(%$26#2, %$26#1, %$26#0) {a0, "quoted key 1"= array<i32: 4294967295, -92, -1>, k$2= "!\t_", a3= [dense<[558.921966]> : tensor<1xf32>]}: (tuple<f64, si1, tf32>, complex<f16>, complex<i32>) -> ui8
%31:3 = "foo.compute"(%23, %$26#3)<{k$0= {foo.k0= affine_map<(d0)[s0] -> ((8) ceildiv 7, d0 * 5 * 2)>}, x1= affine_map<(i0, i1)[N0] -> ((7) mod 7 - i0 - i1, i1)>, attr2= array<i64: -9223372036854775808, 1>, "quoted key 3"= true}> {foo.k0= "\C9ß'\00{'_\00!}\t_", x1= distinct[2]<9223372036854775807 : index>, a2= array<i64>, my.k3= -1: i32}: (none, ui1) -> (!bar.v<<i8>,"x y",?>, memref<4x307x7xf8E4M3B11FNUZ, strided<[?, 59, 1], offset: ?>, 5>, memref<3x7xindex, "gpu">) loc("callee"(unknown))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C1E29D61517629A7104A1FFBE9FAFD6E",
      res_1: "0x08000000893A86CE494F8C2DC3B4969CBCFD1807DA81D846945F39B442EA23737ADC2D72"
    }
  }
#-}
