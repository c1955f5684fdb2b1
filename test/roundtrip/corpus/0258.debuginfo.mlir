#loc2 = loc("0258.in.mlir":3:6)
#loc3 = loc("0258.in.mlir":3:41)
#loc4 = loc("f":0:54)
#loc16 = loc("name")
#loc18 = loc("0258.in.mlir":32:4)
#loc19 = loc("0258.in.mlir":32:14)
#loc34 = loc("f":36:54 to 39:52)
#loc35 = loc("0258.in.mlir":59:40)
#loc39 = loc("dir/with space.c":280:0)
#loc40 = loc("f":18:28 to :47)
#map = affine_map<(d0) -> (-d0 - 3)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<()[s0, s1] -> (2, 1, s0 * -7 + 2)>
#map3 = affine_map<(d0) -> (d0, (-d0) mod 5)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (s0 + s1 * 6 == 0, (-d2 + s1) ceildiv 5 + d0 >= 0, -(d2 + s1) + s1 >= 0)>
#loc41 = loc("v"(#loc4))
#loc42 = loc(fused[#loc16, #loc39, #loc40])
!tuple = tuple<i7, f32, memref<51xf32, #map, "gpu">, i3, memref<5x1xui32, strided<[?, 1]>, 4>, f8E3M4, f8E3M4, index, si8, tf32, ui64, ui64, si32, i64, index, i128, bf16, f6E2M3FN, f8E4M3FN, f32, ui64, index>
"builtin.module"() ({
  %0 = "bar.yield"() <{value0 = "##X#@" : bf16, z91 = @x.y::@"with\22quote"::@_priv}> ({
  ^bb0(%arg4: tensor<40x0x?xi32, "sparse"> loc("0258.in.mlir":3:6), %arg5: i1 loc("0258.in.mlir":3:41), %arg6: f16 loc("v"(#loc4))):
    "x.y"() {b0} : () -> () loc(#loc5)
  }) : () -> complex<bf16> loc(#loc1)
  "foo.bar"(%0) <{my.k0 = -1 : i64, z91 = 0 : i17}> : (complex<bf16>) -> () loc(#loc6)
  %1:4 = "foo.op"(%0, %0, %0) : (complex<bf16>, complex<bf16>, complex<bf16>) -> (f4E2M1FN, index, !x<"x<y>">, complex<f16>) loc(#loc7)
  %2 = "a.b"(%0, %1#2, %1#1) : (complex<bf16>, !x<"x<y>">, index) -> tuple<f8E5M2FNUZ, f64, i1024> loc(#loc8)
  %3 = "a.b"() : () -> !foo.t<abc [a.b -4 [-7, -3]] {{?}}> loc(#loc1)
  %4:2 = "d.op_1"(%2, %2, %2) {d.k3 = 0 : ui8, my.k1 = #x.a<78 ?>, my.k2 = dense<[0, -108, -1]> : tensor<3xi8>, x0 = "\C3\A9Xb}"} : (tuple<f8E5M2FNUZ, f64, i1024>, tuple<f8E5M2FNUZ, f64, i1024>, tuple<f8E5M2FNUZ, f64, i1024>) -> (i7, complex<bf16>) loc(#loc9)
  %5:2 = "z.nop"(%3, %4#1) ({
    %26:4 = "my_dialect.thing"() <{value0 = tensor<7x716x0xi24, 8 : i32>}> : () -> (none, (tensor<8x?xf6E2M3FN>, i1) -> (), f64, tensor<?x?xf64, 0 : i32>) loc(#loc11)
  }) : (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>, complex<bf16>) -> ((bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32, i24) loc(#loc10)
  %6 = "x.y"(%5#0, %1#2) <{b1, b2 = 61 : index, "quoted key 0" = 8.820310e+00 : f16}> : ((bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32, !x<"x<y>">) -> index loc(#loc1)
  "foo.compute"(%4#1) ({
    %18:2 = "z.nop"(%4#0, %5#1, %6) <{"quoted key 0" = array<i32>, z91 = vector<2x[1]x[11]xui32>}> ({
      %24 = "z.nop"(%1#3, %6, %4#0) ({
        "my_dialect.thing"(%4#1, %4#1) : (complex<bf16>, complex<bf16>) -> () loc(#loc15)
        %25 = "foo.bar.baz"(%4#1) {b2 = "", value0 = {value0 = false}, x1} : (complex<bf16>) -> memref<834xf16, "shared"> loc(#loc16)
      }) {d.k1, sym_name0 = "%\000b\\"} : (complex<f16>, index, i7) -> memref<1xf128, strided<[1], offset: 1>> loc(#loc14)
    }, {
    }, {
      "my_dialect.thing"(%1#3, %1#1) ({
      ^bb0(%arg2: ui7 loc("0258.in.mlir":32:4), %arg3: tuple<bf16, f16, f64, tensor<*xf32>> loc("0258.in.mlir":32:14)):
        "foo.bar.baz"(%arg3) {attr1, b2 = dense<"0x1F2F1F1F073E291F3F1F001F3F241F203605251F120E001120001F2A08313D010C06253E013F2B313F3F1F1F1F251F1F1439000000170A12101E1F1F1F03021F1F093F00091F3F00331F021F132C17211F12110E311F0809111F3F222505202B3F391F3F3B251F3F07000000002B1800010C011F000E1A001F3F1C1F1F1F373F1F111F3200373F1F372728000812380316280E131F331F1A22101F1F1D1F1F1F1F1F1F1130010E20221423002405031F18000F05120E003F00363F380000093F1F00091F3F18081F331F09161F3F161F281F31101F1F083A181F00280F161F0C1F1F29002C1F202C321F09003F1F1F1F1C1F201F110C0A10241F3F3D33003F1F1123002F1F3F"> : tensor<262xf6E3M2FN>, b3 = "\22@\22!%}\22#\22\\#" : i1024, x0 = -6.126680e+26 : f64} : (tuple<bf16, f16, f64, tensor<*xf32>>) -> () loc(#loc20)
      }) : (complex<f16>, index) -> () loc(#loc17)
    }) {_u0 = 3.000000e-01 : f32, _u1 = 46 : index} : (i7, i24, index) -> (!bar.type, complex<bf16>) loc(#loc13)
    %19 = "bar.yield"(%5#1) : (i24) -> memref<942x?x2xvector<[9]x[5]x10xf32>, strided<[?, 56, ?]>> loc(#loc21)
    %20 = "my_dialect.thing"(%1#2, %18#0) {attr1 = [], foo.k0 = sparse<4, -1> : tensor<6xi8>} : (!x<"x<y>">, !bar.type) -> complex<ui8> loc(#loc22)
    %21 = "foo.bar.baz"(%3) : (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>) -> index loc(#loc1)
    %22 = "bar.yield"(%5#1) : (i24) -> complex<bf16> loc(#loc23)
    %23:2 = "d.op_1"() {_u2, a0 = #bar.a<{[?, -0], [f32,?,-8]} a.b a.b>, d.k1 = dense<> : tensor<3x0xcomplex<f16>>} : () -> (i24, ui64) loc(#loc24)
  }) : (complex<bf16>) -> () loc(#loc12)
  %7 = "foo.bar"() {attr0, sym_name1 = -1 : i32} : () -> !tuple loc(#loc25)
  "z.nop"() : () -> () loc(#loc26)
  %8:4 = "bar.yield"(%3, %5#1, %5#0) : (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>, i24, (bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32) -> (memref<1x1xf32, #map1, {kind = "scratch"}>, memref<?xf32, 6>, index, memref<48x?xbf16>) loc(#loc27)
  %9:2 = "x.y"(%8#1, %8#2) : (memref<?xf32, 6>, index) -> (complex<f16>, i1024) loc(#loc28)
  %10 = "foo.op"(%4#0, %9#1, %2) {a1, foo.k0 = ui1} : (i7, i1024, tuple<f8E5M2FNUZ, f64, i1024>) -> none loc(#loc29)
  %11:4 = "foo.bar"() ({
  }) : () -> (ui1, complex<si7>, none, f16) loc(#loc30)
  %12:3 = "foo.bar"(%11#0) : (ui1) -> (memref<7x34x4xvector<14x[1]xindex>, strided<[?, 61, 1]>, 6>, f16, i8) loc(#loc31)
  %13 = "foo.bar.baz"(%11#3, %12#0, %4#1) <{}> {_u1, b2, d.k3 = false, sym_name0 = #set} : (f16, memref<7x34x4xvector<14x[1]xindex>, strided<[?, 61, 1]>, 6>, complex<bf16>) -> vector<13xbf16> loc(#loc32)
  %14:4 = "z.nop"(%8#1, %8#1, %0) ({
  ^bb0(%arg0: f16 loc("f":36:54 to 39:52), %arg1: tuple<> loc("0258.in.mlir":59:40)):
  }, {
  }) : (memref<?xf32, 6>, memref<?xf32, 6>, complex<bf16>) -> (complex<f16>, tuple<f4E2M1FN>, i32, tensor<5x1x619x4xindex>) loc(#loc33)
  %15 = "bar.yield"(%4#1, %14#2) : (complex<bf16>, i32) -> tuple<> loc(#loc36)
  %16 = "d.op_1"(%14#2, %2) <{}> {x0 = sparse<1, 0x7C00> : tensor<2xf16>, x1 = #map2} : (i32, tuple<f8E5M2FNUZ, f64, i1024>) -> vector<2xf16> loc(#loc37)
  %17 = "foo.bar.baz"(%15, %11#1, %8#2) <{attr2 = array<i8: 15, -128, 15, 0, 0>, b0 = tensor<0xi16>, "quoted key 1" = #loc1, "quoted key 3" = #foo<"a b">}> {attr0 = dense<121683777030742250339894067155714248> : tensor<2x4xi128>, foo.k3 = 9 : index, k$1 = #map3, sym_name2 = #loc42} : (tuple<>, complex<si7>, index) -> none loc(#loc38)
}) : () -> () loc(#loc)
#loc = loc("-":16:0)
#loc1 = loc(unknown)
#loc5 = loc("":2:73 to 3:11)
#loc6 = loc("0258.in.mlir":6:1)
#loc7 = loc("0258.in.mlir":7:9)
#loc8 = loc("0258.in.mlir":9:6)
#loc9 = loc("0258.in.mlir":12:9)
#loc10 = loc("0258.in.mlir":13:8)
#loc11 = loc("0258.in.mlir":14:14)
#loc12 = loc("f":4294967295:0)
#loc13 = loc("0258.in.mlir":20:10)
#loc14 = loc("0258.in.mlir":21:7)
#loc15 = loc("a.mlir":63:0)
#loc17 = loc("0258.in.mlir":31:1)
#loc20 = loc("a.mlir":424:0)
#loc21 = loc("0258.in.mlir":38:12)
#loc22 = loc("a.mlir":14:71 to :78)
#loc23 = loc("src/x.py":26:0)
#loc24 = loc("0258.in.mlir":42:9)
#loc25 = loc("0258.in.mlir":46:7)
#loc26 = loc("0258.in.mlir":48:1)
#loc27 = loc("0258.in.mlir":49:24)
#loc28 = loc("0258.in.mlir":51:9)
#loc29 = loc("0258.in.mlir":52:7)
#loc30 = loc("f":12:53 to 13:13)
#loc31 = loc("0258.in.mlir":55:10)
#loc32 = loc("src/x.py":470:82)
#loc33 = loc("0258.in.mlir":58:19)
#loc36 = loc("0258.in.mlir":62:7)
#loc37 = loc("a.mlir":153:67)
#loc38 = loc("a.mlir":91:308)

