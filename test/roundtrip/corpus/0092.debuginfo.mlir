#loc2 = loc("x")
#loc19 = loc("-":306:22)
#loc22 = loc("0092.in.mlir":31:6)
#map = affine_map<(d0, d1) -> ((-d1) ceildiv 9, 1)>
#map1 = affine_map<()[s0, s1] -> (s0 floordiv 9 - 8, 6, 384)>
#set = affine_set<(d0)[s0] : ((d0 floordiv 9) * 2 == 0, -((d0 ceildiv 3) * s0) + 9 >= 0)>
#set1 = affine_set<(d0, d1, d2)[s0, s1] : (-((s1 floordiv 5) floordiv 3) + 1 >= 0)>
#distinct = distinct[0]<#map1>
#loc30 = loc(callsite(#loc2 at #loc2))
"builtin.module"() ({
  "foo.op"() {foo.k1, my.k2, z90 = i32} : () -> () loc(#loc1)
  %0 = "d.op_1"() : () -> tensor<*xcomplex<f8E4M3>> loc(#loc2)
  %1:2 = "foo.bar.baz"(%0, %0) <{attr1 = [], my.k2, sym_name0 = []}> : (tensor<*xcomplex<f8E4M3>>, tensor<*xcomplex<f8E4M3>>) -> (f16, memref<?x982x1xcomplex<si1>>) loc(#loc27)
  %2 = "x.y"(%1#1, %1#0, %1#1) <{a0 = [], b1 = [], value2}> : (memref<?x982x1xcomplex<si1>>, f16, memref<?x982x1xcomplex<si1>>) -> !foo<""> loc(#loc3)
  %3 = "my_dialect.thing"(%0) {_u1 = tuple<tf32, index, i7>, attr0 = 0 : i64} : (tensor<*xcomplex<f8E4M3>>) -> i32 loc(#loc4)
  %4 = "d.op_1"(%1#1, %1#0, %1#1) : (memref<?x982x1xcomplex<si1>>, f16, memref<?x982x1xcomplex<si1>>) -> tensor<12x512xindex> loc(#loc31)
  "bar.yield"(%4, %3, %2) : (tensor<12x512xindex>, i32, !foo<"">) -> () loc(#loc8)
  %5 = "a.b"(%0) <{b0 = affine_set<(d0, d1) : (15 >= 0, d0 - d1 >= 0, d0 - (d1 + 8) >= 0)>}> : (tensor<*xcomplex<f8E4M3>>) -> tensor<?x2xi1, {a = 1 : i64}> loc(#loc9)
  %6:3 = "foo.bar"() {b2 = 0x7C00 : f16, k$1 = [true, 6.699020e-02 : f32, @"\C3\A9"::@"x y"::@main, dense<8.462480e+26> : tensor<bf16>], "quoted key 0" = 7 : index} : () -> (memref<*xvector<[3]x13xf8E5M2>>, si128, i32) loc(#loc10)
  "bar.yield"(%3, %1#0, %2) : (i32, f16, !foo<"">) -> () loc(#loc11)
  "z.nop"(%6#0, %6#2) <{}> {b2 = #my.p<"x y">, "quoted key 0" = 0 : index, "quoted key 1" = tensor<34x?xf32, {a = 1 : i64}>} : (memref<*xvector<[3]x13xf8E5M2>>, i32) -> () loc(#loc12)
  %7 = "my_dialect.thing"(%6#1) ({
    %8:3 = "foo.bar"(%6#0) {_u1 = #set, a2 = true, a3 = false, b0 = #set1} : (memref<*xvector<[3]x13xf8E5M2>>) -> (tensor<*xi64>, complex<f128>, f8E5M2) loc(#loc14)
    %9 = "my_dialect.thing"() ({
    }) {attr1 = 0.000000e+00 : f4E2M1FN, "quoted key 0", sym_name2 = {}, z93 = dense<1.000000e-30> : tensor<4x3x3xf64>} : () -> f8E4M3B11FNUZ loc(#loc15)
    %10:3 = "foo.op"() : () -> (si8, f8E3M4, memref<4x?xf16>) loc(#loc29)
    "foo.op"() {a0 = 1.706440e+15 : bf16, sym_name1 = "{\0A" : bf16} : () -> () loc(#loc17)
    %11 = "foo.compute"() ({
    ^bb0(%arg0: memref<4x4xi32, #map> loc("-":306:22)):
      "foo.bar.baz"() : () -> () loc(#loc20)
      "foo.br"(%8#0, %10#1)[^bb1] : (tensor<*xi64>, f8E3M4) -> () loc(#loc21)
    ^bb1(%12: tensor<8x?x?x4xi16> loc("0092.in.mlir":31:6)):  // pred: ^bb0
      %13:4 = "bar.yield"(%1#0, %arg0, %arg0) <{k$0}> : (f16, memref<4x4xi32, #map>, memref<4x4xi32, #map>) -> (none, i64, memref<?xi24>, tuple<f16, none, f8E5M2>) loc(#loc23)
    }) : () -> complex<f32> loc(#loc18)
    "a.jump"(%10#0)[^bb1] {foo.k0 = true, sym_name1 = #distinct, sym_name2 = 65535 : si17} : (si8) -> () loc(#loc24)
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "a.jump"(%10#2, %10#2)[^bb2, ^bb2] <{b2 = -604 : i64, d.k3 = distinct[1]<#x.attr>, foo.k0, my.k1 = "/\0A\FD\00\22!" : i1}> : (memref<4x?xf16>, memref<4x?xf16>) -> () loc(#loc25)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "cfx.cond_br"(%10#0, %10#1)[^bb1] <{a2 = array<f32: 5.08835731E-15, 711.158752>, a3, k$0 = {_u0 = array<f64: 0.000000e+00, 3.423000e+00, -7.6446480339605053E-292>, _u2 = #x.attr, a1 = dense<-65536> : tensor<i17>}, k$1 = "!\C3\A9%\C3\A9\F0\9F\99\82"}> : (si8, f8E3M4) -> () loc(#loc26)
  }) : (si128) -> f32 loc(#loc13)
}) {foo.module_attr = #loc30} : () -> () loc(#loc)
#loc = loc("0092.in.mlir":8:1)
#loc1 = loc("0092.in.mlir":9:2)
#loc3 = loc("0092.in.mlir":12:8)
#loc4 = loc("0092.in.mlir":14:12)
#loc5 = loc("":82:0)
#loc6 = loc("dir/with space.c":100:71)
#loc7 = loc("dir/with space.c":154:0)
#loc8 = loc("0092.in.mlir":16:2)
#loc9 = loc("0092.in.mlir":17:7)
#loc10 = loc("0092.in.mlir":18:9)
#loc11 = loc("0092.in.mlir":19:2)
#loc12 = loc("":9:43 to 11:8)
#loc13 = loc("with \22q\22")
#loc14 = loc("0092.in.mlir":22:10)
#loc15 = loc("0092.in.mlir":23:9)
#loc16 = loc("a.mlir":23:34)
#loc17 = loc("dir/with space.c":11:21 to 14:56)
#loc18 = loc("0092.in.mlir":27:10)
#loc20 = loc("0092.in.mlir":29:4)
#loc21 = loc("src/x.py":382:423)
#loc23 = loc("a.mlir":30:41 to 33:18)
#loc24 = loc("0092.in.mlir":34:3)
#loc25 = loc("0092.in.mlir":36:3)
#loc26 = loc("0092.in.mlir":38:3)
#loc27 = loc("callee"(#loc2))
#loc28 = loc(callsite(#loc6 at #loc7))
#loc29 = loc("callee"(#loc16))
#loc31 = loc(callsite(#loc5 at #loc28))

