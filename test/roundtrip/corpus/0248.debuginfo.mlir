#distinct = distinct[0]<"Y\\@%@ ">
#distinct1 = distinct[1]<0 : ui1>
#loc12 = loc("0248.in.mlir":24:10)
#loc13 = loc("x")
#loc18 = loc(unknown)
#loc19 = loc("0248.in.mlir":32:6)
#loc20 = loc("0248.in.mlir":32:37)
#loc21 = loc("src/x.py":4294967295:487)
#map = affine_map<(d0, d1)[s0] -> ((d1 + s0) * s0, 3, 0)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> (8, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0) -> (9)>
#map5 = affine_map<(d0) -> ((-d0) mod 9)>
#map6 = affine_map<(d0, d1)[s0, s1] -> (-s1)>
#map7 = affine_map<()[s0, s1] -> (s0 * 9 - s1 ceildiv 7, -s1 - s0 * 3)>
#map8 = affine_map<(d0, d1)[s0] -> (-4, s0)>
#map9 = affine_map<()[s0, s1] -> ((s1 * s1) floordiv 6, -(s1 floordiv 8))>
#set = affine_set<(d0, d1, d2)[s0, s1] : (s1 * 5 - s0 * s1 + 3 >= 0)>
#set1 = affine_set<(d0, d1)[s0] : ((d0 + d1) ceildiv 9 >= 0)>
#loc53 = loc(fused<#foo.m>[#loc18])
!tuple = tuple<i64, i64, ui17, i24, bf16, ui7, f6E3M2FN, f64, i3, f16, vector<9x15xf64>, bf16, f32, f128, si64, bf16, vector<6x[16]xf4E2M1FN>, index, f8E4M3FNUZ, memref<?x?xf16, #map3>, f8E4M3FNUZ, i17>
"builtin.module"() <{sym_name = "m12"}> ({
  %0:3 = "z.nop"() <{attr0, attr3, k$1 = -65536 : i17, my.k2 = affine_set<(d0, d1, d2)[s0, s1] : (-d2 + 2 >= 0, s0 * -2 + 1 >= 0, -((d2 + s0) ceildiv 2) + 1 >= 0)>}> : () -> (!foo.param<["x y" , <? , 51> , {?}]>, ui8, memref<*xf8E5M2FNUZ, 2>) loc(#loc1)
  %1:4 = "foo.bar.baz"() ({
    "builtin.module"() ({
      "foo.bar.baz"() {x0 = "\0A}_\E6\97\A5\E6\9C\AC\F0\9F\99\82\0A"} : () -> () loc(#loc4)
      %28 = "z.nop"() <{_u0 = 127 : si8, d.k1 = [false, #foo.attr, array<f64: 1.000000e-30, 1.867000e+00, 2.542450e+35>, -9223372036854775808 : index]}> {b0 = "0\0A\C3\A9\09{%*\09" : f64, value2 = true, z91 = #distinct} : () -> f32 loc(#loc5)
      %29 = "foo.op"() : () -> memref<8xi8, 4> loc(#loc6)
      %30 = "a.b"(%29, %29, %29) : (memref<8xi8, 4>, memref<8xi8, 4>, memref<8xi8, 4>) -> i32 loc(#loc7)
      %31 = "foo.op"(%29, %30, %28) : (memref<8xi8, 4>, i32, f32) -> tensor<i64> loc(#loc8)
      %32:3 = "foo.compute"(%29, %30) ({
      }) : (memref<8xi8, 4>, i32) -> (tensor<39xui64>, f16, vector<[3]xi24>) loc(#loc9)
    }) : () -> () loc(#loc3)
  }) : () -> (vector<[11]x10x1xbf16>, index, bf16, vector<[3]x8x2xi1024>) loc(#loc2)
  %2:4 = "d.op_1"(%1#3) ({
    %24 = "bar.yield"(%0#0, %0#0, %1#1) ({
    ^bb0(%arg3: f64 loc("0248.in.mlir":24:10), %arg4: complex<f32> loc("x")):
      %26 = "my_dialect.thing"(%arg3, %1#3, %arg3) {foo.k1 = #map, k$2 = "\CE\A9\00z#\09\00X[ -", x0 = "\00_ \22\C3\A9_\22\0A"} : (f64, vector<[3]x8x2xi1024>, f64) -> memref<?x?xi64> loc(#loc14)
      %27 = "foo.compute"(%1#3, %arg3, %arg4) : (vector<[3]x8x2xi1024>, f64, complex<f32>) -> ui1 loc(#loc47)
    }) {a3 = "!zb\00./\C3\A9{", k$1 = {foo.k1 = none, sym_name2 = #map1, x0 = "z'\7F\\%0\09\\a!\9E" : i128}, "quoted key 0" = "0\0A\C3\A9\09{%*\09" : f64, z92 = []} : (!foo.param<["x y" , <? , 51> , {?}]>, !foo.param<["x y" , <? , 51> , {?}]>, index) -> none loc(#loc11)
    %25:3 = "z.nop"(%24) <{"quoted key 1" = false, "quoted key 2", sym_name0 = {d.k0 = "#\\%\F0\9F\99\82b-@" : f32, k$1 = -9223372036854775808 : i64}}> {foo.k1, "quoted key 3" = #map2, z90 = "\7F\00b\\/\C3\9F\00\00\\b'z" : i24, z92 = "0\0A\C3\A9\09{%*\09" : f64} : (none) -> (tensor<8x40x0x7xcomplex<f8E4M3FNUZ>>, index, tensor<2xcomplex<f8E4M3B11FNUZ>>) loc(#loc16)
    "foo.compute"(%1#0) {_u0, foo.k1 = 0 : si3, k$2, k$3 = 1.757810e-02 : f8E4M3B11FNUZ} : (vector<[11]x10x1xbf16>) -> () loc(#loc17)
  }) : (vector<[3]x8x2xi1024>) -> (memref<1x6xcomplex<i32>, {kind = "scratch"}>, f32, complex<f64>, !tuple) loc(#loc46)
  "x.y"() <{a0 = [false, #foo.attr, array<f64: 1.000000e-30, 1.867000e+00, 2.542450e+35>, -9223372036854775808 : index], a1 = array<i16: 0, -32768, 1, 1104, -12>}> ({
  ^bb0(%arg0: vector<2x12x7xi64> loc("0248.in.mlir":32:6), %arg1: memref<4xf8E8M0FNU, #map4> loc("0248.in.mlir":32:37), %arg2: tensor<?x?x?x4xvector<f16>> loc("src/x.py":4294967295:487)):
    %21 = "foo.bar"(%arg1, %0#2) : (memref<4xf8E8M0FNU, #map4>, memref<*xf8E5M2FNUZ, 2>) -> none loc(#loc54)
    %22:2 = "d.op_1"(%2#0, %arg2, %arg1) {b1 = #map5, x0 = #map6, z92 = [false, #foo.attr, array<f64: 1.000000e-30, 1.867000e+00, 2.542450e+35>, -9223372036854775808 : index]} : (memref<1x6xcomplex<i32>, {kind = "scratch"}>, tensor<?x?x?x4xvector<f16>>, memref<4xf8E8M0FNU, #map4>) -> (f8E8M0FNU, !bar.t<[[a.b, true] <28,abc,?>]>) loc(#loc49)
    %23:4 = "foo.bar.baz"(%0#0, %22#1, %2#3) : (!foo.param<["x y" , <? , 51> , {?}]>, !bar.t<[[a.b, true] <28,abc,?>]>, !tuple) -> ((tensor<266x4xindex>, index, none) -> !x.param<41, ?, {f32, <80>, <29 , ? , i8>}>, i7, i8, f32) loc(#loc25)
  }) : () -> () loc(#loc18)
  %3 = "bar.yield"(%0#1) <{value0 = affine_map<(d0, d1)[s0] -> ((s0 * s0) ceildiv 3, s0)>}> ({
  }) : (ui8) -> tensor<7x?x3x4xf8E3M4> loc(#loc26)
  %4 = "my_dialect.thing"(%2#3, %0#2, %2#1) <{value1, x0 = 0 : i64}> : (!tuple, memref<*xf8E5M2FNUZ, 2>, f32) -> i8 loc(#loc27)
  %5:3 = "foo.compute"(%3, %0#1) {_u0 = "\22b/<'/\00%!"} : (tensor<7x?x3x4xf8E3M4>, ui8) -> (f8E4M3FNUZ, tensor<*xindex>, f16) loc(#loc28)
  %6 = "foo.bar.baz"() <{a0}> {d.k1, my.k0 = "0\0A\C3\A9\09{%*\09" : f64, my.k2 = {}} : () -> index loc(#loc29)
  %7:2 = "d.op_1"(%4, %6) <{}> {d.k1 = 0 : i64, sym_name3, x0 = #set, z92 = -2.309000e+00 : f64} : (i8, index) -> (complex<f64>, f8E8M0FNU) loc(#loc18)
  %8 = "a.b"(%7#0, %5#2, %7#0) : (complex<f64>, f16, complex<f64>) -> complex<tf32> loc(#loc55)
  "foo.op"() <{}> {_u2 = sparse<[[3, 2], [3, 1], [4, 4]], [3.140630e+00, -9.502720e+05, -7.290880e+05]> : tensor<5x6xbf16>, b0 = 3.811240e+18 : f80, sym_name3 = dense<[(0x7FFF,-2.679820e-04), (1.750000e+02,9.997550e-02), (0x7C00,9.710930e+00), (0x7C00,5.974400e+04)]> : tensor<4xcomplex<f16>>, x1 = #distinct1} : () -> () loc(#loc33)
  "x.y"(%7#1, %0#0, %5#2) : (f8E8M0FNU, !foo.param<["x y" , <? , 51> , {?}]>, f16) -> () loc(#loc34)
  %9 = "a.b"(%7#1) : (f8E8M0FNU) -> memref<311xvector<15x5x2xindex>> loc(#loc56)
  %10 = "a.b"(%7#0, %7#1, %9) : (complex<f64>, f8E8M0FNU, memref<311xvector<15x5x2xindex>>) -> memref<?x?x17xvector<[9]xi8>, 6> loc(#loc36)
  %11 = "x.y"(%7#1, %1#0, %8) <{d.k0 = @f_1, value2, z91 = 40 : index}> {k$1 = "0\22!", "quoted key 0" = "<''\09@'X\22\C3\A9" : i7, sym_name2 = #map7} : (f8E8M0FNU, vector<[11]x10x1xbf16>, complex<tf32>) -> ui7 loc(#loc52)
  %12:4 = "x.y"() : () -> (complex<f32>, memref<2xvector<f64>, strided<[9]>, 4>, memref<*xi64>, f80) loc(#loc39)
  %13 = "x.y"() <{sym_name0 = "0\0A\C3\A9\09{%*\09" : f64}> {_u1 = #set1, a3 = #map8, attr2 = #map9, d.k0 = dense<-8388608> : vector<4xsi24>} : () -> i64 loc(#loc40)
  %14 = "foo.bar"() <{b2 = 0 : si16, value0 = false, value1 = 293.66891800000002 : f64}> ({
  }) : () -> vector<9x2x16xui32> loc(#loc39)
  %15 = "bar.yield"(%13, %12#2, %13) <{sym_name3 = -7.888600e-31 : f8E8M0FNU, z90 = dense<30167> : tensor<1x1x3xui64>, z91 = @c::@f_1, z92 = #loc39}> : (i64, memref<*xi64>, i64) -> f8E4M3 loc(#loc39)
  %16 = "foo.op"() {a2, sym_name0 = "\C3\A9{\0A}\CD@", x1 = "z\D9\22<\7F/\8C\22-"} : () -> index loc(#loc41)
  %17:2 = "my_dialect.thing"(%15) : (f8E4M3) -> (i7, memref<3xvector<10xf32>, 3>) loc(#loc42)
  %18 = "foo.bar"(%17#1, %0#1, %17#1) {value0 = "\22\\{\098!\09\00*{" : f8E4M3B11FNUZ, value1 = dense<(3.246570e-01,5.142230e-26)> : tensor<1xcomplex<f32>>, z92 = #loc53} : (memref<3xvector<10xf32>, 3>, ui8, memref<3xvector<10xf32>, 3>) -> f16 loc(#loc43)
  %19 = "foo.op"(%1#3) <{"quoted key 0"}> {k$1, "quoted key 2" = dense_resource<blob0> : tensor<1xi64>, sym_name0 = 3 : index} : (vector<[3]x8x2xi1024>) -> memref<30xf32, {kind = "scratch"}> loc(#loc44)
  %20 = "my_dialect.thing"(%17#0, %17#1) <{}> {a3 = "z}z", x0 = -1 : i128, z91 = "}<", z92 = -6.29549206E-4 : f32} : (i7, memref<3xvector<10xf32>, 3>) -> tuple<> loc(#loc45)
}) : () -> () loc(#loc)
#loc = loc("0248.in.mlir":9:1)
#loc1 = loc("a.mlir":16:25 to 19:35)
#loc2 = loc("0248.in.mlir":11:11)
#loc3 = loc("0248.in.mlir":12:5)
#loc4 = loc("f":126:182)
#loc5 = loc("0248.in.mlir":14:13)
#loc6 = loc("0248.in.mlir":15:13)
#loc7 = loc("0248.in.mlir":16:17)
#loc8 = loc("0248.in.mlir":17:13)
#loc9 = loc("a.mlir":490:120)
#loc10 = loc("-":0:412)
#loc11 = loc("0248.in.mlir":23:14)
#loc14 = loc("0248.in.mlir":25:14)
#loc15 = loc("a.mlir":38:33 to 40:44)
#loc16 = loc("0248.in.mlir":28:13)
#loc17 = loc("src/x.py":135:288)
#loc22 = loc("dir/with space.c":4294967295:407)
#loc23 = loc("with \22q\22")
#loc24 = loc("a.mlir":6:0)
#loc25 = loc("dir/with space.c":9:0)
#loc26 = loc("0248.in.mlir":37:10)
#loc27 = loc("0248.in.mlir":39:14)
#loc28 = loc("src/x.py":424:407)
#loc29 = loc("dir/with space.c":16:23 to 17:59)
#loc30 = loc("a.mlir":50:212)
#loc31 = loc("src/x.py":63:0)
#loc32 = loc("dir/with space.c":4294967295:184)
#loc33 = loc("0248.in.mlir":44:3)
#loc34 = loc("src/x.py":26:62 to :64)
#loc35 = loc("f":45:26 to 48:39)
#loc36 = loc("0248.in.mlir":47:10)
#loc37 = loc("a.mlir":28:14 to 29:50)
#loc38 = loc("f":15:13 to :19)
#loc39 = loc("name")
#loc40 = loc("a.mlir":126:321)
#loc41 = loc("0248.in.mlir":54:9)
#loc42 = loc("0248.in.mlir":55:12)
#loc43 = loc("0248.in.mlir":56:14)
#loc44 = loc("v")
#loc45 = loc("":1:79 to :56)
#loc46 = loc("n"(#loc10))
#loc47 = loc("callee"(#loc15))
#loc48 = loc(callsite(#loc22 at #loc23))
#loc49 = loc("n"(#loc24))
#loc50 = loc(fused[#loc31, #loc32])
#loc51 = loc(fused<5 : i32>[#loc35])
#loc52 = loc(callsite(#loc37 at #loc38))
#loc54 = loc(callsite(#loc48 at #loc18))
#loc55 = loc(callsite(#loc30 at #loc50))
#loc56 = loc(callsite(#loc23 at #loc51))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000057B89534781718E3"
    }
  }
#-}

