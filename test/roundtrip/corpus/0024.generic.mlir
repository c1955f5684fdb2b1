#loc = loc("name")
#loc1 = loc(unknown)
#map = affine_map<()[s0] -> ((-s0 + 9) * 2, (s0 * 7) ceildiv 2, s0 floordiv 4)>
#map1 = affine_map<(d0, d1) -> ((-d1) ceildiv 7, d0, d0 * -4)>
#map2 = affine_map<(d0)[s0] -> ()>
#set = affine_set<(d0, d1)[s0, s1] : (d0 * 2 - s1 ceildiv 3 - d1 * 2 >= 0, -d1 - d0 mod 4 + 7 >= 0, (d1 * 7) floordiv 8 >= 0)>
#loc2 = loc(callsite(#loc at #loc1))
"builtin.module"() ({
  "foo.op"() {a1 = #map, attr2 = #set, b0 = dense<"*{"> : tensor<!foo.str>} : () -> ()
  %0 = "foo.compute"() <{attr1 = {attr0 = -2.000000e+00 : f8E4M3B11FNUZ, k$1 = "z\22@\0A", z92 = complex<f64>}, value0 = {attr0 = 1 : i3}}> : () -> complex<ui32>
  %1 = "foo.compute"(%0, %0) : (complex<ui32>, complex<ui32>) -> none
  %2 = "foo.bar.baz"() ({
  ^bb0(%arg7: f32):
    %22 = "foo.bar"(%1, %arg7, %1) {attr0 = 0 : i64} : (none, f32, none) -> ui3
    "x.y"(%22, %0) <{a1, x0}> {b0 = array<i1: false, false, false>, k$1 = dense_resource<res_0> : tensor<3xi32>} : (ui3, complex<ui32>) -> ()
    %23 = "x.y"(%0) : (complex<ui32>) -> i64
    %24 = "x.y"() <{"quoted key 1" = distinct[0]<17 : index>, x0}> : () -> index
    %25 = "a.b"() : () -> complex<f64>
  }) : () -> f64
  %3 = "foo.compute"() {_u0 = "X-\0A\0A\7Fz\0A@-!", b3 = #map1, value2, x1 = 285 : i64} : () -> bf16
  %4:2 = "d.op_1"(%1, %3) <{x1 = -1 : i32, z90 = dense<1.333650e-06> : tensor<bf16>}> ({
    %6 = "foo.bar"(%2) <{}> {d.k0 = 900.879882 : f32} : (f64) -> index
    "foo.bar"() ({
    ^bb0(%arg2: none, %arg3: !my_dialect<"a b">, %arg4: f16):
      %12 = "bar.yield"(%6, %arg3, %arg4) ({
      }) {_u3 = -1 : i32, k$1 = dense<0.000000e+00> : tensor<4x1x1xf16>, value2 = dense<[0x70, -2.750000e+00, -0.000000e+00, 6.250000e-01]> : vector<4xf8E3M4>, z90 = #foo.attr} : (index, !my_dialect<"a b">, f16) -> vector<[14]x[13]x12xindex>
      "a.b"(%arg3, %arg4, %0) : (!my_dialect<"a b">, f16, complex<ui32>) -> ()
      "foo.op"(%arg4) ({
        "builtin.module"() ({
          %21 = "foo.bar"() <{b1 = "_r ", value0 = 0x70 : f8E3M4, value2, value3 = "\00-\00!\\\09\F0\9F\99\82}\22'\\"}> : () -> memref<2x4xf32>
        }) : () -> ()
      }) : (f16) -> ()
      %13:3 = "foo.bar"(%12) ({
      ^bb0(%arg5: none, %arg6: memref<415x4xi32, strided<[?, 1]>, 7>):
        %16 = "z.nop"(%arg2, %2) : (none, f64) -> complex<f32>
        %17:3 = "foo.bar.baz"(%arg3, %0, %arg6) : (!my_dialect<"a b">, complex<ui32>, memref<415x4xi32, strided<[?, 1]>, 7>) -> (f16, complex<f32>, memref<7xsi32, strided<[?]>, {kind = "scratch"}>)
        %18:4 = "foo.op"(%17#2, %17#1) : (memref<7xsi32, strided<[?]>, {kind = "scratch"}>, complex<f32>) -> (tensor<7x?x4xi1024>, !bar.t<94>, memref<25x?x?xcomplex<bf16>>, f128)
        %19:3 = "x.y"(%18#0) <{}> : (tensor<7x?x4xi1024>) -> (complex<f16>, !x.v<23, 60>, index)
        %20 = "d.op_1"(%19#1) {a2 = dense<[[[-1, 0, 2147483647], [106, 2147483647, 0]], [[-6, 0, -2147483648], [-2147483648, 1, -1]]]> : tensor<2x2x3xsi32>, a3 = array<f32: 6.3805598E+26, 1.834000e+00, 5.597000e+00>, attr1, foo.k0 = ["\7F.\7F\22\0Aa}zH\09"]} : (!x.v<23, 60>) -> i17
        "my_dialect.thing"() {b0 = #loc2} : () -> ()
      }, {
        %15 = "foo.bar.baz"(%6) : (index) -> f8E4M3
      }) {attr0 = {_u1 = "\7F.\7F\22\0Aa}zH\09", "quoted key 3" = -6.793000e+01 : f32, sym_name0 = @x.y, x2 = 285 : i64}} : (vector<[14]x[13]x12xindex>) -> (index, complex<f64>, f64)
      %14:4 = "d.op_1"(%arg3, %12) <{}> : (!my_dialect<"a b">, vector<[14]x[13]x12xindex>) -> (memref<4x7x25xi8, strided<[?, 59, 1], offset: 7>>, f64, complex<f64>, index)
    }, {
      %11 = "a.b"(%2, %6, %1) : (f64, index, none) -> f32
    }, {
    ^bb0(%arg0: vector<6xui17>, %arg1: none):
      "foo.bar.baz"(%arg0, %6) <{value0 = @"x y", z91}> {k$1 = "\7F.\7F\22\0Aa}zH\09", "quoted key 0" = "\090}\\b\\\00\0A\0A_-%" : index, x2 = array<i32: 0>} : (vector<6xui17>, index) -> ()
    }) {b2 = dense<(-0.000000e+00,0x7C00)> : tensor<232xcomplex<f16>>, b3, "quoted key 1", value0 = #map2} : () -> ()
    %7 = "foo.bar.baz"(%2, %3, %1) <{sym_name0 = tuple<f8E8M0FNU, i3>, sym_name1 = loc("src/x.py":59:0)}> {attr0 = dense<[[[-1, 0, -1, -64]]]> : tensor<1x1x4xi7>} : (f64, bf16, none) -> f32
    %8:3 = "foo.bar.baz"(%2) <{d.k1 = 1.802240e+05 : bf16, "quoted key 0" = #foo<"abc">}> {b1, foo.k3 = array<i16: 1, 0, 0, 1>, sym_name0, x2} : (f64) -> (tensor<2xcomplex<f16>>, i24, i8)
    %9:2 = "d.op_1"() <{a1, attr2 = 1 : si64, my.k0 = array<i16: 5>}> : () -> (!bar.v<a.b , abc>, complex<f64>)
    %10 = "z.nop"(%8#0, %1, %8#2) {my.k0 = -2.658460e+36 : bf16, "quoted key 1" = [-128 : si8, array<i16: 0>, unit]} : (tensor<2xcomplex<f16>>, none, i8) -> tensor<4x0xui64, #foo.enc>
  }) : (none, bf16) -> (f32, tuple<i1, f32>)
  "foo.compute"(%3) <{_u0 = -170141183460469231731687303715884105728 : i1024, a1 = true, b3 = dense<[[[1, -69325944384600], [-1, -1], [-3142193695, 408], [-1, -9223372036854775808]], [[-9223372036854775808, 871069861532321166], [6192044, 1], [47, 14], [-1, 0]], [[0, -1], [6, 7837563624374], [248685058093958818, -1], [-1, 1]], [[9939784812247, -4110349036], [-1, 56194156398824938], [16294317, 0], [-9223372036854775808, -1]]]> : tensor<4x4x2xi64>, k$2 = "\7F.\7F\22\0Aa}zH\09"}> {attr2 = [], foo.k1 = sparse<[[1, 3, 4], [4, 3, 3], [0, 0, 4]], [3.060000e+02, -4.785160e-01, 1.001360e-05]> : tensor<6x4x5xbf16>, k$0} : (bf16) -> ()
  %5 = "a.b"(%3) : (bf16) -> !bar.v<{<40 "x y"> , -5 , <57>} "x y">
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C0A70D57707003057E8BD22F"
    }
  }
#-}

