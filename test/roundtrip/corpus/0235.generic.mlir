#map = affine_map<()[s0, s1] -> ((s1 ceildiv 8) floordiv 9, 3)>
#map1 = affine_map<() -> (0, 2, -1)>
#map2 = affine_map<(d0, d1) -> (d1, 6)>
#set = affine_set<(d0, d1)[s0] : ((d0 + s0) * 9 - d1 * 3 >= 0, -1 >= 0, 0 == 0)>
#distinct = distinct[0]<#map>
"builtin.module"() ({
  %0 = "foo.op"() ({
    "foo.op"() : () -> ()
    %10 = "z.nop"() ({
      "builtin.module"() ({
        "bar.yield"() {attr2, k$0 = #foo<"x<1>">, z91 = dense<0> : tensor<100xui3>} : () -> ()
        %11 = "bar.yield"() {a0 = [-8388608 : i24, -65536 : i17], z91 = #distinct} : () -> f16
        %12:4 = "a.b"(%11, %11) {a0, z91 = {k$0 = 0 : index, value1 = ""}} : (f16, f16) -> (vector<[6]x8xf32>, i8, none, tuple<index, i1, ui16>)
        "foo.compute"() ({
        ^bb0(%arg0: f32):
          %13 = "foo.bar"(%12#0, %12#1) : (vector<[6]x8xf32>, i8) -> (() -> ui16)
          %14:3 = "a.b"() : () -> (vector<1x9x10xindex>, tensor<*xf8E3M4>, memref<*xui7, 6>)
        }) : () -> ()
      }) : () -> ()
    }) : () -> vector<3x8x5xi8>
  }) : () -> i1024
  %1 = "x.y"() {b0 = [], b1 = #set} : () -> memref<23x8x?xi32>
  %2 = "foo.bar.baz"(%0, %0, %1) : (i1024, i1024, memref<23x8x?xi32>) -> f8E4M3FN
  "foo.op"(%2) <{z90 = 4974592385234977 : ui64}> : (f8E4M3FN) -> ()
  %3:4 = "foo.op"(%0) <{_u2, foo.k0 = @a::@f_1::@s$, value1}> {z90 = #map1} : (i1024) -> (memref<*xf8E4M3>, f32, index, complex<f8E5M2>)
  %4:2 = "a.b"(%3#2, %3#3, %3#1) <{d.k1 = -1449612023 : i32, my.k0 = dense<-6.375000e+09> : tensor<1x4xf32>}> ({
  }) {value0 = -170141183460469231731687303715884105728 : i128} : (index, complex<f8E5M2>, f32) -> (f16, !x.param<7, [{? ?},[-7],abc]>)
  %5 = "d.op_1"(%4#1, %2, %3#2) : (!x.param<7, [{? ?},[-7],abc]>, f8E4M3FN, index) -> vector<11x9xi16>
  %6 = "foo.compute"(%5) {_u2 = 3.767600e-18 : bf16, d.k0, d.k3 = #map2, sym_name1 = -760366042491 : i64} : (vector<11x9xi16>) -> ui32
  "z.nop"(%1, %3#1, %4#0) {x0} : (memref<23x8x?xi32>, f32, f16) -> ()
  "d.op_1"(%3#1) {foo.k0 = !bar.param<-2,51>, my.k1 = "" : i64, "quoted key 2" = dense_resource<res_0> : tensor<1xf32>} : (f32) -> ()
  %7 = "foo.bar.baz"(%4#0, %4#0) <{_u1, a2 = "\CE\A9-b\CE\A9<X", my.k3 = true, "quoted key 0" = complex<bf16>}> : (f16, f16) -> complex<f32>
  %8 = "x.y"(%7) : (complex<f32>) -> f16
  %9 = "foo.op"(%7) {"quoted key 0" = {x0 = 1.822250e+31 : bf16}, sym_name2, x1, x3 = "@#\09_!!/"} : (complex<f32>) -> f6E2M3FN
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000036AFBDEC"
    }
  }
#-}

