#distinct = distinct[0]<[dense<582> : tensor<index>]>
#distinct1 = distinct[1]<0.088794999999999999 : f64>
#loc = loc("x")
#loc1 = loc("src/x.py":19:47 to :50)
#map = affine_map<(d0, d1, d2)[s0] -> ((d0 floordiv 2) ceildiv 9, d2 * 8 + d1)>
#map1 = affine_map<(d0, d1)[s0] -> ((s0 * 7) floordiv 6)>
#map2 = affine_map<(d0)[s0, s1] -> (s0 mod 9, 0)>
#map3 = affine_map<(d0) -> (d0 + 4)>
#map4 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv 9, s0 * s1, (s0 + s1) * s1)>
#set = affine_set<(d0)[s0] : (-(d0 + s0 * 5) + 6 >= 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (-(d0 + s0) + 7 >= 0, 3 >= 0, d1 * 8 - s1 * 5 - (-s1 + 4) >= 0)>
"builtin.module"() ({
  %0:3 = "foo.bar"() ({
  }) : () -> (f8E4M3FN, tuple<si64, f64, si17, index>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>)
  %1:4 = "foo.bar.baz"(%0#1, %0#2, %0#2) : (tuple<si64, f64, si17, index>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>) -> (tensor<2x4x?x2xcomplex<i8>>, complex<f128>, f64, index)
  %2:3 = "foo.bar.baz"() <{}> : () -> (si1, tensor<3xsi24>, memref<*xvector<8x2x[5]xbf16>>)
  "foo.compute"() {a0, x1} : () -> ()
  %3 = "foo.op"(%0#1, %2#2, %2#0) : (tuple<si64, f64, si17, index>, memref<*xvector<8x2x[5]xbf16>>, si1) -> i64
  "my_dialect.thing"(%1#3, %2#0) : (index, si1) -> ()
  %4 = "foo.op"(%2#2, %1#0, %2#1) <{_u1 = "\22bz\A2\00%\99\22", "quoted key 2" = 3.14159265358979 : f64, value0 = dense<2.800000e+01> : tensor<f6E3M2FN>}> {k$2 = true, "quoted key 0" = "X}a\C3\A9-\22", "quoted key 1" = #loc} : (memref<*xvector<8x2x[5]xbf16>>, tensor<2x4x?x2xcomplex<i8>>, tensor<3xsi24>) -> f8E4M3
  %5 = "z.nop"(%4, %2#2) : (f8E4M3, memref<*xvector<8x2x[5]xbf16>>) -> complex<f8E4M3FN>
  %6:4 = "z.nop"(%4, %3, %4) : (f8E4M3, i64, f8E4M3) -> (() -> (), memref<?x?x?xi24>, tuple<!bar.param<?, {{-6}}>>, index)
  %7 = "foo.compute"() : () -> none
  %8 = "foo.bar.baz"() : () -> none
  %9 = "foo.bar"(%8, %7) <{d.k2, "quoted key 3" = [!my_dialect<"abc">, affine_set<(d0, d1) : (d0 - 1 >= 0, -8 >= 0, d1 + 4 >= 0)>], x1, z90 = affine_map<()[s0, s1] -> (8, (-s0) ceildiv 5)>}> : (none, none) -> tf32
  %10 = "x.y"(%6#0, %8) <{}> : (() -> (), none) -> tensor<3x544x39x53xi64>
  %11:4 = "x.y"() {b0 = "_\22\C3\9F{\00_@", k$1 = dense_resource<r.0> : tensor<1xi64>, my.k2 = 46 : i17} : () -> (memref<*xui1, "gpu">, vector<1x2xi64>, i128, complex<f32>)
  %12:2 = "foo.bar"() ({
  }) {b0 = #loc1, sym_name2 = #map, value1 = [#map1, () -> ui3, array<i32>, 0 : i128]} : () -> (i128, f8E5M2)
  %13:3 = "bar.yield"(%12#0, %11#2) : (i128, i128) -> (vector<2x11x8xi7>, tuple<>, tuple<f8E8M0FNU>)
  "my_dialect.thing"() : () -> ()
  %14 = "a.b"() {sym_name1 = dense<-3> : tensor<1xi7>, value0 = #distinct} : () -> tuple<f8E5M2, f32>
  %15 = "x.y"(%13#1) ({
    "a.jump"(%13#0, %3)[^bb1] : (vector<2x11x8xi7>, i64) -> ()
  ^bb1:  // pred: ^bb0
    %26:4 = "d.op_1"() : () -> ((memref<3x2xf16, 4>, memref<4x26xf16, strided<[?, 11]>>, tensor<3x?x38xf8E4M3, "sparse">) -> (index, vector<[2]x11x14xindex>), memref<?x4x2xf64, 7>, complex<f8E5M2FNUZ>, vector<[8]xindex>)
    %27:3 = "a.b"() <{a1 = dense<> : tensor<2x3x0xui32>, d.k0 = tensor<49x3xi8, "sparse">, k$2 = 8.6509999999999998 : f64, x3 = 5.392460e-02 : tf32}> {"quoted key 0" = #map2, sym_name1 = {}, sym_name2 = #distinct1, x3} : () -> (si1024, complex<f64>, complex<f64>)
    %28 = "x.y"(%27#1, %27#0) : (complex<f64>, si1024) -> none
    %29 = "foo.bar"(%28, %0#1, %1#3) {value0 = "\0Af\0A\F0#"} : (none, tuple<si64, f64, si17, index>, index) -> memref<1xi32, #map3, "gpu">
  }, {
  }, {
    %17 = "foo.bar"(%11#0, %10, %13#0) ({
    }) : (memref<*xui1, "gpu">, tensor<3x544x39x53xi64>, vector<2x11x8xi7>) -> ui1
    %18:4 = "foo.op"(%13#1, %14) : (tuple<>, tuple<f8E5M2, f32>) -> (complex<f128>, f16, i1, si128)
    "x.switch"(%18#2)[^bb1, ^bb1] : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %19:2 = "z.nop"(%11#2, %18#2) : (i128, i1) -> (index, i17)
    %20 = "x.y"(%19#1, %11#3, %11#0) {attr2 = 9223372036854775807 : index, b0 = {z90 = #set, z91 = dense<(-2.300500e-21,-3.14159274)> : tensor<complex<f32>>}, sym_name1 = "@/'@\7Fa" : i3, value3 = #map4} : (i17, complex<f32>, memref<*xui1, "gpu">) -> f6E2M3FN
    "bar.yield"() {"quoted key 1" = @"0start"::@b::@_priv, sym_name0 = 0 : i24, sym_name2 = 1.100310e+24 : bf16} : () -> ()
    "bar.yield"(%19#0) : (index) -> ()
    "a.jump"()[^bb2] ({
      "builtin.module"() ({
        %22 = "x.y"() : () -> i32
        "z.nop"(%22, %22, %22) : (i32, i32, i32) -> ()
        %23 = "foo.compute"(%22) : (i32) -> !foo.type
        %24 = "foo.compute"(%23) <{value0 = array<f32: 6.550400e+04, 93.4845275, -9.99999974E-6>}> ({
        }) {d.k1 = 0.000000e+00 : f16, foo.k0 = [1.000000e+00 : bf16, 0 : ui128, #x.a<<?,i8,true>,[[47, abc, f32]],?>]} : (!foo.type) -> si24
        %25:4 = "foo.bar.baz"() {sym_name0 = 27 : index, x1 = 1 : si24} : () -> (complex<ui7>, tuple<>, index, f32)
      }) : () -> ()
    }) : () -> ()
  ^bb2:  // pred: ^bb1
    %21 = "d.op_1"(%5, %18#0) <{}> : (complex<f8E4M3FN>, complex<f128>) -> ui32
  }) : (tuple<>) -> index
  %16 = "bar.yield"(%7) {d.k1 = @"x y", k$0 = #set1} : (none) -> i24
}) {foo.module_attr = 63 : i64} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000001BE012168F6217C"
    }
  }
#-}

