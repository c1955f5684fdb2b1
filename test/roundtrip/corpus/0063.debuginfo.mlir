#loc4 = loc("src/x.py":4:34 to :14)
#loc13 = loc("0063.in.mlir":28:8)
#loc14 = loc("0063.in.mlir":32:10)
#loc28 = loc("0063.in.mlir":59:9)
#loc29 = loc("0063.in.mlir":59:42)
#loc30 = loc("0063.in.mlir":59:69)
#loc37 = loc("a.mlir":3:27 to 5:40)
#loc42 = loc("0063.in.mlir":81:7)
#loc43 = loc("0063.in.mlir":82:17)
#loc44 = loc("0063.in.mlir":82:38)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0)[s0] -> ((d0 * 5) mod 6, d0, (s0 + 5) * s0)>
#map2 = affine_map<(d0, d1, d2) -> (-d0)>
#map3 = affine_map<(d0, d1, d2)[s0] -> (d0 * -2 - 3)>
#map4 = affine_map<(d0)[s0] -> (d0 * 54)>
#set = affine_set<(d0)[s0, s1] : (s1 == 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : ((s0 * s0) * -9 + 8 >= 0, -((d1 mod 2) floordiv 2) >= 0, s0 floordiv 8 >= 0)>
#set2 = affine_set<(d0, d1, d2) : (d1 >= 0)>
"builtin.module"() <{sym_name = "m82"}> ({
  "x.y"() : () -> () loc(#loc1)
  %0 = "z.nop"() {foo.k1 = #set, k$2 = 1 : si7, value0 = "z.#_%", value3 = #set1} : () -> tuple<memref<58x145x?xf16, #map, 1>> loc(#loc2)
  %1 = "foo.bar"(%0, %0) <{b2 = affine_set<(d0, d1)[s0, s1] : (s1 - s0 * s1 >= 0)>, foo.k1 = 211.284805 : f32, value0 = 1886 : si17}> ({
  ^bb0(%arg3: none loc("src/x.py":4:34 to :14)):
    %13 = "z.nop"() {attr2, d.k0 = sparse<[[1], [1], [0], [1]], [0x7FF8000000000001, 5.987380e-01, 670.67773999999997, 4.940660e-324]> : tensor<2xf64>, "quoted key 1" = "\00\E6\97\A5\E6\9C\AC/@", "quoted key 3"} : () -> index loc(#loc58)
    "foo.bar"(%0, %13) : (tuple<memref<58x145x?xf16, #map, 1>>, index) -> () loc(#loc9)
    %14:4 = "a.b"(%0, %arg3, %13) <{}> ({
    }, {
    ^bb0(%arg4: vector<6x14x11xf8E3M4> loc("0063.in.mlir":28:8)):
      %16 = "a.b"(%13, %arg3, %arg3) ({
      ^bb0(%arg8: index loc("0063.in.mlir":32:10)):
        %19:4 = "foo.op"(%arg3) : (none) -> (complex<i1>, i8, memref<7x4xui1, strided<[52, 1]>, "gpu">, !x.v<[-7 [?,-3]],-4>) loc(#loc15)
        %20:3 = "foo.bar"(%19#1) <{a3 = array<i32: -1, 89>, attr0 = "X", attr2 = loc("src/x.py":6:279), value1 = affine_map<(d0)[s0, s1] -> ((d0 - 2) ceildiv 5, d0 ceildiv 6 - d0 * 3)>}> : (i8) -> (tensor<3x7xsi32>, tensor<?xbf16>, si8) loc(#loc55)
        %21 = "bar.yield"(%0, %19#3, %arg3) : (tuple<memref<58x145x?xf16, #map, 1>>, !x.v<[-7 [?,-3]],-4>, none) -> vector<5x15x11xf64> loc(#loc18)
        %22 = "foo.compute"(%20#2, %20#1) {attr1 = 5.847650e+00 : f16, k$0, z92 = 1 : i16} : (si8, tensor<?xbf16>) -> f6E2M3FN loc(#loc19)
        %23 = "a.b"(%19#2, %19#1, %20#1) : (memref<7x4xui1, strided<[52, 1]>, "gpu">, i8, tensor<?xbf16>) -> memref<404xf32, {kind = "scratch"}> loc(#loc18)
        "x.switch"(%20#2)[^bb1] : (si8) -> () loc(#loc56)
      ^bb1:  // pred: ^bb0
        %24 = "a.b"() : () -> f8E5M2 loc(#loc21)
        %25 = "a.b"() {"quoted key 1" = #map1, sym_name0 = 2.7182818284590451 : f64} : () -> ui1 loc(#loc22)
        "x.switch"(%arg4)[^bb2] : (vector<6x14x11xf8E3M4>) -> () loc(#loc57)
      ^bb2:  // pred: ^bb1
        %26:4 = "x.y"(%21, %22) : (vector<5x15x11xf64>, f6E2M3FN) -> (complex<bf16>, !x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>, complex<f6E2M3FN>, !x.param<true , 30 , [[?, "x y", ?]]>) loc(#loc5)
        %27 = "foo.bar"(%26#2, %26#0, %26#1) : (complex<f6E2M3FN>, complex<bf16>, !x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>) -> tuple<f4E2M1FN> loc(#loc24)
        %28 = "my_dialect.thing"(%26#1, %27) {my.k2 = 3116371194473 : i64, "quoted key 0" = "\C3\A9{%-9{\09a", "quoted key 1" = {"quoted key 0", "quoted key 1"}} : (!x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>, tuple<f4E2M1FN>) -> ui17 loc(#loc25)
        %29:4 = "foo.op"(%arg8, %28, %28) <{}> {x0} : (index, ui17, ui17) -> (f8E5M2, tensor<?x4x39xcomplex<i64>, 9 : i32>, complex<f16>, memref<2x?x?xsi17, #map2, "gpu">) loc(#loc26)
        %30:3 = "z.nop"(%29#2) {attr0 = dense<(0.000000e+00,-8.781250e+00)> : tensor<2x2x2xcomplex<f16>>, sym_name2 = #set2, x1 = "\0A\0A@" : bf16} : (complex<f16>) -> (f64, tensor<7xbf16>, index) loc(#loc3)
        %31 = "x.y"(%19#1) : (i8) -> tuple<f4E2M1FN> loc(#loc27)
      }, {
      ^bb0(%arg5: tensor<*xf8E4M3FNUZ> loc("0063.in.mlir":59:9), %arg6: tensor<*xindex> loc("0063.in.mlir":59:42), %arg7: ui32 loc("0063.in.mlir":59:69)):
        "foo.op"() {a2 = 5.040000e+03 : f16, sym_name1 = #map3, z90} : () -> () loc(#loc31)
        %17 = "my_dialect.thing"(%arg4, %arg7, %arg7) : (vector<6x14x11xf8E3M4>, ui32, ui32) -> si7 loc(#loc32)
        %18 = "my_dialect.thing"(%arg6, %arg6, %arg6) : (tensor<*xindex>, tensor<*xindex>, tensor<*xindex>) -> memref<9x?xf8E3M4, strided<[?, 1]>> loc(#loc33)
      }) {_u0 = #bar.attr, z91 = false, z92 = [dense_resource<res_0> : tensor<2xf64>, 0xFF : f8E8M0FNU, -9223372036854775808]} : (index, none, none) -> memref<3x4xsi128> loc(#loc9)
    }) : (tuple<memref<58x145x?xf16, #map, 1>>, none, index) -> (index, vector<[7]xi32>, i8, i8) loc(#loc59)
    "foo.bar"() <{_u1 = [77.9682846 : f32, affine_set<(d0, d1, d2)[s0] : (1 >= 0)>], _u2 = false, a0 = @"with\22quote", my.k3 = dense<-1234> : tensor<i16>}> {_u1, a2 = "aa\C3\A9\09", attr0 = true} : () -> () loc(#loc34)
    %15 = "z.nop"() {x0 = #my.b.c, z91} : () -> vector<i24> loc(#loc35)
  }) : (tuple<memref<58x145x?xf16, #map, 1>>, tuple<memref<58x145x?xf16, #map, 1>>) -> f64 loc(#loc3)
  %2 = "foo.op"(%1, %0) {attr0 = #map4, sym_name2 = {b0, d.k1}, x1 = "\0A\0A@" : bf16} : (f64, tuple<memref<58x145x?xf16, #map, 1>>) -> bf16 loc(#loc36)
  "bar.yield"(%0, %2) {a0 = #loc37, a3 = -1 : i32, b2 = dense<-2.46233057E-20> : tensor<3xf32>, sym_name1 = dense<-2147483648> : tensor<3x3xi32>} : (tuple<memref<58x145x?xf16, #map, 1>>, bf16) -> () loc(#loc9)
  %3 = "my_dialect.thing"(%0) {a2 = array<i32: 0, -1, -2147483648, -1>, sym_name3 = dense_resource<r.1> : tensor<5xi8>, x1 = [-20 : i7, "\0A\0A@" : bf16, @main::@s$], z90 = true} : (tuple<memref<58x145x?xf16, #map, 1>>) -> tuple<f4E2M1FN> loc(#loc38)
  %4 = "z.nop"(%3, %0) : (tuple<f4E2M1FN>, tuple<memref<58x145x?xf16, #map, 1>>) -> f64 loc(#loc39)
  %5:3 = "x.y"() <{a0, a2 = array<i64: -256552761780208, 1, 1, -47740692522104351>, my.k3 = "\0A\0A@" : bf16, "quoted key 1"}> {attr0 = array<i1>} : () -> (f8E5M2, complex<f64>, i64) loc(#loc40)
  %6 = "a.b"(%5#2) ({
  ^bb0(%arg0: tuple<i7, i32, i3, index> loc("0063.in.mlir":81:7), %arg1: complex<f16> loc("0063.in.mlir":82:17), %arg2: tuple<i17> loc("0063.in.mlir":82:38)):
    %9 = "d.op_1"(%arg0, %arg0) ({
    }) : (tuple<i7, i32, i3, index>, tuple<i7, i32, i3, index>) -> complex<i17> loc(#loc45)
    %10 = "x.y"(%arg2, %arg1, %arg1) <{d.k0 = !bar.param<<? 5 [-8,"x y"]> <56>>, z91 = [[], [-1, dense<920> : tensor<index>, dense<0x70> : tensor<1x2xf8E3M4>, ""], @f_1::@f_1::@f_1]}> : (tuple<i17>, complex<f16>, complex<f16>) -> tuple<f4E2M1FN> loc(#loc46)
    %11:4 = "bar.yield"() : () -> (ui17, memref<?x27x3xf128, #map, "local mem">, complex<f64>, f128) loc(#loc9)
    %12 = "foo.op"() ({
      "builtin.module"() ({
        "foo.compute"() {a0 = #map3, foo.k2 = 1 : ui1, z91 = true} : () -> () loc(#loc49)
      }) : () -> () loc(#loc48)
    }) : () -> memref<?xbf16> loc(#loc47)
  }) {attr1 = #map3, b0, sym_name2 = dense<[[-2.000000e+00, -6.000000e+00]]> : vector<1x2xf4E2M1FN>} : (i64) -> f64 loc(#loc41)
  %7 = "x.y"() {sym_name0 = 0x80 : f8E4M3B11FNUZ} : () -> ui128 loc(#loc50)
  "foo.compute"(%6, %2) {my.k1 = "", "quoted key 0", x2 = "/!{}"} : (f64, bf16) -> () loc(#loc51)
  %8 = "z.nop"(%5#1) : (complex<f64>) -> tensor<20x?x1x0xcomplex<f64>> loc(#loc52)
}) : () -> () loc(#loc)
#loc = loc("f":18:0)
#loc1 = loc("a.mlir":4294967295:444)
#loc2 = loc("":12:56 to :58)
#loc3 = loc("-":131:254)
#loc5 = loc("name")
#loc6 = loc("src/x.py":4294967295:0)
#loc7 = loc("-":4294967295:0)
#loc8 = loc("op.1")
#loc9 = loc(unknown)
#loc10 = loc("dir/with space.c":0:4294967295)
#loc11 = loc("dir/with space.c":99:374)
#loc12 = loc("dir/with space.c":40:16 to 42:68)
#loc15 = loc("0063.in.mlir":33:19)
#loc16 = loc("-":0:4294967295)
#loc17 = loc("a.mlir":4294967295:91)
#loc18 = loc("x")
#loc19 = loc("0063.in.mlir":39:12)
#loc20 = loc("dir/with space.c":49:48 to 50:78)
#loc21 = loc("src/x.py":472:0)
#loc22 = loc("0063.in.mlir":45:12)
#loc23 = loc("f":28:16 to :19)
#loc24 = loc("0063.in.mlir":49:11)
#loc25 = loc("0063.in.mlir":50:12)
#loc26 = loc("a.mlir":345:298)
#loc27 = loc("0063.in.mlir":57:12)
#loc31 = loc("0063.in.mlir":60:5)
#loc32 = loc("dir/with space.c":7:47 to 8:32)
#loc33 = loc("0063.in.mlir":65:12)
#loc34 = loc("0063.in.mlir":69:3)
#loc35 = loc("dir/with space.c":381:160)
#loc36 = loc("0063.in.mlir":74:8)
#loc38 = loc("0063.in.mlir":77:8)
#loc39 = loc("0063.in.mlir":78:13)
#loc40 = loc("a.mlir":23:67 to 24:38)
#loc41 = loc("f":57:0)
#loc45 = loc("0063.in.mlir":83:10)
#loc46 = loc("":15:55 to 16:31)
#loc47 = loc("0063.in.mlir":93:14)
#loc48 = loc("0063.in.mlir":94:4)
#loc49 = loc("dir/with space.c":38:41 to :35)
#loc50 = loc("a.mlir":11:24 to :19)
#loc51 = loc("0063.in.mlir":100:2)
#loc52 = loc("0063.in.mlir":103:9)
#loc53 = loc(callsite(#loc6 at #loc7))
#loc54 = loc(callsite(#loc11 at #loc12))
#loc55 = loc(fused[#loc16, #loc17])
#loc56 = loc("v"(#loc20))
#loc57 = loc("n"(#loc23))
#loc58 = loc(fused[#loc5, #loc53, #loc8])
#loc59 = loc(fused[#loc10, #loc54])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000F36D4D6118C05AE39131E60BAB13818D",
      r.1: "0x040000004C9D5773ED"
    }
  }
#-}

