#loc = loc("name")
#loc1 = loc(unknown)
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 - 8) floordiv 6)>
#map2 = affine_map<(d0, d1, d2) -> (d1 + d2, 8)>
#set = affine_set<(d0) : (d0 == 0, d0 * 4 - 5 == 0, -4 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() <{}> ({
  }) : () -> !x.param<{"x y" -4 abc} , -2 , i8>
  "foo.compute"(%0) ({
    %3 = "a.b"() {sym_name1 = true, x0 = distinct[0]<>, x2 = true} : () -> vector<10xf32>
    %4:4 = "z.nop"(%0, %0, %3) : (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>, vector<10xf32>) -> (none, tensor<6x?xf32>, f16, bf16)
    "a.b"(%4#3, %0) ({
      "my_dialect.thing"() <{_u0 = "_<\09\00\22"}> : () -> ()
      "foo.op"(%4#3, %4#2, %4#1) {_u3, sym_name0 = #x.a, sym_name1 = [array<f64: 3.14159265358979, 4.278450e+07, 3.381740e+05, 1.000000e-30>], value2} : (bf16, f16, tensor<6x?xf32>) -> ()
      %23:3 = "foo.compute"(%4#1) : (tensor<6x?xf32>) -> (complex<f32>, vector<2xf8E3M4>, (f64) -> vector<index>)
      "foo.compute"(%23#2) : ((f64) -> vector<index>) -> ()
      %24:4 = "d.op_1"(%4#3, %3) : (bf16, vector<10xf32>) -> (memref<59xi8>, i24, tensor<0x34xi8, 6 : i32>, index)
    }) {a0 = @b} : (bf16, !x.param<{"x y" -4 abc} , -2 , i8>) -> ()
    "foo.br"(%4#3)[^bb1, ^bb2] {attr0 = "b{\00\F0\9F\99\82\22\B2_\22\22", "quoted key 1" = true} : (bf16) -> ()
  ^bb1(%5: f32, %6: complex<i1024>):  // pred: ^bb0
    "foo.compute"(%4#2, %4#3, %4#2) <{b1 = dense<882.389343> : vector<1xf32>, "quoted key 0" = true}> : (f16, bf16, f16) -> ()
    "foo.compute"(%6, %0) : (complex<i1024>, !x.param<{"x y" -4 abc} , -2 , i8>) -> ()
    %7 = "foo.bar"() ({
    ^bb0(%arg0: vector<[7]xf8E5M2>, %arg1: (bf16) -> ()):
      %17 = "bar.yield"(%4#0, %arg1) : (none, (bf16) -> ()) -> !x.a.b
      %18:4 = "x.y"() <{a0 = true, attr2 = #foo<"abc">, d.k1 = "\00\\\\}aa"}> : () -> (vector<13xf64>, f16, index, tensor<453x538x765xsi64>)
      "foo.bar.baz"(%18#2, %4#0, %18#0) : (index, none, vector<13xf64>) -> ()
      "x.y"(%18#2, %18#2) ({
        %20 = "z.nop"(%18#0, %18#3) : (vector<13xf64>, tensor<453x538x765xsi64>) -> i3
        %21 = "my_dialect.thing"(%18#2) : (index) -> f8E8M0FNU
        %22 = "my_dialect.thing"() : () -> bf16
      }) : (index, index) -> ()
      %19:4 = "foo.compute"(%18#1, %18#2, %6) : (f16, index, complex<i1024>) -> (f32, index, i32, tensor<0x838x0xf8E5M2FNUZ>)
    }, {
      %9 = "z.nop"(%4#1, %5) <{d.k3 = affine_set<(d0, d1, d2)[s0] : (-((-d0) floordiv 2) + 5 >= 0, d1 == 0, d2 floordiv 8 - d2 mod 2 >= 0)>, k$1, x0 = affine_set<(d0, d1) : (d0 ceildiv 6 - d1 floordiv 4 >= 0, -(d0 floordiv 7 + 18) + 7 >= 0, d1 == 0)>, z92 = 49508 : ui24}> ({
      }) {my.k0 = [dense_resource<res_0> : tensor<5xf32>]} : (tensor<6x?xf32>, f32) -> si24
      %10:4 = "foo.bar"() ({
        "builtin.module"() ({
          %16 = "foo.op"() : () -> tensor<0x22x?xi8, #foo.enc>
        }) : () -> ()
      }) : () -> (f4E2M1FN, index, tensor<*xvector<6x1x4xf32>>, vector<8x6x3xf8E5M2>)
      %11 = "z.nop"(%10#3, %10#0, %10#3) ({
        %14 = "foo.bar.baz"() : () -> i1
        %15 = "my_dialect.thing"(%10#2) {a1 = #map, b0 = complex<bf16>} : (tensor<*xvector<6x1x4xf32>>) -> i24
        "my_dialect.thing"(%4#3) : (bf16) -> ()
        "my_dialect.thing"(%15, %4#1, %14) : (i24, tensor<6x?xf32>, i1) -> ()
        "foo.op"() {sym_name0 = "\\@\0A.0", sym_name1 = si7} : () -> ()
      }) {x0 = @x.y::@x.y::@x.y} : (vector<8x6x3xf8E5M2>, f4E2M1FN, vector<8x6x3xf8E5M2>) -> i8
      %12:3 = "my_dialect.thing"(%10#2, %10#1, %10#1) {foo.k0, foo.k1 = dense<-6.550400e+04> : tensor<1x4x4xf64>, sym_name2} : (tensor<*xvector<6x1x4xf32>>, index, index) -> (f16, tensor<2x0xi64>, tensor<?x3x1x0xi16>)
      %13 = "a.b"(%12#2, %12#1, %12#1) <{}> {a2 = #loc, attr1 = #loc1, foo.k3 = #set, k$0} : (tensor<?x3x1x0xi16>, tensor<2x0xi64>, tensor<2x0xi64>) -> ui32
    }) : () -> complex<f32>
    "x.switch"()[^bb2, ^bb3] <{b0 = dense<33> : tensor<4x4xi8>, "quoted key 1" = "* /__", x2}> {z90 = #map1} : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%4#3)[^bb3] : (bf16) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %8 = "foo.compute"(%4#0) <{d.k0 = affine_map<(d0, d1) -> ()>, x1, z92 = 9223372036854775807 : index}> : (none) -> f80
  }) : (!x.param<{"x y" -4 abc} , -2 , i8>) -> ()
  %1:3 = "d.op_1"(%0, %0) <{d.k2 = array<f64: 2.7182818284590451, 2.000000e-01, 3.989810e+36, 0.93159499999999995, 1.000000e-05>, k$0 = 687.10982100000001 : f64, k$1 = [], "quoted key 3" = true}> {foo.k0 = 3 : index, value1 = dense<161> : tensor<si17>} : (!x.param<{"x y" -4 abc} , -2 , i8>, !x.param<{"x y" -4 abc} , -2 , i8>) -> (memref<?x8x1xf128, strided<[?, 8, 1]>>, !bar.type, memref<3x873x2xi32, #map2>)
  %2 = "z.nop"(%1#1, %1#1, %1#1) {attr0 = -8388608 : i24, d.k2 = @_priv, "quoted key 1"} : (!bar.type, !bar.type, !bar.type) -> i64
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000E192974AD51F6B8813AD1C54122B74985D320913"
    }
  }
#-}

