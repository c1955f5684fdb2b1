#distinct = distinct[0]<9223372036854775807 : index>
#loc4 = loc("with \22q\22")
#loc25 = loc(unknown)
#loc35 = loc("0269.in.mlir":44:4)
#map = affine_map<()[s0, s1] -> (-s0 + s1, 0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (d1 ceildiv 8 + 2 >= 0)>
#loc43 = loc(callsite(#loc4 at #loc25))
"builtin.module"() ({
  "d.op_1"() <{_u0 = #loc25, a1 = 14094460350258 : index, b2 = 1.000000e+02 : f16}> : () -> () loc(#loc1)
  %0 = "foo.bar"() ({
    "foo.compute"() {a1 = #map, foo.k2 = 1 : i32, z90} : () -> () loc(#loc3)
    %10 = "foo.bar"() ({
      %20 = "foo.bar"() <{}> ({
        "x.y"() : () -> () loc(#loc6)
        "my_dialect.thing"() : () -> () loc(#loc7)
        %25 = "foo.op"() : () -> complex<i1> loc(#loc8)
        %26 = "d.op_1"(%25) {a2 = #x<"x<1>">, attr3 = 0x78 : f8E4M3, b1 = #set, sym_name0} : (complex<i1>) -> ui64 loc(#loc9)
      }) : () -> tensor<f80> loc(#loc5)
      %21 = "my_dialect.thing"(%20) <{attr0 = -1 : i64}> : (tensor<f80>) -> tensor<?x7x2x!bar.type> loc(#loc10)
      %22 = "z.nop"(%21) <{attr1 = -1 : i64, value2 = true, z90}> : (tensor<?x7x2x!bar.type>) -> tensor<5xcomplex<i16>> loc(#loc11)
      %23:4 = "z.nop"(%20, %20) : (tensor<f80>, tensor<f80>) -> (tensor<1xsi7>, f8E4M3FNUZ, memref<*xf8E5M2, 2>, tensor<20x496xindex>) loc(#loc12)
      %24 = "foo.bar.baz"(%23#2, %23#0) : (memref<*xf8E5M2, 2>, tensor<1xsi7>) -> complex<i8> loc(#loc46)
    }, {
      %14 = "bar.yield"() : () -> memref<?x2x47xvector<13x9x13xf8E4M3>> loc(#loc16)
      %15:2 = "foo.compute"(%14, %14, %14) <{my.k0 = dense<(98,-97)> : tensor<complex<i32>>}> ({
        %16:4 = "foo.bar"() <{}> {attr1 = [dense_resource<weights0> : tensor<2xi64>, "\\\C3\9F"], value0, x2} : () -> (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>, f64, f32, ui24) loc(#loc18)
        "foo.bar.baz"(%16#0) : (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>) -> () loc(#loc19)
        %17 = "x.y"(%16#1, %16#2) : (f64, f32) -> memref<6x21x281xui16, #map1, {kind = "scratch"}> loc(#loc20)
        %18:3 = "foo.compute"() : () -> (memref<?xi64>, complex<f64>, ui1) loc(#loc21)
        %19 = "z.nop"(%17) <{_u2 = #loc25, foo.k1 = 22 : index, my.k0 = "<\00\C3\A9\0A\00\09\C3\A9" : bf16}> {_u0 = "\22\22\0A\00_z\09%0Xb", d.k2 = true, my.k1 = "" : bf16} : (memref<6x21x281xui16, #map1, {kind = "scratch"}>) -> i32 loc(#loc42)
        "foo.op"(%18#2, %18#1, %19) <{attr0 = "/<\\@b!'" : f16, attr1, z92 = dense<0> : tensor<3x1xi3>}> : (ui1, complex<f64>, i32) -> () loc(#loc14)
      }) : (memref<?x2x47xvector<13x9x13xf8E4M3>>, memref<?x2x47xvector<13x9x13xf8E4M3>>, memref<?x2x47xvector<13x9x13xf8E4M3>>) -> (f16, i128) loc(#loc17)
    }) : () -> tuple<> loc(#loc4)
    %11 = "foo.compute"() <{foo.k0 = dense<-104> : tensor<2xi8>, x1 = -2147483648 : i32, z92 = "'\7F\C3\A9{< '*@\0A<@"}> : () -> index loc(#loc23)
    %12:4 = "d.op_1"(%10, %11, %11) ({
    }) {a0 = {my.k0 = 0 : ui8}, "quoted key 1" = #loc43} : (tuple<>, index, index) -> (complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>, tensor<1xindex>, !bar.t<[{?}] ?>) loc(#loc24)
    "a.b"(%12#2) {"quoted key 1" = {"quoted key 0"}, x2 = @b::@a::@c, z90} : (tensor<1xindex>) -> () loc(#loc26)
    %13:4 = "bar.yield"(%12#2, %12#0, %12#1) {foo.k0 = 1 : ui3, foo.k1 = -1.2107744810192032E+75 : f64, "quoted key 2" = dense<[[-1, 0, -4053203, -2147483648], [1, -1, 0, 416520], [1, 0, -1, 14]]> : tensor<3x4xi32>} : (tensor<1xindex>, complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>) -> (f16, f16, f8E8M0FNU, vector<11xindex>) loc(#loc27)
  }) : () -> index loc(#loc2)
  %1 = "foo.bar.baz"() : () -> tuple<i1, si24, !bar.t_1> loc(#loc28)
  "bar.yield"(%1, %1) : (tuple<i1, si24, !bar.t_1>, tuple<i1, si24, !bar.t_1>) -> () loc(#loc29)
  %2 = "a.b"() : () -> none loc(#loc44)
  %3 = "z.nop"(%1, %2) <{d.k0 = affine_map<(d0, d1, d2) -> ()>}> {d.k0 = ["\\ ", array<i64: -1, -9223372036854775808>, {attr1 = "a_z{\09\00@!0\C3\A9X\C3\9F", b3 = 1.500000e+00 : f8E5M2FNUZ, foo.k0, k$2 = @c}, "\09b@"], value1 = sparse<[[3, 0], [0, 2]], [1.000000e+00, 3.445000e+02]> : tensor<6x3xf16>} : (tuple<i1, si24, !bar.t_1>, none) -> !bar.t<<?>> loc(#loc31)
  %4 = "a.b"(%3, %1) <{}> : (!bar.t<<?>>, tuple<i1, si24, !bar.t_1>) -> i64 loc(#loc45)
  %5:4 = "x.y"(%4) <{}> : (i64) -> (complex<i32>, complex<f16>, tuple<f64, si1, tf32>, ui1) loc(#loc33)
  "foo.op"(%5#1) ({
  }) {_u1 = dense<[[1.000000e-01, 1.000000e-30]]> : tensor<1x2xf32>, x0} : (complex<f16>) -> () loc(#loc25)
  "bar.yield"(%5#3, %5#2) <{}> ({
  ^bb0(%arg0: memref<63x?xvector<8x12xi64>, 4> loc("0269.in.mlir":44:4)):
    "foo.op"() <{}> {_u2 = "\F0\9F\99\82b#\000<a\7F-" : bf16, k$0 = false, "quoted key 3" = "\\", sym_name1 = {foo.k0 = 0xFC00 : f16, sym_name1 = sparse<0, [293, 1]> : tensor<3xi32>}} : () -> () loc(#loc36)
    %8 = "my_dialect.thing"(%5#1, %5#1, %5#1) : (complex<f16>, complex<f16>, complex<f16>) -> index loc(#loc37)
    %9:2 = "x.y"(%5#1, %8) ({
    }) {k$1 = 9223372036854775807 : index, "quoted key 0", "quoted key 2" = [dense_resource<res_1> : tensor<4xi64>, dense<[[1, 4294967295, 4294967295, 0], [0, 1, 0, 0], [4294967295, 0, 0, 0]]> : tensor<3x4xui32>]} : (complex<f16>, index) -> (memref<5x1x?xui24, 4>, i16) loc(#loc38)
  }) : (ui1, tuple<f64, si1, tf32>) -> () loc(#loc34)
  %6 = "foo.op"(%5#2, %5#1, %5#0) {a0, a3 = [dense<558.921936> : tensor<1xf32>], k$2 = "!\09_", "quoted key 1" = array<i32: -1, -92, -1>} : (tuple<f64, si1, tf32>, complex<f16>, complex<i32>) -> ui8 loc(#loc39)
  %7:3 = "foo.compute"(%2, %5#3) <{attr2 = array<i64: -9223372036854775808, 1>, k$0 = {foo.k0 = affine_map<(d0)[s0] -> (2, d0 * 10)>}, "quoted key 3" = true, x1 = affine_map<(d0, d1)[s0] -> (-d0 - d1, d1)>}> {a2 = array<i64>, foo.k0 = "\C9\C3\9F'\00{'_\00!}\09_", my.k3 = -1 : i32, x1 = #distinct} : (none, ui1) -> (!bar.v<<i8>,"x y",?>, memref<4x307x7xf8E4M3B11FNUZ, strided<[?, 59, 1], offset: ?>, 5>, memref<3x7xindex, "gpu">) loc(#loc40)
}) : () -> () loc(#loc)
#loc = loc("0269.in.mlir":0:0)
#loc1 = loc("":5:6 to 6:66)
#loc2 = loc("0269.in.mlir":3:7)
#loc3 = loc("f":197:332)
#loc5 = loc("a.mlir":0:239)
#loc6 = loc("0269.in.mlir":7:4)
#loc7 = loc("name")
#loc8 = loc("":45:33 to :39)
#loc9 = loc("0269.in.mlir":10:10)
#loc10 = loc("0269.in.mlir":12:13)
#loc11 = loc("f":11:5 to :11)
#loc12 = loc("0269.in.mlir":14:22)
#loc13 = loc("f":4294967295:258)
#loc14 = loc("op.1")
#loc15 = loc("a.mlir":8:9 to :67)
#loc16 = loc("0269.in.mlir":17:10)
#loc17 = loc("0269.in.mlir":18:12)
#loc18 = loc("0269.in.mlir":20:27)
#loc19 = loc("0269.in.mlir":21:4)
#loc20 = loc("0269.in.mlir":22:11)
#loc21 = loc("":71:0)
#loc22 = loc("f":8:6 to :15)
#loc23 = loc("dir/with space.c":232:302)
#loc24 = loc("src/x.py":19:52 to 21:75)
#loc26 = loc("src/x.py":4294967295:416)
#loc27 = loc("0269.in.mlir":33:15)
#loc28 = loc("0269.in.mlir":35:8)
#loc29 = loc("0269.in.mlir":36:1)
#loc30 = loc("src/x.py":4294967295:43)
#loc31 = loc("0269.in.mlir":38:8)
#loc32 = loc("dir/with space.c":88:0)
#loc33 = loc("0269.in.mlir":40:10)
#loc34 = loc("0269.in.mlir":43:1)
#loc36 = loc("0269.in.mlir":46:2)
#loc37 = loc("src/x.py":4294967295:285)
#loc38 = loc("0269.in.mlir":48:10)
#loc39 = loc("0269.in.mlir":51:8)
#loc40 = loc("callee")
#loc41 = loc(callsite(#loc13 at #loc14))
#loc42 = loc("callee"(#loc22))
#loc44 = loc("n"(#loc30))
#loc45 = loc(fused<6 : i32>[#loc32])
#loc46 = loc(fused[#loc41, #loc15, #loc7])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C1E29D61517629A7104A1FFBE9FAFD6E",
      res_1: "0x08000000893A86CE494F8C2DC3B4969CBCFD1807DA81D846945F39B442EA23737ADC2D72"
    }
  }
#-}

