!tuple = tuple<!x.t, f8E4M3FN, complex<f6E3M2FN>, f80, si1, f8E4M3FN, index, f8E3M4, tensor<5x?xsi3, {a = 1 : i64}>, ui16, si64, index, i1, si3, i8, index, i32, f8E4M3FNUZ, ui16>
#loc = loc("a.mlir":1:0)
#loc1 = loc(unknown)
#map = affine_map<() -> (17, 0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() <{sym_name = "m2"}> ({
  %0 = "foo.op"() <{d.k2 = [dense_resource<blob0> : tensor<5xi32>, dense<0xFC00> : tensor<3xf16>], k$0 = i8, x1 = -1 : i32}> : () -> none
  %1 = "foo.bar.baz"(%0, %0) : (none, none) -> index
  "x.y"(%0, %0) : (none, none) -> ()
  "foo.op"(%1, %1) <{k$0 = #loc, z91 = affine_map<(d0)[s0] -> (6)>}> {value1 = #loc, x0 = "\\\08*@b{}\F0\9F\99\82-\00\22<"} : (index, index) -> ()
  %2 = "z.nop"(%1, %1, %1) : (index, index, index) -> i32
  %3 = "a.b"(%1) : (index) -> index
  "z.nop"() {d.k1 = true, k$2 = dense<[[[(97,-64)], [(81,-51)]], [[(21,-18)], [(28,-35)]]]> : tensor<2x2x1xcomplex<i32>>, "quoted key 0" = dense_resource<weights1> : tensor<2xi64>, "quoted key 3" = #map} : () -> ()
  %4 = "z.nop"() ({
    %6 = "z.nop"(%3, %1, %3) <{b1 = distinct[0]<>, b3 = #x<"abc">, d.k0 = [[-1.330100e-33 : bf16], [27, false, #loc, dense<5.469440e+05> : tensor<f32>]], k$2 = []}> ({
    ^bb0(%arg0: memref<4x50x4xf16, #map1, 6>, %arg1: tuple<i1024, i7, complex<f6E3M2FN>>, %arg2: i24):
      %9 = "x.y"(%arg0) : (memref<4x50x4xf16, #map1, 6>) -> complex<f16>
      %10:2 = "foo.op"() {d.k1 = @f_1::@main::@a, "quoted key 0" = #loc1, sym_name2 = {}} : () -> (tensor<bf16>, f32)
      %11:3 = "z.nop"(%0, %arg2) : (none, i24) -> (complex<f8E4M3FNUZ>, f6E2M3FN, tensor<8x11x0x8xsi32>)
    }) {my.k0 = "\0A'\22" : f8E4M3FNUZ} : (index, index, index) -> ((tensor<?x0x?xi3>, si64, tensor<*xindex>) -> (f16, tensor<4xf8E5M2FNUZ>))
    %7 = "d.op_1"() <{}> : () -> index
    %8:3 = "my_dialect.thing"(%3, %7, %2) : (index, index, i32) -> (f16, index, tuple<memref<*xf64, 2>, i32>)
  }) : () -> !bar.a.b
  %5 = "my_dialect.thing"(%1, %3, %0) {a0 = -9223372036854775808 : index, x1 = si128} : (index, index, none) -> !tuple
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000B739A1553D469A85E7CFAD49FF903654C1FFD1BB",
      weights1: "0x080000003074FA74AB304D769DA1172EC5868B50"
    }
  }
#-}

