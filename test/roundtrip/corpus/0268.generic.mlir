!tuple = tuple<i64, i32, f64, f64, f8E8M0FNU, i8, i16, index, f16, i24, f8E3M4, si8, index, i64, i1, tensor<?x658x4xindex>, i32, index, f8E4M3B11FNUZ, i128>
#map = affine_map<(d0, d1) -> (-(d1 mod 8), 5)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1)[s0] -> (d1 ceildiv 4, 1)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (-((d2 * 2) ceildiv 9) + 5 >= 0, -d0 + 1 == 0)>
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() <{}> : () -> (tuple<i24, si128, f64, index>, tuple<i24, si128, f64, index>, i1, i7)
  %1 = "foo.compute"(%0#3, %0#0) : (i7, tuple<i24, si128, f64, index>) -> i1
  %2:3 = "bar.yield"() {a1 = -103 : si32, value0 = 1.600000e+08 : f128} : () -> (tuple<i24, si128, f64, index>, tensor<4xcomplex<f8E4M3FNUZ>>, index)
  %3 = "bar.yield"(%0#0) <{b0 = dense<> : tensor<2x0x2xindex>}> ({
    "builtin.module"() ({
      %23 = "foo.op"() : () -> complex<f64>
    }) : () -> ()
  }) : (tuple<i24, si128, f64, index>) -> tensor<2x?x?x305xvector<[13]x5xf64>>
  %4:4 = "my_dialect.thing"(%2#2, %2#1) {k$0 = 1 : i64, k$1 = 2.497500e+02 : tf32, my.k3 = 0 : i64, z92 = "X\22\00\\\09@'/\09b" : ui32} : (index, tensor<4xcomplex<f8E4M3FNUZ>>) -> (f16, tuple<i24, si128, f64, index>, memref<2x48xi128, strided<[?, ?]>, "shared">, f8E4M3B11FNUZ)
  %5 = "foo.compute"(%2#2, %4#2) {_u1 = dense<6626439368723581612> : vector<2xi64>, "quoted key 0" = 0 : i64} : (index, memref<2x48xi128, strided<[?, ?]>, "shared">) -> memref<?x3xbf16, "gpu">
  %6 = "foo.compute"(%4#2, %5) <{b1 = #my.attr, b2 = "\84<b\09", k$0 = #my<"a b">, "quoted key 3" = false}> : (memref<2x48xi128, strided<[?, ?]>, "shared">, memref<?x3xbf16, "gpu">) -> !x<"abc">
  "my_dialect.thing"(%6, %6, %4#0) <{b1 = 0 : ui3, b2 = loc("-":102:4294967295), "quoted key 0" = 1.628160e+05 : bf16, value3 = 0 : i64}> ({
    %9 = "foo.bar.baz"(%2#2, %2#0, %0#0) : (index, tuple<i24, si128, f64, index>, tuple<i24, si128, f64, index>) -> tuple<i8, si1, ui64>
    %10 = "bar.yield"(%3, %4#3, %2#0) ({
      "builtin.module"() ({
        %13 = "foo.op"() <{my.k0 = #foo.attr}> ({
        ^bb0(%arg2: none, %arg3: none, %arg4: tuple<f32, i1, complex<i32>, index>):
          %20 = "a.b"(%arg3) {attr0 = #my.flag, foo.k1 = #bar.a<-7>, z92 = 0 : ui128} : (none) -> index
          %21 = "foo.compute"(%arg4, %20) <{b0 = dense_resource<blob0> : tensor<3xf64>, sym_name3 = affine_map<(d0, d1)[s0, s1] -> (-(s0 * s1))>, x1 = {"quoted key 1" = i16, sym_name0 = 0 : i64}, x2 = 0 : i64}> : (tuple<f32, i1, complex<i32>, index>, index) -> si8
          %22 = "d.op_1"(%arg2, %20, %arg4) {attr0 = #map, attr3, foo.k2 = dense<[[-1, 1, 3], [-6600200, 809, 0], [248541, 2, 0], [1, 0, -21720]]> : tensor<4x3xi24>, x1 = -1 : i64} : (none, index, tuple<f32, i1, complex<i32>, index>) -> i24
        }, {
          %17 = "foo.bar"() {k$1, value0 = #map1} : () -> ui32
          %18:3 = "foo.compute"(%17, %17) {_u0 = #set, foo.k1 = @_priv::@c::@main, "quoted key 2" = 45 : index} : (ui32, ui32) -> (tuple<bf16, f64, tuple<i24, si128, f64, index>>, tuple<i24, si128, f64, index>, vector<16x2x4xbf16>)
          "x.y"() <{b1 = sparse<[[0, 0, 1], [2, 1, 1], [0, 2, 2]], [-1, -3, -1]> : tensor<3x6x3xi32>, my.k0 = -9.61819984E-36 : f32}> : () -> ()
          "foo.op"(%17, %17, %18#1) : (ui32, ui32, tuple<i24, si128, f64, index>) -> ()
          %19 = "foo.bar"() : () -> ui32
        }) : () -> complex<f4E2M1FN>
        %14 = "foo.bar"(%13, %13) : (complex<f4E2M1FN>, complex<f4E2M1FN>) -> memref<?xf16>
        %15:4 = "foo.bar"(%14) : (memref<?xf16>) -> (f80, f8E4M3B11FNUZ, tensor<?xindex>, si32)
        "z.nop"(%15#0) {foo.k0 = false, "quoted key 1" = array<i16: -1, -8784, -1, 258, -960>, sym_name2 = #map2} : (f80) -> ()
        "z.nop"(%15#0, %15#2) {k$1 = array<i1: true, false, true, false, true>, "quoted key 0"} : (f80, tensor<?xindex>) -> ()
        %16:3 = "bar.yield"() <{b0 = -3490530 : i32, b2, sym_name1 = loc("a.mlir":109:426)}> : () -> (i32, i17, f8E5M2FNUZ)
      }) : () -> ()
    }, {
    ^bb0(%arg0: complex<bf16>, %arg1: !foo.type):
    }, {
    }) : (tensor<2x?x?x305xvector<[13]x5xf64>>, f8E4M3B11FNUZ, tuple<i24, si128, f64, index>) -> vector<9x2xf8E8M0FNU>
    %11 = "foo.op"() : () -> tuple<i24, si128, f64, index>
    %12 = "my_dialect.thing"(%9, %5) {z90} : (tuple<i8, si1, ui64>, memref<?x3xbf16, "gpu">) -> i64
  }) {attr1 = -32768 : i16, value0 = #map3, z92 = "<s\00\91._\00\22\0A\09"} : (!x<"abc">, !x<"abc">, f16) -> ()
  %7 = "my_dialect.thing"() : () -> si64
  %8:4 = "foo.bar"() ({
  }, {
  }) : () -> (!tuple, index, index, tensor<488xui1>)
  "foo.op"(%8#3) {a0 = {foo.k0 = dense<[[0, 3, -1, 0]]> : tensor<1x4xsi3>}} : (tensor<488xui1>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x080000003AEC6ECD1F04D923C401920374F1AAA847B03DE3957718A6"
    }
  }
#-}

