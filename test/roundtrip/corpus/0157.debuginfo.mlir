#loc14 = loc("0157.in.mlir":26:4)
#loc20 = loc("src/x.py":224:173)
#loc31 = loc("0157.in.mlir":53:7)
#loc34 = loc("0157.in.mlir":57:6)
#loc35 = loc("0157.in.mlir":57:38)
#map = affine_map<()[s0] -> ((s0 + 1) mod 5, (-s0) floordiv 8, (-s0 + 5) * s0)>
"builtin.module"() ({
  "my_dialect.thing"() <{a1 = -4138677 : i32, attr3 = [false, affine_map<()[s0, s1] -> (s1)>, @c::@a::@s$, dense<[[859, 121], [944, 244], [914, 82], [642, 473]]> : vector<4x2xindex>], k$2 = distinct[0]<>, "quoted key 0" = "_<\C3\9FX{*\09\C3\A9"}> ({
    "bar.yield"() ({
      "z.nop"() : () -> () loc(#loc3)
      %17 = "z.nop"() ({
        "foo.compute"() : () -> () loc(#loc5)
        %19 = "z.nop"() {attr2 = 16 : index, b1 = {_u0 = " \22\E6\97\A5\E6\9C\AC#' '\09/<\C3\9F", b3 = -170141183460469231731687303715884105728 : si128, sym_name2 = 2.800000e+01 : f6E3M2FN, z91}, sym_name3 = "!", z90 = dense_resource<r.0> : tensor<4xi32>} : () -> vector<6x[10]xf64> loc(#loc6)
        "foo.op"(%19, %19, %19) <{k$0}> : (vector<6x[10]xf64>, vector<6x[10]xf64>, vector<6x[10]xf64>) -> () loc(#loc7)
        %20 = "foo.op"() {_u0, attr2 = dense<482801733> : vector<3x2xi32>, k$1} : () -> index loc(#loc8)
      }) : () -> memref<63xi16, "local mem"> loc(#loc4)
      %18 = "foo.bar.baz"(%17, %17) ({
      }) : (memref<63xi16, "local mem">, memref<63xi16, "local mem">) -> complex<i16> loc(#loc9)
    }) : () -> () loc(#loc2)
    "foo.bar.baz"() <{a0 = dense_resource<r.1> : tensor<6xi32>}> : () -> () loc(#loc10)
    %9 = "bar.yield"() : () -> index loc(#loc11)
    %10 = "foo.bar"(%9) : (index) -> index loc(#loc12)
    "foo.op"(%10, %10) ({
    ^bb0(%arg3: memref<3xcomplex<f80>, 5> loc("0157.in.mlir":26:4)):
      %12:2 = "foo.bar.baz"(%9, %9, %arg3) : (index, index, memref<3xcomplex<f80>, 5>) -> (tuple<f32, f32, f8E4M3FN, index>, tuple<>) loc(#loc15)
      %13 = "foo.op"(%12#0, %12#0, %12#0) ({
      ^bb0:
      }, {
        %14 = "x.y"(%10, %12#0) : (index, tuple<f32, f32, f8E4M3FN, index>) -> f16 loc(#loc17)
        %15:3 = "x.y"(%12#1, %12#0) : (tuple<>, tuple<f32, f32, f8E4M3FN, index>) -> (ui7, ui32, si128) loc(#loc18)
        %16 = "a.b"(%10) <{sym_name0 = 1 : si64}> {a0 = #loc20, sym_name1, value2 = dense<[[-2.7182818284590451, -1.000000e+00], [0.000000e+00, 2.500000e-03], [9.9169999999999998, 2.000000e+00]]> : tensor<3x2xf64>} : (index) -> tensor<?x2x?xf8E4M3FNUZ, #foo.enc> loc(#loc19)
      }) : (tuple<f32, f32, f8E4M3FN, index>, tuple<f32, f32, f8E4M3FN, index>, tuple<f32, f32, f8E4M3FN, index>) -> vector<13xsi32> loc(#loc16)
    }) : (index, index) -> () loc(#loc13)
    "cfx.cond_br"(%9, %9, %9)[^bb1, ^bb1] <{}> : (index, index, index) -> () loc(#loc21)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    %11 = "z.nop"(%10) : (index) -> index loc(#loc22)
    "foo.br"(%10, %11, %9)[^bb1] : (index, index, index) -> () loc(#loc23)
  }) : () -> () loc(#loc1)
  "a.b"() {_u0 = @b, x1} : () -> () loc(#loc24)
  %0 = "a.b"() <{attr2, x0 = array<f64: 8.6942121199042528E-13, 1.000000e-30, -1.000000e+02>, z91 = dense<""> : tensor<!foo.str>}> ({
    %2:4 = "foo.bar.baz"() ({
    }) : () -> (complex<i64>, complex<f16>, tensor<*xui24>, f8E3M4) loc(#loc26)
    %3 = "foo.bar.baz"(%2#3, %2#1, %2#0) : (f8E3M4, complex<f16>, complex<i64>) -> si7 loc(#loc27)
    %4:2 = "z.nop"(%2#2) <{b0, k$1, k$2 = 9223372036854775807 : index, sym_name3 = false}> {b1 = 0 : i1024, my.k0 = #map} : (tensor<*xui24>) -> (!bar.t<6, ["x y" , -6 , 98], 26>, f8E4M3B11FNUZ) loc(#loc28)
    %5 = "a.b"(%4#0, %4#0, %2#1) <{}> {"quoted key 0" = true} : (!bar.t<6, ["x y" , -6 , 98], 26>, !bar.t<6, ["x y" , -6 , 98], 26>, complex<f16>) -> si16 loc(#loc29)
    %6:3 = "d.op_1"() ({
    ^bb0(%arg2: f8E4M3 loc("0157.in.mlir":53:7)):
      %7 = "d.op_1"() {_u1 = "\C3\9F%z!{\00.<X<#0" : ui1, z90 = true} : () -> ((tensor<0x5xsi8>, ui16, f8E8M0FNU) -> vector<[8]x11xi64>) loc(#loc32)
      %8 = "foo.bar.baz"() : () -> tensor<3xsi1024> loc(#loc33)
    }, {
    ^bb0(%arg0: () -> (si7, si32) loc("0157.in.mlir":57:6), %arg1: tuple<f16, f6E2M3FN, i8> loc("0157.in.mlir":57:38)):
    }) {k$0 = "\0A*\00/%b-\0AX\09o/"} : () -> (index, tensor<?x?x0x475xcomplex<f80>>, tuple<f16>) loc(#loc30)
  }) : () -> f32 loc(#loc25)
  %1 = "foo.bar.baz"(%0, %0) <{a1, attr0, z92 = @a::@s$}> : (f32, f32) -> f8E8M0FNU loc(#loc36)
}) : () -> () loc(#loc)
#loc = loc("0157.in.mlir":0:0)
#loc1 = loc("0157.in.mlir":7:1)
#loc2 = loc("0157.in.mlir":9:1)
#loc3 = loc("-":313:402)
#loc4 = loc("0157.in.mlir":11:6)
#loc5 = loc("0157.in.mlir":12:1)
#loc6 = loc("0157.in.mlir":13:10)
#loc7 = loc("a.mlir":0:4294967295)
#loc8 = loc("0157.in.mlir":17:6)
#loc9 = loc("0157.in.mlir":19:7)
#loc10 = loc("a.mlir":0:0)
#loc11 = loc("dir/with space.c":26:34 to 29:59)
#loc12 = loc("0157.in.mlir":24:7)
#loc13 = loc("0157.in.mlir":25:1)
#loc15 = loc("-":141:345)
#loc16 = loc("0157.in.mlir":29:9)
#loc17 = loc("0157.in.mlir":32:9)
#loc18 = loc("0157.in.mlir":33:10)
#loc19 = loc("src/x.py":461:205)
#loc21 = loc("0157.in.mlir":38:1)
#loc22 = loc("0157.in.mlir":40:7)
#loc23 = loc("src/x.py":0:427)
#loc24 = loc("f":226:384)
#loc25 = loc("with \22q\22")
#loc26 = loc("0157.in.mlir":46:9)
#loc27 = loc("0157.in.mlir":48:8)
#loc28 = loc("0157.in.mlir":49:9)
#loc29 = loc("0157.in.mlir":50:8)
#loc30 = loc("0157.in.mlir":52:19)
#loc32 = loc("dir/with space.c":75:0)
#loc33 = loc("0157.in.mlir":55:8)
#loc36 = loc("0157.in.mlir":61:12)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000A8C25683AA374AA0FBAE21E013256C2B",
      r.1: "0x04000000466CBC479C3AEF51E8AD7E9AF4DC7DDFAE3E031863E37C69"
    }
  }
#-}

