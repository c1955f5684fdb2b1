#distinct = distinct[0]<-8661359287742 : i64>
#map = affine_map<(d0)[s0] -> (-(d0 floordiv 6) - 9)>
#map1 = affine_map<(d0, d1) -> ((d0 - d1) ceildiv 2, d0 + d1 - d0 + 8)>
#map2 = affine_map<()[s0, s1] -> ((-s1) ceildiv 3, (s1 + 8) ceildiv 7, s1 * 7)>
#map3 = affine_map<(d0)[s0, s1] -> ()>
#map4 = affine_map<(d0, d1) -> (d1 ceildiv 4, (d0 + d1) floordiv 8, -5)>
#set = affine_set<(d0)[s0] : (-6 == 0, (s0 mod 5) * 7 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() : () -> i128
  "a.b"(%0, %0) <{}> {value0 = vector<[14]xf64>} : (i128, i128) -> ()
  "foo.bar"(%0, %0, %0) <{}> : (i128, i128, i128) -> ()
  %1:2 = "foo.bar.baz"(%0, %0, %0) : (i128, i128, i128) -> (ui128, vector<4x8xf32>)
  "a.b"() : () -> ()
  %2:2 = "d.op_1"(%0) : (i128) -> (!x.a.b, tuple<si32, si1, f16>)
  %3 = "foo.compute"(%0, %1#1, %1#0) {a3 = array<i8: -128, 0>, k$1 = 1 : i64, z90 = 2.419430e-01 : f16, z92 = dense_resource<r.0> : tensor<1xf64>} : (i128, vector<4x8xf32>, ui128) -> tuple<f80, none, index, ui16>
  %4:4 = "foo.op"() : () -> (complex<ui32>, !x<"a b">, memref<?x45xui32, strided<[59, 1]>>, !x<"a b">)
  %5 = "d.op_1"() : () -> f16
  %6:4 = "bar.yield"() : () -> (i7, index, vector<16xsi7>, tensor<3xi3>)
  "z.nop"(%4#0, %6#1, %4#0) : (complex<ui32>, index, complex<ui32>) -> ()
  "foo.bar"(%6#3, %6#0, %6#3) {b1 = "0\CE\A9<._\A6!a\C3\A9", x2 = 0.000000e+00 : tf32, z90 = 0xF8 : f8E4M3} : (tensor<3xi3>, i7, tensor<3xi3>) -> ()
  %7 = "d.op_1"() {my.k0 = dense_resource<r.0> : tensor<1xf64>} : () -> si32
  "foo.op"(%6#2) <{value0 = 0.000000e+00 : f4E2M1FN}> : (vector<16xsi7>) -> ()
  "my_dialect.thing"(%6#2, %6#1, %7) {a0 = 1 : ui8} : (vector<16xsi7>, index, si32) -> ()
  %8 = "foo.bar"(%6#3, %6#1) : (tensor<3xi3>, index) -> f6E2M3FN
  %9 = "my_dialect.thing"() ({
    %25:3 = "foo.compute"() ({
    }) : () -> (i16, f6E3M2FN, f64)
    %26 = "z.nop"(%25#0, %25#1, %25#0) : (i16, f6E3M2FN, i16) -> f128
  }) : () -> i1
  %10:3 = "d.op_1"(%4#1) {attr0} : (!x<"a b">) -> (f80, index, !my_dialect.type)
  "d.op_1"(%3, %5) ({
    %23 = "x.y"() <{b1 = #bar<"a b">, "quoted key 3" = dense<> : tensor<1x2x0x!foo.str>, sym_name2 = {}, z90}> : () -> tensor<i8>
    %24:4 = "d.op_1"() {my.k3, "quoted key 1", x0 = 0x7F : f8E4M3FN, x2 = false} : () -> (tuple<bf16, f32, f32, f64>, f64, tensor<78xcomplex<f32>>, tuple<vector<12x7xui16>>)
  }, {
    %12:2 = "foo.bar.baz"(%10#1, %10#2) {x0} : (index, !my_dialect.type) -> ((complex<f8E4M3FNUZ>) -> i1, f16)
    %13:4 = "z.nop"(%1#1, %10#2) {d.k0 = "a{\\" : si17, sym_name2 = -1 : i32, z91 = [#distinct, ".\00\0A\\0#X\A4\C3\A9@0"]} : (vector<4x8xf32>, !my_dialect.type) -> (i1, bf16, f16, !bar<"">)
    %14:2 = "bar.yield"() <{_u0 = 0 : ui1, k$1 = dense_resource<r.0> : tensor<1xf64>, z92}> ({
      %22 = "my_dialect.thing"() : () -> ((f32, !my_dialect<"x<y>">) -> tensor<632x31x8xi32>)
      "foo.compute"(%13#2, %13#2) <{a0 = dense<8.914390e+21> : tensor<tf32>, my.k1 = "\C3\A9%/"}> : (f16, f16) -> ()
    }) {attr0 = #map, attr2 = "0b.{@z!_0", sym_name1 = 170141183460469231731687303715884105727 : si1024} : () -> (!my_dialect<"abc">, complex<f128>)
    %15 = "my_dialect.thing"() ({
      "foo.br"(%6#3, %13#0, %10#1)[^bb1, ^bb1] : (tensor<3xi3>, i1, index) -> ()
    ^bb1(%16: vector<[2]x[8]xi32>, %17: tensor<632x31x8xi32>):  // 2 preds: ^bb0, ^bb0
      %18 = "foo.bar"(%13#2, %14#1) {_u0 = dense<[false, false, true]> : vector<3xi1>, attr3 = {"quoted key 0" = "0/ ", "quoted key 1" = 1 : si32, z92 = 1.331600e-34 : bf16}, value1 = sparse<[[2, 0], [2, 0], [0, 0]], [3.000000e-01, 1.17549435E-38, -503.81689799999998]> : tensor<3x2xf64>, value2} : (f16, complex<f128>) -> memref<?x?xf64, #map1>
      %19:3 = "a.b"() {attr1, x0 = dense_resource<blob1> : tensor<5xi64>} : () -> (memref<4x377xf80, "gpu">, si1, complex<f16>)
      %20 = "x.y"(%13#1) : (bf16) -> complex<f6E2M3FN>
      %21:3 = "my_dialect.thing"() : () -> (vector<[2]x14xf6E2M3FN>, i24, none)
    }) : () -> si8
  }, {
    "foo.br"(%9, %10#2, %4#1)[^bb1, ^bb2] <{foo.k0}> : (i1, !my_dialect.type, !x<"a b">) -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2] <{foo.k0 = 0 : ui32}> {value0} : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %11 = "bar.yield"() {a2 = i1, k$1 = #map2, value0 = #set} : () -> f8E5M2FNUZ
  }) {_u3 = "!}" : si32, attr2 = 3.250000e+00 : f8E4M3B11FNUZ, b0 = [#map3, #map4, 4.804690e-01 : bf16, array<f32: 4.376000e+03, 1.000000e+10, 7.000000e+01, 4.414600e+10>], "quoted key 1" = false} : (tuple<f80, none, index, ui16>, f16) -> ()
  "d.op_1"(%4#2, %5) {attr3 = dense<> : tensor<3x0x2xcomplex<f16>>, b1, sym_name0 = dense_resource<blob2> : tensor<4xi32>, value2 = dense_resource<blob3> : tensor<5xf32>} : (memref<?x45xui32, strided<[59, 1]>>, f16) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000007516DBF6C667A872",
      blob1: "0x08000000C6722C10AE2A8DF9226E8C9A7EDA57BB03CDE70D5FB517396119196D4E123F85FB724AFAEEC0A4DB",
      blob2: "0x04000000DA4EA8E3B6A72CB448AC0B5A4F97E5B1",
      blob3: "0x04000000CB6B70D4A46B0F5D209E155B6C35BC0AE46F5980"
    }
  }
#-}

