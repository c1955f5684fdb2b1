#loc = loc("x")
#map = affine_map<(d0, d1) -> ((-d1) ceildiv 9, 1)>
#map1 = affine_map<()[s0, s1] -> (s0 floordiv 9 - 8, 6, 384)>
#set = affine_set<(d0)[s0] : ((d0 floordiv 9) * 2 == 0, -((d0 ceildiv 3) * s0) + 9 >= 0)>
#set1 = affine_set<(d0, d1, d2)[s0, s1] : (-((s1 floordiv 5) floordiv 3) + 1 >= 0)>
#distinct = distinct[0]<#map1>
#loc1 = loc(callsite(#loc at #loc))
"builtin.module"() ({
  "foo.op"() {foo.k1, my.k2, z90 = i32} : () -> ()
  %0 = "d.op_1"() : () -> tensor<*xcomplex<f8E4M3>>
  %1:2 = "foo.bar.baz"(%0, %0) <{attr1 = [], my.k2, sym_name0 = []}> : (tensor<*xcomplex<f8E4M3>>, tensor<*xcomplex<f8E4M3>>) -> (f16, memref<?x982x1xcomplex<si1>>)
  %2 = "x.y"(%1#1, %1#0, %1#1) <{a0 = [], b1 = [], value2}> : (memref<?x982x1xcomplex<si1>>, f16, memref<?x982x1xcomplex<si1>>) -> !foo<"">
  %3 = "my_dialect.thing"(%0) {_u1 = tuple<tf32, index, i7>, attr0 = 0 : i64} : (tensor<*xcomplex<f8E4M3>>) -> i32
  %4 = "d.op_1"(%1#1, %1#0, %1#1) : (memref<?x982x1xcomplex<si1>>, f16, memref<?x982x1xcomplex<si1>>) -> tensor<12x512xindex>
  "bar.yield"(%4, %3, %2) : (tensor<12x512xindex>, i32, !foo<"">) -> ()
  %5 = "a.b"(%0) <{b0 = affine_set<(d0, d1) : (15 >= 0, d0 - d1 >= 0, d0 - (d1 + 8) >= 0)>}> : (tensor<*xcomplex<f8E4M3>>) -> tensor<?x2xi1, {a = 1 : i64}>
  %6:3 = "foo.bar"() {b2 = 0x7C00 : f16, k$1 = [true, 6.699020e-02 : f32, @"\C3\A9"::@"x y"::@main, dense<8.462480e+26> : tensor<bf16>], "quoted key 0" = 7 : index} : () -> (memref<*xvector<[3]x13xf8E5M2>>, si128, i32)
  "bar.yield"(%3, %1#0, %2) : (i32, f16, !foo<"">) -> ()
  "z.nop"(%6#0, %6#2) <{}> {b2 = #my.p<"x y">, "quoted key 0" = 0 : index, "quoted key 1" = tensor<34x?xf32, {a = 1 : i64}>} : (memref<*xvector<[3]x13xf8E5M2>>, i32) -> ()
  %7 = "my_dialect.thing"(%6#1) ({
    %8:3 = "foo.bar"(%6#0) {_u1 = #set, a2 = true, a3 = false, b0 = #set1} : (memref<*xvector<[3]x13xf8E5M2>>) -> (tensor<*xi64>, complex<f128>, f8E5M2)
    %9 = "my_dialect.thing"() ({
    }) {attr1 = 0.000000e+00 : f4E2M1FN, "quoted key 0", sym_name2 = {}, z93 = dense<1.000000e-30> : tensor<4x3x3xf64>} : () -> f8E4M3B11FNUZ
    %10:3 = "foo.op"() : () -> (si8, f8E3M4, memref<4x?xf16>)
    "foo.op"() {a0 = 1.706440e+15 : bf16, sym_name1 = "{\0A" : bf16} : () -> ()
    %11 = "foo.compute"() ({
    ^bb0(%arg0: memref<4x4xi32, #map>):
      "foo.bar.baz"() : () -> ()
      "foo.br"(%8#0, %10#1)[^bb1] : (tensor<*xi64>, f8E3M4) -> ()
    ^bb1(%12: tensor<8x?x?x4xi16>):  // pred: ^bb0
      %13:4 = "bar.yield"(%1#0, %arg0, %arg0) <{k$0}> : (f16, memref<4x4xi32, #map>, memref<4x4xi32, #map>) -> (none, i64, memref<?xi24>, tuple<f16, none, f8E5M2>)
    }) : () -> complex<f32>
    "a.jump"(%10#0)[^bb1] {foo.k0 = true, sym_name1 = #distinct, sym_name2 = 65535 : si17} : (si8) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "a.jump"(%10#2, %10#2)[^bb2, ^bb2] <{b2 = -604 : i64, d.k3 = distinct[1]<#x.attr>, foo.k0, my.k1 = "/\0A\FD\00\22!" : i1}> : (memref<4x?xf16>, memref<4x?xf16>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "cfx.cond_br"(%10#0, %10#1)[^bb1] <{a2 = array<f32: 5.08835731E-15, 711.158752>, a3, k$0 = {_u0 = array<f64: 0.000000e+00, 3.423000e+00, -7.6446480339605053E-292>, _u2 = #x.attr, a1 = dense<-65536> : tensor<i17>}, k$1 = "!\C3\A9%\C3\A9\F0\9F\99\82"}> : (si8, f8E3M4) -> ()
  }) : (si128) -> f32
}) {foo.module_attr = #loc1} : () -> ()

