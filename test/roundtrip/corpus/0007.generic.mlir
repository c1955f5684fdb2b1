#set = affine_set<(d0, d1, d2) : ((d1 ceildiv 2) mod 2 == 0, d1 + 4 >= 0)>
"builtin.module"() ({
  %0 = "foo.bar"() {a0 = {}, foo.k2 = array<f32: 0.000000e+00, 0.378979295, -1.000000e-30>, k$1 = array<f64: -1.665520e+29, 6.539310e+05, 6.822000e+00, -3.0203388750082723E+209, -1.0305258672655258E+58>} : () -> vector<[8]xf8E4M3>
  %1:3 = "d.op_1"(%0, %0, %0) : (vector<[8]xf8E4M3>, vector<[8]xf8E4M3>, vector<[8]xf8E4M3>) -> (complex<bf16>, f64, memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>)
  "my_dialect.thing"(%1#1, %1#0, %1#0) {"quoted key 2" = 4.640000e-01 : f64, sym_name0 = 0x7E00 : f16, sym_name1 = 0 : index} : (f64, complex<bf16>, complex<bf16>) -> ()
  %2 = "foo.bar.baz"(%1#0, %1#1, %1#0) : (complex<bf16>, f64, complex<bf16>) -> tensor<?x?x2xf6E3M2FN>
  "my_dialect.thing"(%1#2, %1#1) <{attr2 = [-2.500000e-03 : f32, "\D1}\00!\\%\\\22<"], d.k0 = dense<[-3, 0]> : vector<2xi3>, d.k3 = dense_resource<r.0> : tensor<5xf32>, my.k1}> ({
  }) : (memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>, f64) -> ()
  %3:4 = "z.nop"(%1#2, %2, %0) : (memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>, tensor<?x?x2xf6E3M2FN>, vector<[8]xf8E4M3>) -> (complex<bf16>, tensor<59x339x1xi17>, index, i64)
  %4 = "z.nop"(%3#2, %3#1, %1#2) ({
    %6 = "z.nop"(%0, %3#1) : (vector<[8]xf8E4M3>, tensor<59x339x1xi17>) -> tensor<5x?xsi16>
    %7:2 = "bar.yield"(%3#2, %0, %3#1) <{}> ({
      "my_dialect.thing"(%6, %3#2, %1#1) : (tensor<5x?xsi16>, index, f64) -> ()
      %12 = "foo.bar.baz"(%3#2, %3#1, %3#3) <{foo.k3 = {attr1 = dense<-291917190> : vector<1xi32>, d.k2 = {value0 = dense_resource<blob1> : tensor<6xi64>}, sym_name0 = true}, my.k1, sym_name0 = 0x80 : f8E4M3B11FNUZ, sym_name2 = array<i64: -1, 2141452055209, 0, 3>}> ({
        %17 = "foo.bar"(%3#3) {a1 = dense<4.250000e+00> : vector<1x4xbf16>, d.k0 = #set, value2 = 3.14159265358979 : f64} : (i64) -> ((f80, si8) -> ())
        %18 = "foo.bar.baz"(%17, %6, %2) {attr0 = "\09@ *\00\C3\A9\22bX_\E6\97\A5\E6\9C\AC\C3\9F", attr1 = 3.14159265358979 : f64, sym_name2 = array<f32: 0x7FC00000, 3.14159274>, value3 = -0.0299969595 : f32} : ((f80, si8) -> (), tensor<5x?xsi16>, tensor<?x?x2xf6E3M2FN>) -> ((f16, f16) -> (vector<[10]x6xui32>, tf32))
        %19 = "bar.yield"(%17, %3#3, %18) : ((f80, si8) -> (), i64, (f16, f16) -> (vector<[10]x6xui32>, tf32)) -> tuple<i1, vector<5xf32>, memref<*xcomplex<i8>>, f32>
      }) : (index, tensor<59x339x1xi17>, i64) -> tuple<>
      %13:3 = "my_dialect.thing"() : () -> (tensor<1x0x4x?xindex>, index, f128)
      "foo.br"(%0, %3#3)[^bb1, ^bb1] : (vector<[8]xf8E4M3>, i64) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%3#3)[^bb2] : (i64) -> ()
    ^bb2:  // pred: ^bb1
      "x.switch"(%3#2, %12)[^bb3] : (index, tuple<>) -> ()
    ^bb3(%14: f8E4M3FN, %15: i1024):  // pred: ^bb2
      %16 = "my_dialect.thing"() : () -> vector<16x[9]x15xi64>
    }, {
      %11 = "z.nop"(%2) {_u0 = 3.14159265358979 : f64, _u1} : (tensor<?x?x2xf6E3M2FN>) -> complex<bf16>
    }) : (index, vector<[8]xf8E4M3>, tensor<59x339x1xi17>) -> (bf16, tensor<62x?x11x3xcomplex<tf32>>)
    %8 = "bar.yield"(%7#0, %7#0, %6) {x0 = dense<788> : tensor<index>} : (bf16, bf16, tensor<5x?xsi16>) -> bf16
    %9 = "a.b"(%1#0) : (complex<bf16>) -> f6E2M3FN
    %10 = "foo.compute"(%3#2, %7#0, %8) {attr0 = true, attr1 = 0 : ui7} : (index, bf16, bf16) -> !x.v<"x y", ?, -1>
    "foo.br"(%8, %10)[^bb1, ^bb2] : (bf16, !x.v<"x y", ?, -1>) -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
    "foo.br"()[^bb2, ^bb1] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "foo.br"(%10, %7#1)[^bb3, ^bb1] {b3 = 0 : ui8, foo.k1 = 3.14159265358979 : f64, foo.k2 = 7.985000e+02 : f16, my.k0 = 0xCDB1C4AE : f32} : (!x.v<"x y", ?, -1>, tensor<62x?x11x3xcomplex<tf32>>) -> ()
  ^bb3:  // pred: ^bb2
    "cfx.cond_br"(%8, %0)[^bb1] : (bf16, vector<[8]xf8E4M3>) -> ()
  }, {
  }) : (index, tensor<59x339x1xi17>, memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>) -> tensor<324x6x7x?xcomplex<f32>>
  %5 = "bar.yield"(%3#3) : (i64) -> complex<f64>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000004C0240C132F561C343312DC7897D9AD4F2D43E00",
      blob1: "0x08000000F90B04AC3510B54FF7A0E6F08049B53B9ADDB4ED7ED951183008EF655D49ABD8A7C40E01B1E91E59BDDEF8D00D9C012C"
    }
  }
#-}

