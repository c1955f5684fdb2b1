#loc14 = loc("0152.in.mlir":16:4)
#loc15 = loc("x")
#loc19 = loc("0152.in.mlir":20:8)
#loc20 = loc("src/x.py":0:3)
#loc40 = loc("name")
#loc41 = loc(unknown)
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 - 8) floordiv 6)>
#map2 = affine_map<(d0, d1, d2) -> (d1 + d2, 8)>
#set = affine_set<(d0) : (d0 == 0, d0 * 4 - 5 == 0, -4 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() <{}> ({
  }) : () -> !x.param<{"x y" -4 abc} , -2 , i8> loc(#loc1)
  "foo.compute"(%0) ({
    %3 = "a.b"() {sym_name1 = true, x0 = distinct[0]<>, x2 = true} : () -> vector<10xf32> loc(#loc49)
    %4:4 = "z.nop"(%0, %0, %3) : (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>, vector<10xf32>) -> (none, tensor<6x?xf32>, f16, bf16) loc(#loc5)
    "a.b"(%4#3, %0) ({
      "my_dialect.thing"() <{_u0 = "_<\09\00\22"}> : () -> () loc(#loc7)
      "foo.op"(%4#3, %4#2, %4#1) {_u3, sym_name0 = #x.a, sym_name1 = [array<f64: 3.14159265358979, 4.278450e+07, 3.381740e+05, 1.000000e-30>], value2} : (bf16, f16, tensor<6x?xf32>) -> () loc(#loc46)
      %23:3 = "foo.compute"(%4#1) : (tensor<6x?xf32>) -> (complex<f32>, vector<2xf8E3M4>, (f64) -> vector<index>) loc(#loc11)
      "foo.compute"(%23#2) : ((f64) -> vector<index>) -> () loc(#loc5)
      %24:4 = "d.op_1"(%4#3, %3) : (bf16, vector<10xf32>) -> (memref<59xi8>, i24, tensor<0x34xi8, 6 : i32>, index) loc(#loc12)
    }) {a0 = @b} : (bf16, !x.param<{"x y" -4 abc} , -2 , i8>) -> () loc(#loc6)
    "foo.br"(%4#3)[^bb1, ^bb2] {attr0 = "b{\00\F0\9F\99\82\22\B2_\22\22", "quoted key 1" = true} : (bf16) -> () loc(#loc13)
  ^bb1(%5: f32 loc("0152.in.mlir":16:4), %6: complex<i1024> loc("x")):  // pred: ^bb0
    "foo.compute"(%4#2, %4#3, %4#2) <{b1 = dense<882.389343> : vector<1xf32>, "quoted key 0" = true}> : (f16, bf16, f16) -> () loc(#loc16)
    "foo.compute"(%6, %0) : (complex<i1024>, !x.param<{"x y" -4 abc} , -2 , i8>) -> () loc(#loc17)
    %7 = "foo.bar"() ({
    ^bb0(%arg0: vector<[7]xf8E5M2> loc("0152.in.mlir":20:8), %arg1: (bf16) -> () loc("src/x.py":0:3)):
      %17 = "bar.yield"(%4#0, %arg1) : (none, (bf16) -> ()) -> !x.a.b loc(#loc21)
      %18:4 = "x.y"() <{a0 = true, attr2 = #foo<"abc">, d.k1 = "\00\\\\}aa"}> : () -> (vector<13xf64>, f16, index, tensor<453x538x765xsi64>) loc(#loc47)
      "foo.bar.baz"(%18#2, %4#0, %18#0) : (index, none, vector<13xf64>) -> () loc(#loc24)
      "x.y"(%18#2, %18#2) ({
        %20 = "z.nop"(%18#0, %18#3) : (vector<13xf64>, tensor<453x538x765xsi64>) -> i3 loc(#loc5)
        %21 = "my_dialect.thing"(%18#2) : (index) -> f8E8M0FNU loc(#loc26)
        %22 = "my_dialect.thing"() : () -> bf16 loc(#loc15)
      }) : (index, index) -> () loc(#loc25)
      %19:4 = "foo.compute"(%18#1, %18#2, %6) : (f16, index, complex<i1024>) -> (f32, index, i32, tensor<0x838x0xf8E5M2FNUZ>) loc(#loc27)
    }, {
      %9 = "z.nop"(%4#1, %5) <{d.k3 = affine_set<(d0, d1, d2)[s0] : (-((-d0) floordiv 2) + 5 >= 0, d1 == 0, d2 floordiv 8 - d2 mod 2 >= 0)>, k$1, x0 = affine_set<(d0, d1) : (d0 ceildiv 6 - d1 floordiv 4 >= 0, -(d0 floordiv 7 + 18) + 7 >= 0, d1 == 0)>, z92 = 49508 : ui24}> ({
      }) {my.k0 = [dense_resource<res_0> : tensor<5xf32>]} : (tensor<6x?xf32>, f32) -> si24 loc(#loc48)
      %10:4 = "foo.bar"() ({
        "builtin.module"() ({
          %16 = "foo.op"() : () -> tensor<0x22x?xi8, #foo.enc> loc(#loc31)
        }) : () -> () loc(#loc30)
      }) : () -> (f4E2M1FN, index, tensor<*xvector<6x1x4xf32>>, vector<8x6x3xf8E5M2>) loc(#loc29)
      %11 = "z.nop"(%10#3, %10#0, %10#3) ({
        %14 = "foo.bar.baz"() : () -> i1 loc(#loc33)
        %15 = "my_dialect.thing"(%10#2) {a1 = #map, b0 = complex<bf16>} : (tensor<*xvector<6x1x4xf32>>) -> i24 loc(#loc34)
        "my_dialect.thing"(%4#3) : (bf16) -> () loc(#loc35)
        "my_dialect.thing"(%15, %4#1, %14) : (i24, tensor<6x?xf32>, i1) -> () loc(#loc36)
        "foo.op"() {sym_name0 = "\\@\0A.0", sym_name1 = si7} : () -> () loc(#loc37)
      }) {x0 = @x.y::@x.y::@x.y} : (vector<8x6x3xf8E5M2>, f4E2M1FN, vector<8x6x3xf8E5M2>) -> i8 loc(#loc32)
      %12:3 = "my_dialect.thing"(%10#2, %10#1, %10#1) {foo.k0, foo.k1 = dense<-6.550400e+04> : tensor<1x4x4xf64>, sym_name2} : (tensor<*xvector<6x1x4xf32>>, index, index) -> (f16, tensor<2x0xi64>, tensor<?x3x1x0xi16>) loc(#loc38)
      %13 = "a.b"(%12#2, %12#1, %12#1) <{}> {a2 = #loc40, attr1 = #loc41, foo.k3 = #set, k$0} : (tensor<?x3x1x0xi16>, tensor<2x0xi64>, tensor<2x0xi64>) -> ui32 loc(#loc39)
    }) : () -> complex<f32> loc(#loc18)
    "x.switch"()[^bb2, ^bb3] <{b0 = dense<33> : tensor<4x4xi8>, "quoted key 1" = "* /__", x2}> {z90 = #map1} : () -> () loc(#loc42)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%4#3)[^bb3] : (bf16) -> () loc(#loc43)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %8 = "foo.compute"(%4#0) <{d.k0 = affine_map<(d0, d1) -> ()>, x1, z92 = 9223372036854775807 : index}> : (none) -> f80 loc(#loc44)
  }) : (!x.param<{"x y" -4 abc} , -2 , i8>) -> () loc(#loc2)
  %1:3 = "d.op_1"(%0, %0) <{d.k2 = array<f64: 2.7182818284590451, 2.000000e-01, 3.989810e+36, 0.93159499999999995, 1.000000e-05>, k$0 = 687.10982100000001 : f64, k$1 = [], "quoted key 3" = true}> {foo.k0 = 3 : index, value1 = dense<161> : tensor<si17>} : (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>) -> (memref<?x8x1xf128, strided<[?, 8, 1]>>, !bar.type, memref<3x873x2xi32, #map2>) loc(#loc5)
  %2 = "z.nop"(%1#1, %1#1, %1#1) {attr0 = -8388608 : i24, d.k2 = @_priv, "quoted key 1"} : (!bar.type, !bar.type, !bar.type) -> i64 loc(#loc41)
}) : () -> () loc(#loc)
#loc = loc("0152.in.mlir":0:0)
#loc1 = loc("0152.in.mlir":2:7)
#loc2 = loc("0152.in.mlir":5:1)
#loc3 = loc("dir/with space.c":56:0)
#loc4 = loc("f":32:24 to :63)
#loc5 = loc("op.1")
#loc6 = loc("src/x.py":64:0)
#loc7 = loc("0152.in.mlir":9:5)
#loc8 = loc("a.mlir":4:289)
#loc9 = loc("dir/with space.c":7:28 to :33)
#loc10 = loc("a.mlir":47:52 to :60)
#loc11 = loc("0152.in.mlir":11:18)
#loc12 = loc("0152.in.mlir":13:12)
#loc13 = loc("0152.in.mlir":15:3)
#loc16 = loc("0152.in.mlir":17:3)
#loc17 = loc("0152.in.mlir":18:3)
#loc18 = loc("f":2:53 to 3:3)
#loc21 = loc("0152.in.mlir":21:11)
#loc22 = loc("src/x.py":23:0)
#loc23 = loc("dir/with space.c":419:4294967295)
#loc24 = loc("with \22q\22")
#loc25 = loc("0152.in.mlir":25:5)
#loc26 = loc("0152.in.mlir":27:13)
#loc27 = loc("a.mlir":4294967295:54)
#loc28 = loc("a.mlir":28:74 to 29:68)
#loc29 = loc("0152.in.mlir":34:13)
#loc30 = loc("0152.in.mlir":35:7)
#loc31 = loc("0152.in.mlir":36:16)
#loc32 = loc("src/x.py":13:55 to 16:45)
#loc33 = loc("0152.in.mlir":40:16)
#loc34 = loc("0152.in.mlir":41:18)
#loc35 = loc("0152.in.mlir":42:7)
#loc36 = loc("0152.in.mlir":43:7)
#loc37 = loc("dir/with space.c":333:4294967295)
#loc38 = loc("0152.in.mlir":46:19)
#loc39 = loc("0152.in.mlir":47:16)
#loc42 = loc("dir/with space.c":0:0)
#loc43 = loc("0152.in.mlir":51:3)
#loc44 = loc("0152.in.mlir":53:10)
#loc45 = loc(fused[#loc3, #loc4])
#loc46 = loc(fused[#loc8, #loc9, #loc10])
#loc47 = loc(fused[#loc22, #loc23])
#loc48 = loc("v"(#loc28))
#loc49 = loc("v"(#loc45))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000E192974AD51F6B8813AD1C54122B74985D320913"
    }
  }
#-}

