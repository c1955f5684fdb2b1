#map = affine_map<(d0, d1, d2) -> ((-d2) mod 3, d1 - 4, (d1 floordiv 8) * 5)>
#map1 = affine_map<(d0)[s0, s1] -> (s0 - s0 floordiv 4, s1 - s0 - s1 ceildiv 2)>
#map2 = affine_map<(d0) -> ()>
#set = affine_set<(d0, d1, d2)[s0, s1] : (-d0 + s1 - d1 - 7 >= 0, d0 * 4 - (d0 - s1) >= 0)>
#set1 = affine_set<(d0, d1, d2) : ((d1 ceildiv 9) floordiv 7 >= 0)>
"builtin.module"() ({
  %0 = "a.b"() {b1 = 1 : i64, k$0, sym_name2} : () -> ((f32, i1) -> complex<f16>)
  %1:3 = "z.nop"(%0) ({
    "d.op_1"(%0, %0) ({
      %6 = "d.op_1"() ({
        %8 = "foo.op"() {"quoted key 0" = f8E3M4} : () -> tensor<?x6xsi8>
        %9 = "foo.bar.baz"() {b0 = dense<> : tensor<0xi8>, z91 = #set} : () -> f16
        %10:4 = "foo.op"(%8, %8) <{d.k0 = "b**0.!\98{\0A<\C3\A9/", d.k3 = true, sym_name1 = sparse<[[2, 0], [3, 1]], [32, 996073265]> : tensor<4x2xi32>, value2}> {a0 = -7.6369448034065612E+216 : f64, "quoted key 3" = #set1, value1 = 491161020301 : index, x2} : (tensor<?x6xsi8>, tensor<?x6xsi8>) -> (vector<[9]x4x[1]xf16>, tensor<34xi1024>, memref<?x27xui17, 1>, i8)
        %11:3 = "x.y"() : () -> (index, (tensor<!bar.v<<19,<-2>,<-8,"x y">> , -1 , {["x y",?] , [10]}>>, f8E4M3FNUZ) -> (ui24, tensor<2x60x?xi3>), vector<[11]x2xbf16>)
        %12 = "foo.bar.baz"() : () -> f16
      }) {b0 = array<i8: 1>} : () -> memref<29x?x3xui1, #map, "local mem">
      %7 = "my_dialect.thing"(%6, %0, %0) <{_u2 = "\D9\22*", a0 = dense_resource<r.0> : tensor<4xf64>, a3 = 127 : si8, attr1 = loc("with \22q\22")}> : (memref<29x?x3xui1, #map, "local mem">, (f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>) -> si128
      "foo.bar"(%0) <{x1 = affine_map<(d0, d1, d2) -> (d0 floordiv 9, d1, d1 * 6 + d2 * 4)>, z90 = "}0a\\-0z"}> ({
      }, {
        "x.switch"(%7, %7)[^bb1] {k$0 = 0.100000000000000005551 : f80, my.k2 = sparse<0, 0> : tensor<4xi64>, "quoted key 1" = 52 : index} : (si128, si128) -> ()
      ^bb1:  // pred: ^bb0
        "d.op_1"(%0, %0, %0) <{k$0 = dense<-6.579480e+15> : tensor<bf16>}> : ((f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>) -> ()
      }) {sym_name0 = dense<[0, -31738713005430626944190110600947]> : tensor<2xi128>} : ((f32, i1) -> complex<f16>) -> ()
      "foo.br"(%0, %6)[^bb1] {_u1, x0 = [1.690000e-01]} : ((f32, i1) -> complex<f16>, memref<29x?x3xui1, #map, "local mem">) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "cfx.cond_br"(%0, %7, %0)[^bb1] {_u3 = 62 : index, attr0 = dense<6.128130e+01> : tensor<3xf16>, b1 = 0 : i64, value2} : ((f32, i1) -> complex<f16>, si128, (f32, i1) -> complex<f16>) -> ()
    }) {b1 = dense_resource<res_1> : tensor<6xi32>, d.k0 = [], "quoted key 2" = #x<"a b">} : ((f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>) -> ()
    %3:2 = "x.y"() {k$0 = 16 : index} : () -> (!x.param<i8 54>, f32)
    %4 = "foo.compute"(%3#1, %3#0, %3#1) <{foo.k0 = true, foo.k1 = "%\7F\00b-{a"}> : (f32, !x.param<i8 54>, f32) -> !x.v<["x y", f32, "x y"]>
    %5:3 = "z.nop"() {z90 = @x.y::@x.y::@"0start"} : () -> (i64, f8E4M3FNUZ, memref<38x3x?xi24, strided<[?, 17, 1]>, "gpu">)
  }) : ((f32, i1) -> complex<f16>) -> (tuple<f128, ui17, si1, i17>, si1, !my_dialect.a.b)
  %2 = "foo.bar.baz"(%1#1) <{}> {_u2 = #map1, sym_name0 = #map2, x1 = false, z93 = -9223372036854775808 : i64} : (si1) -> si8
  "d.op_1"(%0, %1#0) {_u1, b3 = sparse<[[1], [2], [0]], [0, -1, -1]> : tensor<3xi64>, sym_name2, z90 = "'#\\\7F\DE\0A!\F0\9F\99\82\\\09 z"} : ((f32, i1) -> complex<f16>, tuple<f128, ui17, si1, i17>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000008E25AF588B9C04E5BAAAE668BE8BC4782866A96CB27F8025DA00547F2CE009AB",
      res_1: "0x04000000064CA6F2A3C15322323927F5735547DBCB5ED99FE1506D96"
    }
  }
#-}

