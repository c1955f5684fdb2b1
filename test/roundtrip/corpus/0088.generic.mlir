#loc = loc("-":207:390)
#map = affine_map<(d0, d1) -> (7)>
#map1 = affine_map<(d0, d1)[s0] -> ()>
#set = affine_set<(d0) : (-d0 - 1 >= 0, d0 floordiv 7 >= 0)>
#set1 = affine_set<(d0)[s0, s1] : ((s0 - 7) floordiv 2 >= 0, d0 * 4 + 8 >= 0)>
#distinct = distinct[0]<#set1>
"builtin.module"() ({
  %0 = "foo.bar"() {a0, foo.k1 = {_u1 = 54 : index, b0 = 948908922344 : i64, "quoted key 2" = 0 : ui32}} : () -> memref<23x?xf64, #map>
  "foo.op"(%0, %0, %0) {foo.k1 = dense<[[995, 962], [119, 127], [178, 695]]> : tensor<3x2xindex>, x0 = dense_resource<blob0> : tensor<2xi32>, z92 = sparse<[[4], [2], [4]], [-1, 1747263069884473421, 8]> : tensor<6xi64>} : (memref<23x?xf64, #map>, memref<23x?xf64, #map>, memref<23x?xf64, #map>) -> ()
  "d.op_1"(%0) : (memref<23x?xf64, #map>) -> ()
  "bar.yield"(%0) : (memref<23x?xf64, #map>) -> ()
  %1:2 = "z.nop"(%0, %0, %0) {d.k0, x1 = 0.200000000000000011102230246251565404 : f128} : (memref<23x?xf64, #map>, memref<23x?xf64, #map>, memref<23x?xf64, #map>) -> (i32, memref<3x?x4xbf16, {kind = "scratch"}>)
  %2:4 = "foo.compute"(%0) {b0, "quoted key 1" = #set, z92 = none} : (memref<23x?xf64, #map>) -> (si3, tuple<>, f64, i1)
  "my_dialect.thing"(%2#2, %2#2) {_u3 = #bar.v<-4,"x y">, b2 = #x.p<-2 , 90 , {[63] , ["x y", 93]}>, d.k1 = -8388608 : i24, "quoted key 0" = "\C3\A9a\C3\A9@"} : (f64, f64) -> ()
  "foo.bar"(%1#1) {a0 = [array<i64: -1>, #distinct, 0, #map1], b3 = true, foo.k1 = "<\0Ea<0/#<\\<@", value2 = dense<[-2012080917, 962582684]> : vector<2xi32>} : (memref<3x?x4xbf16, {kind = "scratch"}>) -> ()
  %3:3 = "a.b"() <{a0 = affine_set<(d0) : (-(d0 floordiv 3) + 1 >= 0, (d0 mod 4) * 7 >= 0, (d0 mod 5) * 4 >= 0)>, "quoted key 1" = sparse<[[0], [1], [0], [1]], [6.1709118879630119E-148, 2.8749140057252941E+123, 9.9999999999999997E+37, 4.5926134452313293E+231]> : tensor<2xf64>}> {d.k1 = 16 : index, my.k0 = dense_resource<blob0> : tensor<2xi32>, sym_name2 = 1 : index} : () -> (index, memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>)
  %4 = "foo.bar.baz"(%3#1) {sym_name0 = @"x y"} : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>) -> complex<i17>
  %5 = "z.nop"(%3#1, %3#2) : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>) -> tensor<*xi32>
  %6 = "foo.bar.baz"(%4, %2#1, %3#2) {d.k0 = 17 : index} : (complex<i17>, tuple<>, complex<f16>) -> f64
  "foo.bar.baz"(%3#2, %2#1) <{b1 = 2147483647 : si32, k$0 = @"x y", my.k2 = false}> : (complex<f16>, tuple<>) -> ()
  "foo.bar"() : () -> ()
  %7 = "a.b"(%1#0, %1#0, %5) : (i32, i32, tensor<*xi32>) -> f128
  %8 = "foo.bar"(%5) : (tensor<*xi32>) -> si16
  "a.b"(%2#2, %7) ({
  ^bb0(%arg0: index, %arg1: f64, %arg2: complex<i128>):
    %12 = "x.y"() <{_u2 = affine_map<(d0)[s0, s1] -> (-(s0 floordiv 9))>, foo.k3 = 9.999420e-31 : tf32, my.k1 = distinct[1]<true>, value0 = dense<[(0xFC00,0x7C00), (0x7C00,0x7C00), (0x7C00,4.243160e-01), (6.550400e+04,0x7C00)]> : tensor<4xcomplex<f16>>}> ({
      %17:4 = "bar.yield"(%arg2, %1#0, %arg2) {a0 = 43 : index, a1 = 12 : si64, d.k2 = dense<-3.906250e-02> : tensor<f8E4M3B11FNUZ>, k$3 = #loc} : (complex<i128>, i32, complex<i128>) -> (i8, f32, !bar<"a b">, none)
    }, {
      "a.jump"(%3#1, %3#0)[^bb1, ^bb1] : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, index) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "cfx.cond_br"(%arg0)[^bb1] <{my.k0 = ""}> {foo.k1 = dense<> : tensor<3x0xui3>, x0 = tuple<index, i128, f32, i1>} : (index) -> ()
    }, {
      "foo.br"(%3#2, %8)[^bb1, ^bb1] ({
      }) {a0, a1, attr3 = 1.3357089316797547E+283 : f64, value2} : (complex<f16>, si16) -> ()
    ^bb1(%14: tuple<ui1, f16, f16, f32>):  // 2 preds: ^bb0, ^bb0
      %15 = "x.y"(%arg2, %5) ({
        %16:3 = "x.y"() {d.k1 = 4 : i7, z90 = dense_resource<blob0> : tensor<2xi32>} : () -> (f64, f8E8M0FNU, ui32)
        "my_dialect.thing"(%8, %5) : (si16, tensor<*xi32>) -> ()
      }) : (complex<i128>, tensor<*xi32>) -> f8E4M3
      "foo.bar"(%0, %2#3) : (memref<23x?xf64, #map>, i1) -> ()
    }) {z90 = f80} : () -> tuple<>
    "foo.op"(%arg0, %arg2, %arg1) ({
      "bar.yield"() <{}> : () -> ()
    }) : (index, complex<i128>, f64) -> ()
    "foo.bar"(%arg0, %0, %arg2) <{a1 = [dense<[-41578362, 61, 0, -1]> : tensor<4xi32>], x0}> : (index, memref<23x?xf64, #map>, complex<i128>) -> ()
    %13:3 = "z.nop"() <{value0 = 0 : i32}> : () -> (f8E5M2, index, !my_dialect<"a b">)
  }) : (f64, f128) -> ()
  %9 = "a.b"() {b0 = "\00</.z\\}.\22!\00"} : () -> f16
  %10 = "foo.bar.baz"() {my.k0 = "!\F0\9F\99\82/@b%\22\E6\97\A5\E6\9C\AC\17@ b" : bf16} : () -> memref<?xcomplex<f8E4M3FN>>
  %11 = "x.y"(%1#0, %7, %2#2) {attr0 = [255 : ui8]} : (i32, f128, f64) -> i1024
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000DC2378684CA3074C"
    }
  }
#-}

