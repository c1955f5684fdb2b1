#distinct = distinct[0]<array<f32: 223.540741>>
#map = affine_map<(d0) -> (d0 * -6 + 15)>
"builtin.module"() ({
  "foo.bar.baz"() : () -> ()
  %0 = "bar.yield"() ({
  ^bb0(%arg7: complex<f8E5M2>, %arg8: f8E8M0FNU):
    %15:3 = "foo.compute"(%arg7, %arg7) <{z90 = f32}> : (complex<f8E5M2>, complex<f8E5M2>) -> (memref<516xi8, #map>, index, complex<f64>)
  }, {
    %14 = "foo.op"() <{sym_name1 = -3.250000e+00 : f6E2M3FN, z90 = false}> {"quoted key 0", value1 = 5 : index} : () -> !bar.t<[[a.b,-4,true], [4,-2,?]], f32, 82>
  }, {
    %13 = "d.op_1"() : () -> tensor<562x0x3xi128>
  }) {k$0 = [dense<"0xF878188B00784945AF2D38C9D937783C78F87833263DF2B400A5F878C636F83C50A1803C25009D78F878301878787878F84100802478F8D77875F80178783E781DC02DB7A778F878782BBEC37837B400336C2BD578FF340078E8002520782AF8B878782BF8CD7878522AE8787878AFBC0025784EF345F8A4B8802AF877AD6C52F87878783700781EED13D840CE002BF8787478010008B61D4D78EA053400F845F800F8774880F852C7F83078647878407862EA802A00AC301D2A75788078000050CE35786A782FB300EE00F878777801007854EA7878004098BD7804A078007800CF2A922A2C2A1DA5F878784900"> : tensor<238xf8E4M3>, #distinct, 6.394680e-36 : bf16, sparse<[[2, 1]], -128> : tensor<4x2xi8>], k$2 = false, value1 = 91 : i16} : () -> i16
  "foo.bar.baz"(%0, %0) : (i16, i16) -> ()
  %1 = "foo.op"() : () -> tensor<?x4x?x2xcomplex<f8E4M3>>
  %2:3 = "foo.op"(%0, %1, %0) : (i16, tensor<?x4x?x2xcomplex<f8E4M3>>, i16) -> (i8, memref<?x59xf64>, index)
  %3 = "foo.bar"(%2#2, %2#2) ({
  ^bb0(%arg5: si1, %arg6: f32):
    %11 = "a.b"(%2#0, %2#0, %1) <{b0 = sparse<[[1, 3, 0], [0, 4, 0], [0, 0, 3], [1, 2, 0]], [1.500000e+00, -8.934454613277833E-143, 0.000000e+00, 0x412F269800000000]> : tensor<2x5x6xf64>}> {foo.k0 = 1 : i64} : (i8, i8, tensor<?x4x?x2xcomplex<f8E4M3>>) -> ((memref<310x1xbf16, strided<[10, 1], offset: 9>, 3>) -> ())
    %12:3 = "a.b"() {value1 = array<i64: 1315782943830>, z90 = ""} : () -> (complex<f8E3M4>, memref<2xi8, strided<[1], offset: 13>, "shared">, vector<13x7x8xindex>)
  }, {
    "builtin.module"() ({
      %9 = "foo.compute"() ({
      ^bb0(%arg3: !x.t_1, %arg4: i3):
        %10 = "bar.yield"() : () -> complex<f8E4M3FN>
      }) : () -> vector<9xui24>
    }) : () -> ()
  }, {
  ^bb0(%arg0: tensor<ui17>, %arg1: memref<?xf6E3M2FN>, %arg2: index):
    "a.jump"(%arg1, %1)[^bb1] <{_u3 = -1 : i3, attr0 = affine_map<(d0, d1) -> (d1, d1 + 3)>, k$2 = dense<0xFF> : tensor<1xf8E4M3FN>, x1 = -5.000000e-01 : f8E4M3B11FNUZ}> : (memref<?xf6E3M2FN>, tensor<?x4x?x2xcomplex<f8E4M3>>) -> ()
  ^bb1(%6: index, %7: f16):  // pred: ^bb0
    %8 = "foo.bar.baz"(%7, %7, %2#2) : (f16, f16, index) -> i8
  }) : (index, index) -> index
  %4 = "my_dialect.thing"() <{}> : () -> !x.t<{-6}>
  %5:2 = "foo.op"(%3, %2#1) {b0 = (f8E3M4) -> ()} : (index, memref<?x59xf64>) -> (f8E3M4, index)
}) {foo.module_attr = dense<[[[153, 815], [617, 198], [702, 565], [162, 991]]]> : tensor<1x4x2xindex>} : () -> ()

