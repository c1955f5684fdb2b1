!tuple = tuple<i64, i32, f64, f64, f8E8M0FNU, i8, i16, index, f16, i24, f8E3M4, si8, index, i64, i1, tensor<?x658x4xindex>, i32, index, f8E4M3B11FNUZ, i128>
#loc13 = loc("name")
#loc15 = loc("f":4294967295:484)
#loc16 = loc("0268.in.mlir":27:45)
#loc17 = loc("0268.in.mlir":27:56)
#loc30 = loc("0268.in.mlir":48:6)
#map = affine_map<(d0, d1) -> (-(d1 mod 8), 5)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1)[s0] -> (d1 ceildiv 4, 1)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (-((d2 * 2) ceildiv 9) + 5 >= 0, -d0 + 1 == 0)>
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() <{}> : () -> (tuple<i24, si128, f64, index>, tuple<i24, si128, f64, index>, i1, i7) loc(#loc1)
  %1 = "foo.compute"(%0#3, %0#0) : (i7, tuple<i24, si128, f64, index>) -> i1 loc(#loc2)
  %2:3 = "bar.yield"() {a1 = -103 : si32, value0 = 1.600000e+08 : f128} : () -> (tuple<i24, si128, f64, index>, tensor<4xcomplex<f8E4M3FNUZ>>, index) loc(#loc3)
  %3 = "bar.yield"(%0#0) <{b0 = dense<> : tensor<2x0x2xindex>}> ({
    "builtin.module"() ({
      %23 = "foo.op"() : () -> complex<f64> loc(#loc6)
    }) : () -> () loc(#loc5)
  }) : (tuple<i24, si128, f64, index>) -> tensor<2x?x?x305xvector<[13]x5xf64>> loc(#loc4)
  %4:4 = "my_dialect.thing"(%2#2, %2#1) {k$0 = 1 : i64, k$1 = 2.497500e+02 : tf32, my.k3 = 0 : i64, z92 = "X\22\00\\\09@'/\09b" : ui32} : (index, tensor<4xcomplex<f8E4M3FNUZ>>) -> (f16, tuple<i24, si128, f64, index>, memref<2x48xi128, strided<[?, ?]>, "shared">, f8E4M3B11FNUZ) loc(#loc7)
  %5 = "foo.compute"(%2#2, %4#2) {_u1 = dense<6626439368723581612> : vector<2xi64>, "quoted key 0" = 0 : i64} : (index, memref<2x48xi128, strided<[?, ?]>, "shared">) -> memref<?x3xbf16, "gpu"> loc(#loc37)
  %6 = "foo.compute"(%4#2, %5) <{b1 = #my.attr, b2 = "\84<b\09", k$0 = #my<"a b">, "quoted key 3" = false}> : (memref<2x48xi128, strided<[?, ?]>, "shared">, memref<?x3xbf16, "gpu">) -> !x<"abc"> loc(#loc10)
  "my_dialect.thing"(%6, %6, %4#0) <{b1 = 0 : ui3, b2 = loc("-":102:4294967295), "quoted key 0" = 1.628160e+05 : bf16, value3 = 0 : i64}> ({
    %9 = "foo.bar.baz"(%2#2, %2#0, %0#0) : (index, tuple<i24, si128, f64, index>, tuple<i24, si128, f64, index>) -> tuple<i8, si1, ui64> loc(#loc12)
    %10 = "bar.yield"(%3, %4#3, %2#0) ({
      "builtin.module"() ({
        %13 = "foo.op"() <{my.k0 = #foo.attr}> ({
        ^bb0(%arg2: none loc("f":4294967295:484), %arg3: none loc("0268.in.mlir":27:45), %arg4: tuple<f32, i1, complex<i32>, index> loc("0268.in.mlir":27:56)):
          %20 = "a.b"(%arg3) {attr0 = #my.flag, foo.k1 = #bar.a<-7>, z92 = 0 : ui128} : (none) -> index loc(#loc)
          %21 = "foo.compute"(%arg4, %20) <{b0 = dense_resource<blob0> : tensor<3xf64>, sym_name3 = affine_map<(d0, d1)[s0, s1] -> (-(s0 * s1))>, x1 = {"quoted key 1" = i16, sym_name0 = 0 : i64}, x2 = 0 : i64}> : (tuple<f32, i1, complex<i32>, index>, index) -> si8 loc(#loc18)
          %22 = "d.op_1"(%arg2, %20, %arg4) {attr0 = #map, attr3, foo.k2 = dense<[[-1, 1, 3], [-6600200, 809, 0], [248541, 2, 0], [1, 0, -21720]]> : tensor<4x3xi24>, x1 = -1 : i64} : (none, index, tuple<f32, i1, complex<i32>, index>) -> i24 loc(#loc19)
        }, {
          %17 = "foo.bar"() {k$1, value0 = #map1} : () -> ui32 loc(#loc20)
          %18:3 = "foo.compute"(%17, %17) {_u0 = #set, foo.k1 = @_priv::@c::@main, "quoted key 2" = 45 : index} : (ui32, ui32) -> (tuple<bf16, f64, tuple<i24, si128, f64, index>>, tuple<i24, si128, f64, index>, vector<16x2x4xbf16>) loc(#loc21)
          "x.y"() <{b1 = sparse<[[0, 0, 1], [2, 1, 1], [0, 2, 2]], [-1, -3, -1]> : tensor<3x6x3xi32>, my.k0 = -9.61819984E-36 : f32}> : () -> () loc(#loc22)
          "foo.op"(%17, %17, %18#1) : (ui32, ui32, tuple<i24, si128, f64, index>) -> () loc(#loc23)
          %19 = "foo.bar"() : () -> ui32 loc(#loc24)
        }) : () -> complex<f4E2M1FN> loc(#loc13)
        %14 = "foo.bar"(%13, %13) : (complex<f4E2M1FN>, complex<f4E2M1FN>) -> memref<?xf16> loc(#loc25)
        %15:4 = "foo.bar"(%14) : (memref<?xf16>) -> (f80, f8E4M3B11FNUZ, tensor<?xindex>, si32) loc(#loc26)
        "z.nop"(%15#0) {foo.k0 = false, "quoted key 1" = array<i16: -1, -8784, -1, 258, -960>, sym_name2 = #map2} : (f80) -> () loc(#loc27)
        "z.nop"(%15#0, %15#2) {k$1 = array<i1: true, false, true, false, true>, "quoted key 0"} : (f80, tensor<?xindex>) -> () loc(#loc28)
        %16:3 = "bar.yield"() <{b0 = -3490530 : i32, b2, sym_name1 = loc("a.mlir":109:426)}> : () -> (i32, i17, f8E5M2FNUZ) loc(#loc29)
      }) : () -> () loc(#loc14)
    }, {
    ^bb0(%arg0: complex<bf16> loc("0268.in.mlir":48:6), %arg1: !foo.type loc("name")):
    }, {
    }) : (tensor<2x?x?x305xvector<[13]x5xf64>>, f8E4M3B11FNUZ, tuple<i24, si128, f64, index>) -> vector<9x2xf8E8M0FNU> loc(#loc13)
    %11 = "foo.op"() : () -> tuple<i24, si128, f64, index> loc(#loc31)
    %12 = "my_dialect.thing"(%9, %5) {z90} : (tuple<i8, si1, ui64>, memref<?x3xbf16, "gpu">) -> i64 loc(#loc32)
  }) {attr1 = -32768 : i16, value0 = #map3, z92 = "<s\00\91._\00\22\0A\09"} : (!x<"abc">, !x<"abc">, f16) -> () loc(#loc11)
  %7 = "my_dialect.thing"() : () -> si64 loc(#loc33)
  %8:4 = "foo.bar"() ({
  }, {
  }) : () -> (!tuple, index, index, tensor<488xui1>) loc(#loc34)
  "foo.op"(%8#3) {a0 = {foo.k0 = dense<[[0, 3, -1, 0]]> : tensor<1x4xsi3>}} : (tensor<488xui1>) -> () loc(#loc35)
}) : () -> () loc(#loc)
#loc = loc(unknown)
#loc1 = loc("0268.in.mlir":11:9)
#loc2 = loc("0268.in.mlir":12:8)
#loc3 = loc("0268.in.mlir":13:10)
#loc4 = loc("0268.in.mlir":14:7)
#loc5 = loc("x")
#loc6 = loc("0268.in.mlir":16:10)
#loc7 = loc("op.1")
#loc8 = loc("a.mlir":4294967295:341)
#loc9 = loc("dir/with space.c":264:4294967295)
#loc10 = loc("0268.in.mlir":21:12)
#loc11 = loc("0268.in.mlir":22:2)
#loc12 = loc("a.mlir":0:4294967295)
#loc14 = loc("0268.in.mlir":25:4)
#loc18 = loc("0268.in.mlir":31:13)
#loc19 = loc("0268.in.mlir":33:13)
#loc20 = loc("dir/with space.c":466:134)
#loc21 = loc("dir/with space.c":0:365)
#loc22 = loc("":71:0)
#loc23 = loc("0268.in.mlir":38:6)
#loc24 = loc("0268.in.mlir":39:12)
#loc25 = loc("0268.in.mlir":41:12)
#loc26 = loc("0268.in.mlir":42:13)
#loc27 = loc("dir/with space.c":10:1 to 11:18)
#loc28 = loc("0268.in.mlir":44:5)
#loc29 = loc("0268.in.mlir":45:19)
#loc31 = loc("0268.in.mlir":51:14)
#loc32 = loc("src/x.py":6:14 to 8:41)
#loc33 = loc("dir/with space.c":430:39)
#loc34 = loc("0268.in.mlir":55:16)
#loc35 = loc("0268.in.mlir":58:2)
#loc36 = loc(callsite(#loc8 at #loc5))
#loc37 = loc(callsite(#loc36 at #loc9))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x080000003AEC6ECD1F04D923C401920374F1AAA847B03DE3957718A6"
    }
  }
#-}

