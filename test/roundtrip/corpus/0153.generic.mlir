!tuple = tuple<f32, i17, bf16, si8, i32, !foo.v<<{87 , ? , ?},-4,-0> , -3 , {-5 , -8 , <? 73 -2>}>, ui1024, i32, f16, f64, complex<f8E8M0FNU>, i1, f8E5M2, ui64, memref<1xf8E4M3FN>, f32, i64, i24, f16>
#distinct = distinct[0]<2.125000e+00 : f8E3M4>
#loc = loc("-":321:57)
#loc1 = loc("name")
#map = affine_map<(d0)[s0, s1] -> ((s0 mod 5) ceildiv 3)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#map2 = affine_map<()[s0, s1] -> (s0 * 6, 0, 6)>
#map3 = affine_map<(d0)[s0, s1] -> (10, s1)>
#set = affine_set<(d0)[s0] : ((d0 - 6) floordiv 7 == 0, d0 mod 5 - (-d0 + s0) >= 0)>
#loc2 = loc(fused[#loc, #loc1])
"builtin.module"() <{sym_name = "m62"}> ({
  %0:3 = "foo.compute"() {_u0 = -6.22800891441142145498E+282 : f80, k$1} : () -> (ui1, tuple<f8E8M0FNU, f16>, complex<f32>)
  %1 = "foo.compute"(%0#0, %0#2) ({
    %16 = "my_dialect.thing"(%0#0) ({
      "z.nop"() <{}> ({
      }, {
      ^bb0(%arg5: vector<16xindex>, %arg6: f4E2M1FN, %arg7: !tuple):
        %29:3 = "a.b"(%arg5, %0#1, %arg5) : (vector<16xindex>, tuple<f8E8M0FNU, f16>, vector<16xindex>) -> (bf16, vector<[2]x[2]xf64>, memref<*xindex, 1>)
      }) : () -> ()
      %24 = "d.op_1"() {a0 = 1.015630e-01 : f8E4M3FNUZ} : () -> !my_dialect.v<{<20, -5, -3>,i8},a.b,84>
      %25 = "d.op_1"(%0#0, %0#1) {x0 = #map, z91 = "\09*} \0A"} : (ui1, tuple<f8E8M0FNU, f16>) -> tensor<390xui128>
      %26 = "my_dialect.thing"(%0#2, %0#1, %24) : (complex<f32>, tuple<f8E8M0FNU, f16>, !my_dialect.v<{<20, -5, -3>,i8},a.b,84>) -> (() -> ())
      %27 = "a.b"(%0#2) <{_u1, a0 = 60 : index, d.k2 = tuple<bf16, i128, i64, f64, f80, i64, index, f64, f16, i64, i24, f32, ui8, index, f16, f8E4M3FN, f32, i7, f64, f4E2M1FN>}> : (complex<f32>) -> si32
      %28:3 = "foo.op"(%24, %27, %24) : (!my_dialect.v<{<20, -5, -3>,i8},a.b,84>, si32, !my_dialect.v<{<20, -5, -3>,i8},a.b,84>) -> (bf16, tensor<?x?x62x8x!foo.param<14 , -7>>, complex<f16>)
    }, {
    ^bb0(%arg3: complex<si8>):
      "a.b"(%0#2) {foo.k0 = [#loc2, 1.920000e+02 : f8E4M3FNUZ]} : (complex<f32>) -> ()
      %17:2 = "x.y"() <{"quoted key 0" = dense<[1.000000e-01, 8.276200e-08, 9.75699996]> : tensor<3xf32>, sym_name1 = true, sym_name2 = dense<3.750000e-01> : tensor<f6E3M2FN>}> ({
      ^bb0(%arg4: complex<tf32>):
        %23 = "x.y"() : () -> memref<?x49xcomplex<ui1>, strided<[?, 1], offset: 15>, 6>
      }) : () -> (i32, memref<70xvector<11x2x2xi3>, "local mem">)
      %18:3 = "foo.bar.baz"(%0#2) {attr0 = #distinct} : (complex<f32>) -> (tensor<8x0x5xcomplex<f32>>, i128, f8E4M3)
      %19 = "foo.bar"(%17#0, %18#1, %18#1) : (i32, i128, i128) -> ((!bar.param<"x y">, index) -> (none, !x.t<{[?, "x y", -7],[f32, "x y"]}>))
      %20:3 = "foo.op"(%18#2, %18#0, %18#2) ({
        "foo.bar.baz"() : () -> ()
        %21 = "z.nop"() <{attr1 = 4.741740e+02 : f64, value0 = "\09"}> {my.k0 = #my<"x<1>">} : () -> bf16
        %22 = "foo.compute"(%0#0) {"quoted key 2" = 59 : index, sym_name0 = dense<-3.20436069E-31> : tensor<4x4x3xf32>, x1 = #my.attr} : (ui1) -> index
      }) : (f8E4M3, tensor<8x0x5xcomplex<f32>>, f8E4M3) -> (vector<16x12x[3]xui1024>, index, index)
    }) {attr0 = false} : (ui1) -> f64
  }, {
  }, {
    "cfx.cond_br"()[^bb1, ^bb3] <{d.k1 = dense<-1> : tensor<i64>, k$0 = affine_map<(d0, d1, d2)[s0, s1] -> ()>}> ({
      "foo.op"() <{_u2 = 4294967295 : ui32, "quoted key 1" = dense<[[[0, 4], [0, 1], [16777215, 14709]]]> : tensor<1x3x2xui24>, value3 = #my.p<96 [-1]>, x0 = -1 : i64}> ({
        %15 = "foo.bar.baz"(%0#1, %0#2, %0#0) <{}> {b1 = array<f32>, d.k0 = dense<> : tensor<0xui32>, foo.k2 = false} : (tuple<f8E8M0FNU, f16>, complex<f32>, ui1) -> bf16
        "x.switch"(%0#0, %15, %0#1)[^bb1] <{_u1 = 0 : index, sym_name0 = true}> {z90 = #map1} : (ui1, bf16, tuple<f8E8M0FNU, f16>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "foo.br"()[^bb1] : () -> ()
      }) : () -> ()
      %13 = "d.op_1"() <{my.k1 = distinct[1]<>, "quoted key 0" = 1 : i64}> : () -> ui16
      %14 = "my_dialect.thing"(%0#2, %0#1) {d.k0 = #map2} : (complex<f32>, tuple<f8E8M0FNU, f16>) -> vector<3x9xf8E5M2FNUZ>
    }) : () -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"(%0#0)[^bb2] {k$0 = [unit, ["-\0A\\\0C\\\05"]], my.k1} : (ui1) -> ()
  ^bb2(%6: f32):  // pred: ^bb1
    "a.jump"(%6)[^bb3, ^bb3] ({
    ^bb0(%arg0: !x.t_1, %arg1: memref<19x980xi64, strided<[63, 1]>>, %arg2: tensor<si64>):
      %11 = "d.op_1"() : () -> tuple<si1, i16, si1024>
      %12:4 = "x.y"(%arg0, %6, %arg2) {b0 = "z#\0A\00\C3\A9b\C3\A9" : f8E8M0FNU, b2 = "", z91 = dense<> : tensor<0xui32>} : (!x.t_1, f32, tensor<si64>) -> (f64, (i1, memref<1xvector<15x7x10xi32>, strided<[40], offset: 3>, 7>, f64) -> tf32, complex<f8E4M3>, memref<19xbf16>)
    }) {_u1 = "*", attr2 = 1.000000e+00 : f32, sym_name0 = dense<> : tensor<0xui32>} : (f32) -> ()
  ^bb3(%7: f32):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb3
    %8 = "foo.op"(%0#1, %0#0, %0#1) {foo.k0 = #set, k$1 = {_u1 = false, attr2 = false, b3 = 0 : ui8, x0 = array<i8>}, z92 = #map3} : (tuple<f8E8M0FNU, f16>, ui1, tuple<f8E8M0FNU, f16>) -> !my_dialect.v<{<20, -5, -3>,i8},a.b,84>
    %9:3 = "bar.yield"(%0#2, %0#0, %7) ({
    }) {x0 = 1 : i64} : (complex<f32>, ui1, f32) -> (i1024, complex<i8>, ui3)
    "foo.compute"(%9#2, %9#1) <{_u1 = [7 : index, @f_1], _u2, x3 = array<i64: 383601606893488, -9223372036854775808>, z90 = -1 : i64}> : (ui3, complex<i8>) -> ()
    "z.nop"(%9#0, %0#2, %9#0) : (i1024, complex<f32>, i1024) -> ()
    %10:3 = "a.b"(%0#2, %9#1, %9#1) : (complex<f32>, complex<i8>, complex<i8>) -> (none, vector<5x[15]xf80>, ui1)
    "foo.br"(%10#1, %10#1)[^bb3] : (vector<5x[15]xf80>, vector<5x[15]xf80>) -> ()
  }) {"quoted key 1" = @_priv::@a, sym_name0} : (ui1, complex<f32>) -> memref<2xindex>
  %2 = "bar.yield"(%0#1) ({
    %4 = "a.b"(%0#2) : (complex<f32>) -> tuple<i7>
    %5:2 = "d.op_1"(%4, %4) <{b1 = [@c, "_*-*\E6\97\A5\E6\9C\AC" : bf16, affine_set<(d0, d1, d2)[s0] : ((d2 - 8) * -6 + 3 >= 0, -1 >= 0, (d1 + d2) ceildiv 6 >= 0)>], d.k2 = {}, z90}> : (tuple<i7>, tuple<i7>) -> (!x.t<{{?, "x y"},true,[98]} <f32, <56 27 f32>> -7>, f6E3M2FN)
  }, {
  }) : (tuple<f8E8M0FNU, f16>) -> memref<2xvector<5xf8E4M3>>
  %3 = "foo.bar"(%0#1, %1) : (tuple<f8E8M0FNU, f16>, memref<2xindex>) -> f8E5M2
}) {foo.module_attr = "\00\00\0A_#\\\00_"} : () -> ()

