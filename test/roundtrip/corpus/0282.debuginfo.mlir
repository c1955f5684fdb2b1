#loc5 = loc(unknown)
#loc6 = loc("src/x.py":160:74)
#loc8 = loc("0282.in.mlir":11:10)
#loc9 = loc("0282.in.mlir":11:20)
#loc10 = loc("0282.in.mlir":11:50)
#loc14 = loc("0282.in.mlir":17:8)
#loc16 = loc("src/x.py":50:72 to :61)
#loc17 = loc("0282.in.mlir":20:58)
#loc18 = loc("f":5:1 to 6:38)
#map = affine_map<(d0, d1)[s0, s1] -> (s1, -d0 - s0, (-d1 + s1) floordiv 3)>
#loc32 = loc(callsite(#loc5 at #loc6))
"builtin.module"() ({
  %0 = "z.nop"() {attr0 = sparse<[[3, 0], [2, 1], [0, 2], [3, 2]], [1, -45, 1, 0]> : tensor<4x3xi8>, attr2 = "\\{@z*!_\D1\\-#", b3 = dense_resource<r.0> : tensor<4xi8>, value1 = dense<-5.195310e-01> : vector<2xbf16>} : () -> complex<i32> loc(#loc1)
  %1 = "foo.op"() : () -> i3 loc(#loc2)
  "x.y"(%1) : (i3) -> () loc(#loc3)
  %2 = "d.op_1"() <{sym_name0 = dense<> : tensor<0x4x4xi32>, sym_name1 = f16}> ({
  }, {
  ^bb0(%arg0: f6E3M2FN loc(callsite(#loc5 at #loc6))):
    %3 = "foo.op"() <{}> ({
    ^bb0(%arg5: i32 loc("0282.in.mlir":11:10), %arg6: !my_dialect<"x<y>"> loc("0282.in.mlir":11:20), %arg7: tuple<f128> loc("0282.in.mlir":11:50)):
      "a.b"(%arg6) {z90} : (!my_dialect<"x<y>">) -> () loc(#loc11)
      "foo.bar"() {d.k0 = [], d.k1 = "{*\C3\A9%\00{", foo.k3 = 0 : i3, "quoted key 2" = -2.000000e+00 : f64} : () -> () loc(#loc33)
    }, {
    }) {_u0 = dense_resource<blob1> : tensor<1xi64>, d.k2 = false, k$3 = array<i16: 41, 2>, value1 = false} : () -> memref<8xi64> loc(#loc7)
    %4:3 = "z.nop"(%0, %0, %arg0) ({
    ^bb0(%arg4: ui17 loc("0282.in.mlir":17:8)):
    }) : (complex<i32>, complex<i32>, f6E3M2FN) -> (memref<348x?x5xui24, strided<[?, 61, ?], offset: ?>>, tuple<>, f8E4M3FN) loc(#loc13)
    %5 = "z.nop"() ({
    ^bb0(%arg1: tensor<f32> loc("src/x.py":50:72 to :61), %arg2: si64 loc("0282.in.mlir":20:58), %arg3: si32 loc("f":5:1 to 6:38)):
    }, {
      "builtin.module"() ({
        %7:3 = "d.op_1"() : () -> (vector<11x5xsi3>, complex<ui32>, ui64) loc(#loc5)
        "x.y"(%7#0, %7#2, %7#2) {a1 = 4.640000e+02 : f64, sym_name2 = "\09 \F0\9F\99\82@\00/@-", z90} : (vector<11x5xsi3>, ui64, ui64) -> () loc(#loc20)
        %8 = "foo.op"(%7#0, %7#2, %7#1) ({
          "foo.op"(%7#0, %7#2) {attr3 = false, d.k1 = array<i32: 0, -1, 2>, value0 = ["o{\\\\", "", 45 : index], value2} : (vector<11x5xsi3>, ui64) -> () loc(#loc34)
          "x.y"(%7#0, %7#0) {b1 = [true, si32], sym_name0 = "0\0A/.0\00\E6\97\A5\E6\9C\AC\F70z.#"} : (vector<11x5xsi3>, vector<11x5xsi3>) -> () loc(#loc23)
          %10 = "foo.bar"() <{attr1 = 36 : index, foo.k3 = sparse<[[5], [3]], [7.812500e+00, -6.523440e-01]> : tensor<6xbf16>, "quoted key 2" = [12 : index, false, 6563 : i32], x0 = 0 : i24}> : () -> memref<*xi17, "gpu"> loc(#loc24)
          %11 = "bar.yield"() {"quoted key 1" = "b{\00z#\22", value0 = 0 : i64} : () -> complex<f6E2M3FN> loc(#loc36)
          "foo.bar.baz"(%7#2) : (ui64) -> () loc(#loc27)
        }, {
        }) : (vector<11x5xsi3>, ui64, complex<ui32>) -> (() -> ()) loc(#loc21)
        "x.y"() {foo.k3 = dense<0> : tensor<2xui8>, my.k0 = #map, x1 = sparse<[[4, 1], [5, 1], [3, 0], [1, 1]], [2, 0, 265553, 101]> : tensor<6x2xi32>, z92 = #foo<"x<1>">} : () -> () loc(#loc28)
        %9 = "foo.compute"(%7#0, %7#1) : (vector<11x5xsi3>, complex<ui32>) -> tensor<4xf16> loc(#loc29)
      }) : () -> () loc(#loc19)
    }) : () -> complex<f8E4M3FNUZ> loc(#loc15)
    "x.y"(%4#1, %5) : (tuple<>, complex<f8E4M3FNUZ>) -> () loc(#loc30)
    %6:3 = "foo.bar.baz"(%4#2) {_u1 = #bar.flag, b0 = i1024, "quoted key 2"} : (f8E4M3FN) -> (tensor<?xsi24>, bf16, tensor<783x0xf8E3M4>) loc(#loc31)
  }, {
  }) : () -> !bar.a.b loc(#loc4)
}) {foo.module_attr = !x.t} : () -> () loc(#loc)
#loc = loc("0282.in.mlir":1:1)
#loc1 = loc("0282.in.mlir":2:8)
#loc2 = loc("0282.in.mlir":3:9)
#loc3 = loc("0282.in.mlir":4:3)
#loc4 = loc("0282.in.mlir":7:13)
#loc7 = loc("0282.in.mlir":10:15)
#loc11 = loc("0282.in.mlir":12:7)
#loc12 = loc("a.mlir":110:133)
#loc13 = loc("a.mlir":250:429)
#loc15 = loc("0282.in.mlir":19:12)
#loc19 = loc("name")
#loc20 = loc("0282.in.mlir":25:9)
#loc21 = loc("0282.in.mlir":26:16)
#loc22 = loc("dir/with space.c":225:292)
#loc23 = loc("a.mlir":0:483)
#loc24 = loc("0282.in.mlir":30:18)
#loc25 = loc("":3:63 to 5:46)
#loc26 = loc("-":0:87)
#loc27 = loc("0282.in.mlir":33:11)
#loc28 = loc("0282.in.mlir":36:9)
#loc29 = loc("a.mlir":155:338)
#loc30 = loc("dir/with space.c":85:214)
#loc31 = loc("0282.in.mlir":41:19)
#loc33 = loc("n"(#loc12))
#loc34 = loc(callsite(#loc22 at #loc5))
#loc35 = loc("v"(#loc26))
#loc36 = loc(callsite(#loc25 at #loc35))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000025AF721D",
      blob1: "0x080000007D97CFB8C3E9C163"
    }
  }
#-}

