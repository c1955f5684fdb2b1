// ir-gen random --seed 193 --size 23
"foo.op"() ({
  %v0 = "x.y"() ({
    %v1:3 = "z.nop"() {}: () -> (ui17, !x.a.b, index)
    %2 = "foo.bar"(%v1#2, %v1#1) ({
}) {}: (index, !x.a.b) -> complex<f16> loc("a.mlir":0:82)
    %v3 = "my_dialect.thing"(%v1#0, %v1#2): (ui17, index) -> index
    %v4, %5:3 = "z.nop"(%v1#1, %v3): (!x.a.b, index) -> (i16, f16, vector<5x14x14xi8>, f8E8M0FNU)
  }) {d.k0= dense<false> : tensor<4xi1>, sym_name1}: () -> i32 loc(unknown)

  %r6 = "z.nop"(): () -> tensor<2xui1024>
}) {value0= !x.param<<{-3 , true}>,a.b,[abc {?} "x y"]>, sym_name1= -2.5e-3 : f8E5M2FNUZ, my.k2= 4294967295: i32}: () -> () loc(fused[unknown])
%v7:4 = "foo.compute"(): () -> (i1024, index, memref<2x?xui32, strided<[?, 1]>, "shared">, f64)
%8 = "foo.op"(%v7#2) ({
^bb2(%v9: tuple<complex<i3>, i7, i64, i17>):
  "cfx.cond_br"(%v9)[^bb3] ({
  ^4(%v10 : complex<f64>, %11: i7 loc("dir/with space.c":304:117), %$12: (si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>> loc(fused<#foo.m>[])):
    "z.nop"(%v10, %v7#1) ({
      "x.y"() {"quoted key 0"= 3.14159265358979 : bf16, a1= dense<[false, false, false]> : vector<3xsi1>, my.k2= 236.560876 : f32}: () -> ()
      "x.switch"(%v9, %v7#3, %v10)[^b6]: (tuple<complex<i3>, i7, i64, i17>, f64, complex<f64>) -> () loc("":478:0)
    ^b6(%13: f8E4M3FN):
      %14 = "my_dialect.thing"(%v10): (complex<f64>) -> tensor<*xcomplex<f80>> loc("a.mlir":98)
      %-15:2 = "foo.compute"(%v7#2, %13, %13): (memref<2x?xui32, strided<[?, 1]>, "shared">, f8E4M3FN, f8E4M3FN) -> (f6E3M2FN, index)
    }) {k$0, x1= []}: (complex<f64>, index) -> () loc("":336:4294967295)
    %v16 = "bar.yield"(%$12, %11) ({
    ^bb7:
      %v17 = "foo.compute"(%11, %11) {_u0= 1.0e38, sym_name1}: (i7, i7) -> bf16
    }) {}: ((si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>>, i7) -> memref<?x2x2xi32> loc(unknown)
    "d.op_1"(%v7#0, %v7#3): (i1024, f64) -> ()
    %v18:3 = "foo.op"(%11, %v16) <{k$0= tuple<i17, index, f32>, z91= 7: i128}> ({
      // a comment
      %_19 = "bar.yield"(%$12, %11, %v10) {"quoted key 0"= affine_map<(d0) -> (-(d0), (5) floordiv 5 - -(7), -(0) - (0) floordiv 4)>}: ((si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>>, i7, complex<f64>) -> !foo.t_1 loc("dir/with space.c":189:0)
      "bar.yield"()<{value0= affine_set<(d0, d1, d2)[s0, s1] : (((d2) ceildiv 6) floordiv 5 >= 0, 4 + s1 - (s1) floordiv 1 <= 5, d1 - d1 + 8 * (s0) == 0)>, k$1, foo.k2= index, sym_name3= affine_map<(d0, d1, d2)[s0] -> ((d0) floordiv 5, 1 * ((d1) floordiv 4))>}> {d.k0, my.k1= 0x24CEC61B240D150D80A2 : f80, "quoted key 2"= #bar.b.c}: ( -> ()
    }): (i7, memref<?x2x2xi32>) -> (tensor<?x0x319xf16>, i1024, memref<?x?x8xsi32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, {kind = "scratch"}>)
    %20 = "d.op_1"(%v7#1, %v16): (index, memref<?x2x2xi32>) -> vector<4x7xf32>

    %21, %22:3 = "x.y"(%v18#0) <{attr0, foo.k1, k$2= dense<[429147.0]> : vector<1xf80>}>: (tensor<?x0x319xf16>) -> (si32, complex<f32>, vector<[2]x[6]x10xf64>, ui128)
  }) {sym_name0, value1= "\n/% <%X-", d.k2= [33591 : index], d.k3= 49 : index}: (tuple<complex<i3>, i7, i64, i17>) -> () loc("dir/with space.c":293:66) // trailing comment
^bb3:
  "foo.br"(%v7#3)[^bb3]: (f64) -> () loc(callsite("":285:94 at "x")) // trailing comment
}) {"quoted key 0"= @_priv, a1= false, z92= #bar.a<a.b, {a.b}, ["x y",["x y"]]>}: (memref<2x?xui32, strided<[?, 1]>, "shared">) -> ui8 loc("":23:27 to :31)
// // nested
%$23, %v24:2 = "a.b"(%8, %v7#3) {z90= {k$0, my.k1= -123125: i64, "quoted key 2", a3= 6.02214076e23 : f8E3M4}, x1= loc("callee"("f":97))}: (ui8, f64) -> (vector<9x9xui1>, complex<si16>, !foo.v<i8 , "x y">) loc(callsite("n"("with \"q\"") at "f":252:133)) // trailing comment
