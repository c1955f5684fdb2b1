!tuple = tuple<i1024, i64, index, i17, si1, f8E4M3, f64, complex<f64>, i1, index, i64, tensor<?xf16>, f8E5M2, f8E4M3, f8E5M2FNUZ, complex<i8>, i32>
!tuple1 = tuple<!x.v<-6, ?>, bf16, si3, i32, si32, i32, f64, si1, ui17, none, complex<f80>, index, f32, none, bf16, ui24, bf16, i8, i3>
#distinct = distinct[0]<@_priv>
#loc = loc("src/x.py":40:63 to 41:62)
#loc1 = loc("a.mlir":43:42 to :44)
#loc2 = loc("":35:43 to 36:57)
#loc3 = loc(unknown)
#loc4 = loc("with \22q\22")
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d2, d1, s1 ceildiv 8 + s1 * s1)>
#map1 = affine_map<(d0, d1, d2) -> ((d2 floordiv 9) ceildiv 9, (-d2) mod 7, -d1 + 15)>
#map2 = affine_map<(d0, d1) -> (d1 floordiv 2, (d0 - d1) ceildiv 4)>
#set = affine_set<(d0) : (-71 >= 0, -d0 + 5 >= 0)>
#loc5 = loc(fused<4 : i32>[#loc, #loc1, #loc2])
#loc6 = loc(callsite(#loc5 at #loc3))
"builtin.module"() ({
  %0:4 = "foo.bar"() : () -> (f8E4M3FN, i24, vector<8x10x2xf8E5M2>, f4E2M1FN)
  %1 = "foo.bar.baz"(%0#3, %0#2) : (f4E2M1FN, vector<8x10x2xf8E5M2>) -> f64
  %2 = "foo.bar"(%0#3) <{k$0 = dense<11> : tensor<126xsi32>, "quoted key 1" = "\22\00&\00z\7F" : ui8}> ({
  ^bb0(%arg6: si1024, %arg7: tuple<bf16, f32, i64>):
    %26:4 = "bar.yield"(%1) : (f64) -> (tuple<f16, ui64>, !tuple, tensor<1x734xsi7>, !my_dialect.param<-5, 81, -1>)
  }, {
    %4:2 = "x.y"(%0#3, %1) {value1, z90 = tensor<29x1004x4x959xi32>} : (f4E2M1FN, f64) -> (tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>, f8E4M3)
    %5 = "foo.bar"(%4#0, %4#0) ({
      "builtin.module"() ({
        %25 = "bar.yield"() <{_u1, value0 = loc("f":28:55), x2}> ({
        }) {attr0 = {sym_name0 = [@_priv::@s$::@x.y, #map], sym_name1 = {_u1, k$0 = @f_1::@f_1::@a, "quoted key 3" = array<i1: true, false, false, true>, sym_name2 = dense<> : tensor<0x0x3xsi17>}}} : () -> none
      }) : () -> ()
    }) {x0 = #map1} : (tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>, tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>) -> f16
    "a.jump"(%0#1, %1)[^bb1] ({
      "builtin.module"() ({
        %12:4 = "a.b"() ({
        ^bb0(%arg3: memref<?x2xsi64, "shared">, %arg4: tensor<245xcomplex<f16>>, %arg5: i32):
          %22:3 = "z.nop"(%arg3) : (memref<?x2xsi64, "shared">) -> (tensor<725xf16>, index, i7)
          %23:3 = "x.y"(%22#1, %22#1, %arg5) : (index, index, i32) -> ((f16) -> (), si32, index)
          %24 = "bar.yield"() : () -> i17
        }) {b1 = 0x80 : f8E4M3FNUZ, b2 = [array<i32: -2147483648, -2147483648, 1, 0>, @x.y], k$0} : () -> (!bar.t, index, !bar<"a b">, !bar.t<?>)
        %13:3 = "foo.op"(%12#1, %12#3, %12#1) ({
        }, {
        ^bb0(%arg0: index, %arg1: ui32, %arg2: index):
          "z.nop"(%arg2, %arg0, %arg0) : (index, index, index) -> ()
          %21 = "foo.bar.baz"(%12#0, %12#3, %12#1) : (!bar.t, !bar.t<?>, index) -> memref<?x4x4xbf16, strided<[?, 12, ?]>>
        }, {
          %16 = "my_dialect.thing"(%12#1) : (index) -> vector<9x7xf6E2M3FN>
          "foo.bar"(%16) {a2 = #bar<"abc">, d.k0 = [#distinct, 36 : index, @"\C3\A9"], sym_name1 = #set} : (vector<9x7xf6E2M3FN>) -> ()
          %17 = "x.y"(%12#0, %12#1, %12#2) : (!bar.t, index, !bar<"a b">) -> ui32
          %18 = "z.nop"(%12#1, %12#3) : (index, !bar.t<?>) -> !tuple1
          %19:4 = "z.nop"(%12#3) {a1 = dense<[[[1.373000e+00, 1.17549435E-38]]]> : tensor<1x1x2xf64>, a2 = 0 : index, b0} : (!bar.t<?>) -> (i8, f64, bf16, !x.t_1)
          %20:3 = "x.y"(%19#0, %12#1) : (i8, index) -> (index, tensor<0x1xi32>, complex<f6E2M3FN>)
        }) : (index, !bar.t<?>, index) -> (i32, memref<?x27x?xsi17>, tensor<4x45x4xi8>)
        %14 = "bar.yield"(%13#2, %13#2) <{my.k1 = -5.060430e-05 : f16, z90 = affine_map<(d0)[s0, s1] -> ()>}> {d.k1, value0 = -9223372036854775808 : index} : (tensor<4x45x4xi8>, tensor<4x45x4xi8>) -> si32
        "x.y"() {_u1 = dense<5.500000e+02> : tensor<1xf16>, k$3 = dense<[0xF0, 0x70, 8.125000e-01]> : tensor<3xf8E3M4>, sym_name0 = 0 : i8, z92} : () -> ()
        %15 = "foo.op"(%13#2, %13#2) : (tensor<4x45x4xi8>, tensor<4x45x4xi8>) -> memref<172x?xui64, #map2>
        "z.nop"(%14, %13#1, %15) <{attr2 = dense_resource<blob0> : tensor<6xf64>, sym_name1 = si32, z90 = 0 : i64, z93 = {a1, foo.k0 = affine_map<(d0, d1, d2) -> (5, d1 mod 8 - d0, (d1 - d0) mod 7)>, k$2, sym_name3 = affine_map<(d0) -> ()>}}> {attr2 = 40 : index, b0 = 1.999510e-01 : f16, "quoted key 1" = #loc6} : (si32, memref<?x27x?xsi17>, memref<172x?xui64, #map2>) -> ()
      }) : () -> ()
    }) : (i24, f64) -> ()
  ^bb1:  // pred: ^bb0
    %6:3 = "z.nop"(%1) <{d.k3 = ["<", #bar.a<a.b>, -5.000000e-01 : tf32], foo.k0 = "-\\\7F_" : si32, value2 = dense<[[-23293, -6583, -19542], [23529, 29825, -28533]]> : vector<2x3xi16>, x1 = 2 : i32}> ({
      %9:4 = "foo.compute"(%4#1) ({
        %11 = "a.b"() {foo.k0} : () -> complex<f32>
      }) {attr0 = dense<(69,-60)> : tensor<299xcomplex<i32>>, x1 = tuple<>} : (f8E4M3) -> (si32, bf16, (si1024, tensor<24xcomplex<tf32>>) -> !foo.t, tensor<f64>)
      %10 = "foo.bar"() {b0 = tensor<41x4x?x283x!x<"x<y>">>, sym_name1} : () -> complex<f64>
    }) {_u1 = #loc4, attr0 = #my.flag} : (f64) -> (bf16, f32, !x.param<[["x y"],?],-3,[-8]>)
    %7:4 = "z.nop"() {z90 = "\09b\\'b\0A\22" : si1024} : () -> (f8E4M3, index, i1, i8)
    %8 = "foo.compute"(%5, %0#1) : (f16, i24) -> f16
  }) : (f4E2M1FN) -> memref<7x?x45xcomplex<i1024>, strided<[21, 45, 1]>, {kind = "scratch"}>
  %3 = "a.b"(%2, %0#2, %0#1) : (memref<7x?x45xcomplex<i1024>, strided<[21, 45, 1]>, {kind = "scratch"}>, vector<8x10x2xf8E5M2>, i24) -> !x.t_1
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B60293030593F45879E0E8602704275ADA765EFE6BDA90CC243AE850AAF1B6288113A7022305527636686E99C5C7B466"
    }
  }
#-}

