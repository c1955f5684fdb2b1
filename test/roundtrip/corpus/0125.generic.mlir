#distinct = distinct[0]<ui8>
#map = affine_map<(d0, d1) -> (d1 * 15)>
#map1 = affine_map<(d0)[s0] -> ()>
#set = affine_set<(d0) : (3 == 0)>
#set1 = affine_set<(d0, d1, d2) : (-d2 + 4 >= 0)>
"builtin.module"() ({
  %0 = "foo.bar"() ({
    %2 = "d.op_1"() {b0, foo.k3 = true, my.k2 = [true], z91} : () -> tensor<2x13x!x.param<86,"x y","x y">>
    %3 = "foo.compute"(%2) ({
      %19 = "foo.bar.baz"(%2, %2, %2) : (tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>) -> !bar.param<-2 , i8>
      %20 = "foo.bar.baz"(%2) {attr0 = [array<f64>, dense<"{\19'z%"> : tensor<2x!foo.str>, #set], x1 = "\00\00a\7F\7F\22a\09\22"} : (tensor<2x13x!x.param<86,"x y","x y">>) -> ui24
      %21:3 = "foo.bar"(%20, %20, %2) : (ui24, ui24, tensor<2x13x!x.param<86,"x y","x y">>) -> (vector<[6]x[10]xbf16>, memref<35x25xi1024, strided<[?, 1]>>, tensor<952x333xbf16>)
      %22 = "my_dialect.thing"(%21#2, %21#0, %21#2) {_u1, a0 = 5.000000e-01 : f8E3M4, attr2 = -65536 : i17} : (tensor<952x333xbf16>, vector<[6]x[10]xbf16>, tensor<952x333xbf16>) -> complex<f64>
      "z.nop"(%21#1) <{}> ({
      }) : (memref<35x25xi1024, strided<[?, 1]>>) -> ()
    }, {
    ^bb0(%arg0: tuple<f64, f16, f80, si32>, %arg1: i1, %arg2: index):
      %5 = "foo.bar"(%2) <{b1 = [], my.k0 = [unit, ""], sym_name2 = array<i16: -1, 341, -3236, 1>}> : (tensor<2x13x!x.param<86,"x y","x y">>) -> i1
      "foo.br"()[^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %6:2 = "x.y"(%arg1) <{_u1 = 3.14159265358979 : f64, attr0 = 65535 : si17, z92 = f8E4M3B11FNUZ}> : (i1) -> (tuple<f8E3M4, i1>, f4E2M1FN)
      %7 = "bar.yield"() <{_u1 = affine_set<(d0, d1) : (d0 * -6 == 0, (d1 floordiv 9) * -8 + 9 >= 0, 0 >= 0)>, sym_name2 = [-1.1015851652294382E-14, #my.attr, unit, array<i32>], value0}> ({
        %15:4 = "x.y"(%arg2, %arg1) : (index, i1) -> (index, bf16, si1024, vector<6x3xf64>)
        %16 = "foo.compute"() <{attr1 = array<i16: -1, -32768, 1, 1, -1>, d.k2 = 0x80 : f8E4M3FNUZ, z90 = 6.000000e+00 : f4E2M1FN}> {d.k1 = array<i1: false, true>, value0} : () -> vector<6x3xf64>
        "z.nop"(%15#3, %arg2, %16) : (vector<6x3xf64>, index, vector<6x3xf64>) -> ()
        %17:4 = "bar.yield"(%15#2, %16, %16) {a1 = complex<i16>, x0 = -9223372036854775808 : i64} : (si1024, vector<6x3xf64>, vector<6x3xf64>) -> (complex<f128>, vector<6x3xf64>, bf16, f32)
        "foo.compute"(%15#0, %17#0, %17#2) : (index, complex<f128>, bf16) -> ()
        %18 = "bar.yield"(%17#2, %17#2) : (bf16, bf16) -> ui8
      }) {_u2 = 24 : index, attr3 = dense_resource<blob0> : tensor<3xf64>, my.k1 = array<i64: -1>, "quoted key 0" = 1 : i8} : () -> index
      "x.switch"(%7, %6#1, %5)[^bb2, ^bb2] {attr0 = #x.v<44 , -1>, attr1 = "\\<_\CE\A9%\00 "} : (index, f4E2M1FN, i1) -> ()
    ^bb2(%8: memref<61x7xf16, strided<[30, 1], offset: ?>>, %9: index):  // 2 preds: ^bb1, ^bb1
      %10 = "bar.yield"(%8, %arg2, %9) : (memref<61x7xf16, strided<[30, 1], offset: ?>>, index, index) -> complex<si24>
      %11:4 = "a.b"(%arg2, %5) : (index, i1) -> (vector<8xbf16>, vector<6x3xf64>, complex<i128>, memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>)
      %12 = "foo.op"() <{}> : () -> !x<"abc">
      "bar.yield"() ({
        "a.b"(%12, %11#2) {x0 = dense<[[[223, -495125769558102, -9223372036854775808, -9223372036854775808], [1, 74757230, 0, -9223372036854775808]]]> : tensor<1x2x4xi64>} : (!x<"abc">, complex<i128>) -> ()
        "foo.bar"(%11#3, %5, %arg2) <{my.k0 = "_\7F\B6-_", z91 = affine_map<(d0)[s0, s1] -> ()>}> : (memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>, i1, index) -> ()
        %14 = "a.b"(%11#1, %8, %11#2) {a0 = dense_resource<weights1> : tensor<3xf32>, z91 = #map1, z92 = "b0}\\\22z\\ %*/"} : (vector<6x3xf64>, memref<61x7xf16, strided<[30, 1], offset: ?>>, complex<i128>) -> memref<?x4xui3, #map>
        "foo.bar.baz"() : () -> ()
      }) : () -> ()
      %13:3 = "foo.bar"(%12, %11#1, %arg0) <{_u1 = "%%\E6" : ui1, k$2 = dense_resource<blob2> : tensor<2xi8>, z90}> : (!x<"abc">, vector<6x3xf64>, tuple<f64, f16, f80, si32>) -> (complex<ui3>, i8, bf16)
      "x.switch"(%13#1)[^bb1] : (i8) -> ()
    }) : (tensor<2x13x!x.param<86,"x y","x y">>) -> ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14]>, 7>, si32))
    "foo.bar.baz"(%3) : ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14]>, 7>, si32)) -> ()
    %4:3 = "a.b"() <{attr1 = array<i16: -4736, -1, -486>, attr2 = @"with\22quote"::@s$, "quoted key 3" = -1 : i64, x0 = 1 : i64}> : () -> (si17, memref<*xi8>, tensor<?x57x4x32xi8>)
  }) : () -> f8E8M0FNU
  "x.y"() {_u1 = #distinct, foo.k0 = {}, my.k3 = #set1, x2 = @f_1::@main::@a} : () -> ()
  %1:2 = "foo.bar.baz"(%0, %0, %0) : (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) -> (vector<5x[16]x16xindex>, f16)
  "a.b"(%0) {"quoted key 0" = 7 : index, "quoted key 1" = array<i32: 1, -63903, 9305>} : (f8E8M0FNU) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000006F81ACEA56B4A2576F15E43D92B41810FF64C8D7D6C2F08",
      weights1: "0x04000000D86AB4A639A3B7DE17B890DC",
      blob2: "0x04000000EA38"
    }
  }
#-}

