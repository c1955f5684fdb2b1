#loc = loc("a.mlir":412:351)
#loc1 = loc("with \22q\22")
#map = affine_map<()[s0] -> (7, (s0 + 2) ceildiv 6)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1 floordiv 8 - 42)>
#map2 = affine_map<(d0, d1) -> (d0 * -2, d1 * -2)>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<()[s0, s1] -> ((s0 ceildiv 9) mod 3, (-s1 + 7) ceildiv 2)>
#loc2 = loc(callsite(#loc at #loc1))
"builtin.module"() ({
  %0 = "bar.yield"() {"quoted key 0" = 0 : index, value1 = #map, x2 = dense<3> : tensor<3x3x2xui8>} : () -> index
  %1 = "d.op_1"() {_u2 = #loc2, attr1 = 3.355440e+07 : f8E8M0FNU, attr3 = @"with\22quote"::@f_1, k$0 = "<\00"} : () -> complex<bf16>
  %2 = "foo.op"() : () -> memref<2x?x?xi17, #map1, 6>
  "my_dialect.thing"(%1) ({
  ^bb0(%arg1: vector<[7]x7x[1]xbf16>):
    %15 = "foo.bar"(%arg1) {d.k0 = dense<> : tensor<2x0x!foo.str>, my.k1 = -1 : si1, z92 = {sym_name0}} : (vector<[7]x7x[1]xbf16>) -> complex<f32>
  }) : (complex<bf16>) -> ()
  %3 = "d.op_1"(%0, %2) : (index, memref<2x?x?xi17, #map1, 6>) -> ((complex<f64>, f32, memref<4x?xcomplex<bf16>, #map2, "local mem">) -> i3)
  "bar.yield"() {my.k0, sym_name1 = @"with\22quote"::@b} : () -> ()
  "z.nop"(%1, %0, %1) {a0 = [[0.000000e+00 : f8E4M3, dense<[[[1.000000e-01]], [[5.737000e+00]]]> : tensor<2x1x1xf32>, dense_resource<blob0> : tensor<1xf32>, 0 : i32]], sym_name2 = 1.17549435E-38 : f64, value1 = 403.31415600000003 : f64} : (complex<bf16>, index, complex<bf16>) -> ()
  %4 = "x.y"() ({
  ^bb0(%arg0: index):
    "bar.yield"(%1, %3, %arg0) {attr0 = true, my.k2 = true, z91 = #map3} : (complex<bf16>, (complex<f64>, f32, memref<4x?xcomplex<bf16>, #map2, "local mem">) -> i3, index) -> ()
    "foo.bar.baz"() : () -> ()
    %14 = "z.nop"(%arg0, %2) <{b0 = [43 : index]}> ({
    }) {"quoted key 0" = "\00"} : (index, memref<2x?x?xi17, #map1, 6>) -> tuple<index>
  }, {
    %9 = "bar.yield"(%2) : (memref<2x?x?xi17, #map1, 6>) -> !bar.v<64, {[? ?]}>
    %10 = "foo.compute"(%3) : ((complex<f64>, f32, memref<4x?xcomplex<bf16>, #map2, "local mem">) -> i3) -> index
    %11:3 = "foo.bar"(%2, %9) : (memref<2x?x?xi17, #map1, 6>, !bar.v<64, {[? ?]}>) -> (tuple<tensor<?xsi1>, bf16>, i16, f6E3M2FN)
    %12:3 = "foo.bar.baz"(%11#2, %11#0, %11#0) ({
    }) : (f6E3M2FN, tuple<tensor<?xsi1>, bf16>, tuple<tensor<?xsi1>, bf16>) -> (vector<[5]x4x[15]xf16>, tuple<!my_dialect.v<-5,-1,89>, i128, si7>, tuple<!bar.t_1>)
    %13 = "foo.compute"() : () -> f8E4M3B11FNUZ
  }, {
  }) : () -> i1024
  %5 = "foo.compute"() : () -> bf16
  %6:3 = "z.nop"(%2, %1) {"quoted key 0" = memref<56xi32>} : (memref<2x?x?xi17, #map1, 6>, complex<bf16>) -> (f64, tf32, complex<i7>)
  %7:4 = "x.y"(%6#1, %4) <{a2, x1, z90 = {}}> : (tf32, i1024) -> (f8E8M0FNU, index, f128, (f6E2M3FN) -> ())
  %8 = "a.b"() {d.k2 = complex<f8E4M3FNUZ>, foo.k1, k$0 = -148.47393500000001 : f64, z93 = [#x.a<? ?>, #map4, {}]} : () -> tensor<79xi32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F4180486"
    }
  }
#-}

