#loc1 = loc(unknown)
#loc9 = loc("0193.in.mlir":15:6)
#loc11 = loc("0193.in.mlir":17:6)
#loc12 = loc("dir/with space.c":304:117)
#loc16 = loc("0193.in.mlir":21:9)
#loc30 = loc("f":97:0)
#map = affine_map<(d0) -> (-d0, 8, 0)>
#loc31 = loc(fused<#foo.m>[#loc1])
#loc34 = loc("callee"(#loc30))
"builtin.module"() ({
  "foo.op"() ({
    %12 = "x.y"() ({
      %14:3 = "z.nop"() : () -> (ui17, !x.a.b, index) loc(#loc2)
      %15 = "foo.bar"(%14#2, %14#1) ({
      }) : (index, !x.a.b) -> complex<f16> loc(#loc3)
      %16 = "my_dialect.thing"(%14#0, %14#2) : (ui17, index) -> index loc(#loc4)
      %17:4 = "z.nop"(%14#1, %16) : (!x.a.b, index) -> (i16, f16, vector<5x14x14xi8>, f8E8M0FNU) loc(#loc5)
    }) {d.k0 = dense<false> : tensor<4xi1>, sym_name1} : () -> i32 loc(#loc1)
    %13 = "z.nop"() : () -> tensor<2xui1024> loc(#loc6)
  }) {my.k2 = -1 : i32, sym_name1 = -2.441410e-03 : f8E5M2FNUZ, value0 = !x.param<<{-3 , true}>,a.b,[abc {?} "x y"]>} : () -> () loc(#loc1)
  %0:4 = "foo.compute"() : () -> (i1024, index, memref<2x?xui32, strided<[?, 1]>, "shared">, f64) loc(#loc7)
  %1 = "foo.op"(%0#2) ({
  ^bb0(%arg0: tuple<complex<i3>, i7, i64, i17> loc("0193.in.mlir":15:6)):
    "cfx.cond_br"(%arg0)[^bb1] ({
    ^bb0(%arg1: complex<f64> loc("0193.in.mlir":17:6), %arg2: i7 loc("dir/with space.c":304:117), %arg3: (si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>> loc(fused<#foo.m>[#loc1])):
      "z.nop"(%arg1, %0#1) ({
        "x.y"() {a1 = dense<false> : vector<3xsi1>, my.k2 = 236.560883 : f32, "quoted key 0" = 3.140630e+00 : bf16} : () -> () loc(#loc14)
        "x.switch"(%arg0, %0#3, %arg1)[^bb1] : (tuple<complex<i3>, i7, i64, i17>, f64, complex<f64>) -> () loc(#loc15)
      ^bb1(%9: f8E4M3FN loc("0193.in.mlir":21:9)):  // pred: ^bb0
        %10 = "my_dialect.thing"(%arg1) : (complex<f64>) -> tensor<*xcomplex<f80>> loc(#loc17)
        %11:2 = "foo.compute"(%0#2, %9, %9) : (memref<2x?xui32, strided<[?, 1]>, "shared">, f8E4M3FN, f8E4M3FN) -> (f6E3M2FN, index) loc(#loc18)
      }) {k$0, x1 = []} : (complex<f64>, index) -> () loc(#loc13)
      %3 = "bar.yield"(%arg3, %arg2) ({
        %8 = "foo.compute"(%arg2, %arg2) {_u0 = 9.9999999999999997E+37 : f64, sym_name1} : (i7, i7) -> bf16 loc(#loc19)
      }) : ((si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>>, i7) -> memref<?x2x2xi32> loc(#loc1)
      "d.op_1"(%0#0, %0#3) : (i1024, f64) -> () loc(#loc20)
      %4:3 = "foo.op"(%arg2, %3) <{k$0 = tuple<i17, index, f32>, z91 = 7 : i128}> ({
        %7 = "bar.yield"(%arg3, %arg2, %arg1) {"quoted key 0" = #map} : ((si1) -> memref<2x3x320xi32, strided<[?, ?, 1]>>, i7, complex<f64>) -> !foo.t_1 loc(#loc22)
        "bar.yield"() <{foo.k2 = index, k$1, sym_name3 = affine_map<(d0, d1, d2)[s0] -> (d0 floordiv 5, d1 floordiv 4)>, value0 = affine_set<(d0, d1, d2)[s0, s1] : ((d2 ceildiv 6) floordiv 5 >= 0, 1 >= 0, s0 * 8 == 0)>}> {d.k0, my.k1 = 5.24671995004154698274E-2096 : f80, "quoted key 2" = #bar.b.c} : () -> () loc(#loc23)
      }) : (i7, memref<?x2x2xi32>) -> (tensor<?x0x319xf16>, i1024, memref<?x?x8xsi32, {kind = "scratch"}>) loc(#loc21)
      %5 = "d.op_1"(%0#1, %3) : (index, memref<?x2x2xi32>) -> vector<4x7xf32> loc(#loc24)
      %6:4 = "x.y"(%4#0) <{attr0, foo.k1, k$2 = dense<4.291470e+05> : vector<1xf80>}> : (tensor<?x0x319xf16>) -> (si32, complex<f32>, vector<[2]x[6]x10xf64>, ui128) loc(#loc25)
    }) {d.k2 = [33591 : index], d.k3 = 49 : index, sym_name0, value1 = "\0A/% <%X-"} : (tuple<complex<i3>, i7, i64, i17>) -> () loc(#loc10)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.br"(%0#3)[^bb1] : (f64) -> () loc(#loc32)
  }) {a1 = false, "quoted key 0" = @_priv, z92 = #bar.a<a.b, {a.b}, ["x y",["x y"]]>} : (memref<2x?xui32, strided<[?, 1]>, "shared">) -> ui8 loc(#loc8)
  %2:3 = "a.b"(%1, %0#3) {x1 = #loc34, z90 = {a3 = 0x70 : f8E3M4, k$0, my.k1 = -123125 : i64, "quoted key 2"}} : (ui8, f64) -> (vector<9x9xui1>, complex<si16>, !foo.v<i8 , "x y">) loc(#loc35)
}) : () -> () loc(#loc)
#loc = loc("0193.in.mlir":0:0)
#loc2 = loc("0193.in.mlir":4:13)
#loc3 = loc("a.mlir":0:82)
#loc4 = loc("0193.in.mlir":7:11)
#loc5 = loc("0193.in.mlir":8:17)
#loc6 = loc("0193.in.mlir":11:9)
#loc7 = loc("0193.in.mlir":13:9)
#loc8 = loc("":23:27 to :31)
#loc10 = loc("dir/with space.c":293:66)
#loc13 = loc("-":336:4294967295)
#loc14 = loc("0193.in.mlir":19:7)
#loc15 = loc("-":478:0)
#loc17 = loc("a.mlir":98:0)
#loc18 = loc("0193.in.mlir":23:16)
#loc19 = loc("0193.in.mlir":27:14)
#loc20 = loc("0193.in.mlir":29:5)
#loc21 = loc("0193.in.mlir":30:14)
#loc22 = loc("dir/with space.c":189:0)
#loc23 = loc("0193.in.mlir":33:7)
#loc24 = loc("0193.in.mlir":35:11)
#loc25 = loc("0193.in.mlir":37:18)
#loc26 = loc("-":285:94)
#loc27 = loc("x")
#loc28 = loc("with \22q\22")
#loc29 = loc("f":252:133)
#loc32 = loc(callsite(#loc26 at #loc27))
#loc33 = loc("n"(#loc28))
#loc35 = loc(callsite(#loc33 at #loc29))

