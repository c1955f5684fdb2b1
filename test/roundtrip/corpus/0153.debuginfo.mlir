!tuple = tuple<f32, i17, bf16, si8, i32, !foo.v<<{87 , ? , ?},-4,-0> , -3 , {-5 , -8 , <? 73 -2>}>, ui1024, i32, f16, f64, complex<f8E8M0FNU>, i1, f8E5M2, ui64, memref<1xf8E4M3FN>, f32, i64, i24, f16>
#distinct = distinct[0]<2.125000e+00 : f8E3M4>
#loc5 = loc("name")
#loc6 = loc("0153.in.mlir":22:10)
#loc7 = loc("a.mlir":166:65)
#loc8 = loc("0153.in.mlir":22:74)
#loc13 = loc("0153.in.mlir":32:10)
#loc15 = loc("-":321:57)
#loc17 = loc("0153.in.mlir":35:12)
#loc30 = loc("":22:0)
#loc31 = loc("a.mlir":247:427)
#loc33 = loc("0153.in.mlir":63:9)
#loc34 = loc("0153.in.mlir":63:23)
#loc35 = loc("0153.in.mlir":63:67)
#loc37 = loc("a.mlir":0:0)
#map = affine_map<(d0)[s0, s1] -> ((s0 mod 5) ceildiv 3)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#map2 = affine_map<()[s0, s1] -> (s0 * 6, 0, 6)>
#map3 = affine_map<(d0)[s0, s1] -> (10, s1)>
#set = affine_set<(d0)[s0] : ((d0 - 6) floordiv 7 == 0, d0 mod 5 - (-d0 + s0) >= 0)>
#loc46 = loc(fused[#loc15, #loc5])
#loc49 = loc(callsite(#loc30 at #loc31))
"builtin.module"() <{sym_name = "m62"}> ({
  %0:3 = "foo.compute"() {_u0 = -6.22800891441142145498E+282 : f80, k$1} : () -> (ui1, tuple<f8E8M0FNU, f16>, complex<f32>) loc(#loc1)
  %1 = "foo.compute"(%0#0, %0#2) ({
    %16 = "my_dialect.thing"(%0#0) ({
      "z.nop"() <{}> ({
      }, {
      ^bb0(%arg5: vector<16xindex> loc("0153.in.mlir":22:10), %arg6: f4E2M1FN loc("a.mlir":166:65), %arg7: !tuple loc("0153.in.mlir":22:74)):
        %29:3 = "a.b"(%arg5, %0#1, %arg5) : (vector<16xindex>, tuple<f8E8M0FNU, f16>, vector<16xindex>) -> (bf16, vector<[2]x[2]xf64>, memref<*xindex, 1>) loc(#loc)
      }) : () -> () loc(#loc5)
      %24 = "d.op_1"() {a0 = 1.015630e-01 : f8E4M3FNUZ} : () -> !my_dialect.v<{<20, -5, -3>,i8},a.b,84> loc(#loc9)
      %25 = "d.op_1"(%0#0, %0#1) {x0 = #map, z91 = "\09*} \0A"} : (ui1, tuple<f8E8M0FNU, f16>) -> tensor<390xui128> loc(#loc10)
      %26 = "my_dialect.thing"(%0#2, %0#1, %24) : (complex<f32>, tuple<f8E8M0FNU, f16>, !my_dialect.v<{<20, -5, -3>,i8},a.b,84>) -> (() -> ()) loc(#loc11)
      %27 = "a.b"(%0#2) <{_u1, a0 = 60 : index, d.k2 = tuple<bf16, i128, i64, f64, f80, i64, index, f64, f16, i64, i24, f32, ui8, index, f16, f8E4M3FN, f32, i7, f64, f4E2M1FN>}> : (complex<f32>) -> si32 loc(#loc12)
      %28:3 = "foo.op"(%24, %27, %24) : (!my_dialect.v<{<20, -5, -3>,i8},a.b,84>, si32, !my_dialect.v<{<20, -5, -3>,i8},a.b,84>) -> (bf16, tensor<?x?x62x8x!foo.param<14 , -7>>, complex<f16>) loc(#loc)
    }, {
    ^bb0(%arg3: complex<si8> loc("0153.in.mlir":32:10)):
      "a.b"(%0#2) {foo.k0 = [#loc46, 1.920000e+02 : f8E4M3FNUZ]} : (complex<f32>) -> () loc(#loc14)
      %17:2 = "x.y"() <{"quoted key 0" = dense<[1.000000e-01, 8.276200e-08, 9.75699996]> : tensor<3xf32>, sym_name1 = true, sym_name2 = dense<3.750000e-01> : tensor<f6E3M2FN>}> ({
      ^bb0(%arg4: complex<tf32> loc("0153.in.mlir":35:12)):
        %23 = "x.y"() : () -> memref<?x49xcomplex<ui1>, strided<[?, 1], offset: 15>, 6> loc(#loc47)
      }) : () -> (i32, memref<70xvector<11x2x2xi3>, "local mem">) loc(#loc16)
      %18:3 = "foo.bar.baz"(%0#2) {attr0 = #distinct} : (complex<f32>) -> (tensor<8x0x5xcomplex<f32>>, i128, f8E4M3) loc(#loc18)
      %19 = "foo.bar"(%17#0, %18#1, %18#1) : (i32, i128, i128) -> ((!bar.param<"x y">, index) -> (none, !x.t<{[?, "x y", -7],[f32, "x y"]}>)) loc(#loc19)
      %20:3 = "foo.op"(%18#2, %18#0, %18#2) ({
        "foo.bar.baz"() : () -> () loc(#loc21)
        %21 = "z.nop"() <{attr1 = 4.741740e+02 : f64, value0 = "\09"}> {my.k0 = #my<"x<1>">} : () -> bf16 loc(#loc22)
        %22 = "foo.compute"(%0#0) {"quoted key 2" = 59 : index, sym_name0 = dense<-3.20436069E-31> : tensor<4x4x3xf32>, x1 = #my.attr} : (ui1) -> index loc(#loc23)
      }) : (f8E4M3, tensor<8x0x5xcomplex<f32>>, f8E4M3) -> (vector<16x12x[3]xui1024>, index, index) loc(#loc20)
    }) {attr0 = false} : (ui1) -> f64 loc(#loc52)
  }, {
  }, {
    "cfx.cond_br"()[^bb1, ^bb3] <{d.k1 = dense<-1> : tensor<i64>, k$0 = affine_map<(d0, d1, d2)[s0, s1] -> ()>}> ({
      "foo.op"() <{_u2 = 4294967295 : ui32, "quoted key 1" = dense<[[[0, 4], [0, 1], [16777215, 14709]]]> : tensor<1x3x2xui24>, value3 = #my.p<96 [-1]>, x0 = -1 : i64}> ({
        %15 = "foo.bar.baz"(%0#1, %0#2, %0#0) <{}> {b1 = array<f32>, d.k0 = dense<> : tensor<0xui32>, foo.k2 = false} : (tuple<f8E8M0FNU, f16>, complex<f32>, ui1) -> bf16 loc(#loc16)
        "x.switch"(%0#0, %15, %0#1)[^bb1] <{_u1 = 0 : index, sym_name0 = true}> {z90 = #map1} : (ui1, bf16, tuple<f8E8M0FNU, f16>) -> () loc(#loc26)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "foo.br"()[^bb1] : () -> () loc(#loc27)
      }) : () -> () loc(#loc25)
      %13 = "d.op_1"() <{my.k1 = distinct[1]<>, "quoted key 0" = 1 : i64}> : () -> ui16 loc(#loc28)
      %14 = "my_dialect.thing"(%0#2, %0#1) {d.k0 = #map2} : (complex<f32>, tuple<f8E8M0FNU, f16>) -> vector<3x9xf8E5M2FNUZ> loc(#loc29)
    }) : () -> () loc(#loc24)
  ^bb1:  // pred: ^bb0
    "x.switch"(%0#0)[^bb2] {k$0 = [unit, ["-\0A\\\0C\\\05"]], my.k1} : (ui1) -> () loc(#loc48)
  ^bb2(%6: f32 loc(callsite(#loc30 at #loc31))):  // pred: ^bb1
    "a.jump"(%6)[^bb3, ^bb3] ({
    ^bb0(%arg0: !x.t_1 loc("0153.in.mlir":63:9), %arg1: memref<19x980xi64, strided<[63, 1]>> loc("0153.in.mlir":63:23), %arg2: tensor<si64> loc("0153.in.mlir":63:67)):
      %11 = "d.op_1"() : () -> tuple<si1, i16, si1024> loc(#loc36)
      %12:4 = "x.y"(%arg0, %6, %arg2) {b0 = "z#\0A\00\C3\A9b\C3\A9" : f8E8M0FNU, b2 = "", z91 = dense<> : tensor<0xui32>} : (!x.t_1, f32, tensor<si64>) -> (f64, (i1, memref<1xvector<15x7x10xi32>, strided<[40], offset: 3>, 7>, f64) -> tf32, complex<f8E4M3>, memref<19xbf16>) loc(#loc)
    }) {_u1 = "*", attr2 = 1.000000e+00 : f32, sym_name0 = dense<> : tensor<0xui32>} : (f32) -> () loc(#loc50)
  ^bb3(%7: f32 loc("a.mlir":0:0)):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb3
    %8 = "foo.op"(%0#1, %0#0, %0#1) {foo.k0 = #set, k$1 = {_u1 = false, attr2 = false, b3 = 0 : ui8, x0 = array<i8>}, z92 = #map3} : (tuple<f8E8M0FNU, f16>, ui1, tuple<f8E8M0FNU, f16>) -> !my_dialect.v<{<20, -5, -3>,i8},a.b,84> loc(#loc16)
    %9:3 = "bar.yield"(%0#2, %0#0, %7) ({
    }) {x0 = 1 : i64} : (complex<f32>, ui1, f32) -> (i1024, complex<i8>, ui3) loc(#loc38)
    "foo.compute"(%9#2, %9#1) <{_u1 = [7 : index, @f_1], _u2, x3 = array<i64: 383601606893488, -9223372036854775808>, z90 = -1 : i64}> : (ui3, complex<i8>) -> () loc(#loc)
    "z.nop"(%9#0, %0#2, %9#0) : (i1024, complex<f32>, i1024) -> () loc(#loc39)
    %10:3 = "a.b"(%0#2, %9#1, %9#1) : (complex<f32>, complex<i8>, complex<i8>) -> (none, vector<5x[15]xf80>, ui1) loc(#loc40)
    "foo.br"(%10#1, %10#1)[^bb3] : (vector<5x[15]xf80>, vector<5x[15]xf80>) -> () loc(#loc41)
  }) {"quoted key 1" = @_priv::@a, sym_name0} : (ui1, complex<f32>) -> memref<2xindex> loc(#loc2)
  %2 = "bar.yield"(%0#1) ({
    %4 = "a.b"(%0#2) : (complex<f32>) -> tuple<i7> loc(#loc43)
    %5:2 = "d.op_1"(%4, %4) <{b1 = [@c, "_*-*\E6\97\A5\E6\9C\AC" : bf16, affine_set<(d0, d1, d2)[s0] : ((d2 - 8) * -6 + 3 >= 0, -1 >= 0, (d1 + d2) ceildiv 6 >= 0)>], d.k2 = {}, z90}> : (tuple<i7>, tuple<i7>) -> (!x.t<{{?, "x y"},true,[98]} <f32, <56 27 f32>> -7>, f6E3M2FN) loc(#loc51)
  }, {
  }) : (tuple<f8E8M0FNU, f16>) -> memref<2xvector<5xf8E4M3>> loc(#loc42)
  %3 = "foo.bar"(%0#1, %1) : (tuple<f8E8M0FNU, f16>, memref<2xindex>) -> f8E5M2 loc(#loc44)
}) {foo.module_attr = "\00\00\0A_#\\\00_"} : () -> () loc(#loc)
#loc = loc(unknown)
#loc1 = loc("0153.in.mlir":15:10)
#loc2 = loc("0153.in.mlir":17:8)
#loc3 = loc("v")
#loc4 = loc("a.mlir":118:382)
#loc9 = loc("f":49:0)
#loc10 = loc("a.mlir":0:196)
#loc11 = loc("0153.in.mlir":28:14)
#loc12 = loc("dir/with space.c":24:8 to :12)
#loc14 = loc("0153.in.mlir":33:7)
#loc16 = loc("-":331:211)
#loc18 = loc("0153.in.mlir":38:20)
#loc19 = loc("0153.in.mlir":39:14)
#loc20 = loc("0153.in.mlir":40:15)
#loc21 = loc("0153.in.mlir":41:9)
#loc22 = loc("a.mlir":5:11 to 8:30)
#loc23 = loc("0153.in.mlir":43:16)
#loc24 = loc("0153.in.mlir":48:5)
#loc25 = loc("0153.in.mlir":49:7)
#loc26 = loc("a.mlir":49:332)
#loc27 = loc("0153.in.mlir":53:9)
#loc28 = loc("0153.in.mlir":55:18)
#loc29 = loc("0153.in.mlir":56:18)
#loc32 = loc("x")
#loc36 = loc("0153.in.mlir":64:13)
#loc38 = loc("0153.in.mlir":70:24)
#loc39 = loc("src/x.py":38:32 to 39:12)
#loc40 = loc("0153.in.mlir":74:26)
#loc41 = loc("with \22q\22")
#loc42 = loc("f":54:0)
#loc43 = loc("dir/with space.c":313:451)
#loc44 = loc("0153.in.mlir":82:10)
#loc45 = loc("v"(#loc4))
#loc47 = loc(callsite(#loc16 at #loc16))
#loc48 = loc(fused<#foo.m>[#loc])
#loc50 = loc("n"(#loc32))
#loc51 = loc(fused<1 : i32>[#loc])
#loc52 = loc(callsite(#loc3 at #loc45))

