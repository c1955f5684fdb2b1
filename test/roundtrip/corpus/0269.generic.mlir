#distinct = distinct[0]<9223372036854775807 : index>
#loc = loc("with \22q\22")
#loc1 = loc(unknown)
#map = affine_map<()[s0, s1] -> (-s0 + s1, 0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (d1 ceildiv 8 + 2 >= 0)>
#loc2 = loc(callsite(#loc at #loc1))
"builtin.module"() ({
  "d.op_1"() <{_u0 = #loc1, a1 = 14094460350258 : index, b2 = 1.000000e+02 : f16}> : () -> ()
  %0 = "foo.bar"() ({
    "foo.compute"() {a1 = #map, foo.k2 = 1 : i32, z90} : () -> ()
    %10 = "foo.bar"() ({
      %20 = "foo.bar"() <{}> ({
        "x.y"() : () -> ()
        "my_dialect.thing"() : () -> ()
        %25 = "foo.op"() : () -> complex<i1>
        %26 = "d.op_1"(%25) {a2 = #x<"x<1>">, attr3 = 0x78 : f8E4M3, b1 = #set, sym_name0} : (complex<i1>) -> ui64
      }) : () -> tensor<f80>
      %21 = "my_dialect.thing"(%20) <{attr0 = -1 : i64}> : (tensor<f80>) -> tensor<?x7x2x!bar.type>
      %22 = "z.nop"(%21) <{attr1 = -1 : i64, value2 = true, z90}> : (tensor<?x7x2x!bar.type>) -> tensor<5xcomplex<i16>>
      %23:4 = "z.nop"(%20, %20) : (tensor<f80>, tensor<f80>) -> (tensor<1xsi7>, f8E4M3FNUZ, memref<*xf8E5M2, 2>, tensor<20x496xindex>)
      %24 = "foo.bar.baz"(%23#2, %23#0) : (memref<*xf8E5M2, 2>, tensor<1xsi7>) -> complex<i8>
    }, {
      %14 = "bar.yield"() : () -> memref<?x2x47xvector<13x9x13xf8E4M3>>
      %15:2 = "foo.compute"(%14, %14, %14) <{my.k0 = dense<(98,-97)> : tensor<complex<i32>>}> ({
        %16:4 = "foo.bar"() <{}> {attr1 = [dense_resource<weights0> : tensor<2xi64>, "\\\C3\9F"], value0, x2} : () -> (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>, f64, f32, ui24)
        "foo.bar.baz"(%16#0) : (tensor<3x6x588x?x!bar.t<[<-6, a.b, i8>] ?>>) -> ()
        %17 = "x.y"(%16#1, %16#2) : (f64, f32) -> memref<6x21x281xui16, #map1, {kind = "scratch"}>
        %18:3 = "foo.compute"() : () -> (memref<?xi64>, complex<f64>, ui1)
        %19 = "z.nop"(%17) <{_u2 = #loc1, foo.k1 = 22 : index, my.k0 = "<\00\C3\A9\0A\00\09\C3\A9" : bf16}> {_u0 = "\22\22\0A\00_z\09%0Xb", d.k2 = true, my.k1 = "" : bf16} : (memref<6x21x281xui16, #map1, {kind = "scratch"}>) -> i32
        "foo.op"(%18#2, %18#1, %19) <{attr0 = "/<\\@b!'" : f16, attr1, z92 = dense<0> : tensor<3x1xi3>}> : (ui1, complex<f64>, i32) -> ()
      }) : (memref<?x2x47xvector<13x9x13xf8E4M3>>, memref<?x2x47xvector<13x9x13xf8E4M3>>, memref<?x2x47xvector<13x9x13xf8E4M3>>) -> (f16, i128)
    }) : () -> tuple<>
    %11 = "foo.compute"() <{foo.k0 = dense<-104> : tensor<2xi8>, x1 = -2147483648 : i32, z92 = "'\7F\C3\A9{< '*@\0A<@"}> : () -> index
    %12:4 = "d.op_1"(%10, %11, %11) ({
    }) {a0 = {my.k0 = 0 : ui8}, "quoted key 1" = #loc2} : (tuple<>, index, index) -> (complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>, tensor<1xindex>, !bar.t<[{?}] ?>)
    "a.b"(%12#2) {"quoted key 1" = {"quoted key 0"}, x2 = @b::@a::@c, z90} : (tensor<1xindex>) -> ()
    %13:4 = "bar.yield"(%12#2, %12#0, %12#1) {foo.k0 = 1 : ui3, foo.k1 = -1.2107744810192032E+75 : f64, "quoted key 2" = dense<[[-1, 0, -4053203, -2147483648], [1, -1, 0, 416520], [1, 0, -1, 14]]> : tensor<3x4xi32>} : (tensor<1xindex>, complex<f32>, !foo.v<[<-8> , {"x y" -3}], 52>) -> (f16, f16, f8E8M0FNU, vector<11xindex>)
  }) : () -> index
  %1 = "foo.bar.baz"() : () -> tuple<i1, si24, !bar.t_1>
  "bar.yield"(%1, %1) : (tuple<i1, si24, !bar.t_1>, tuple<i1, si24, !bar.t_1>) -> ()
  %2 = "a.b"() : () -> none
  %3 = "z.nop"(%1, %2) <{d.k0 = affine_map<(d0, d1, d2) -> ()>}> {d.k0 = ["\\ ", array<i64: -1, -9223372036854775808>, {attr1 = "a_z{\09\00@!0\C3\A9X\C3\9F", b3 = 1.500000e+00 : f8E5M2FNUZ, foo.k0, k$2 = @c}, "\09b@"], value1 = sparse<[[3, 0], [0, 2]], [1.000000e+00, 3.445000e+02]> : tensor<6x3xf16>} : (tuple<i1, si24, !bar.t_1>, none) -> !bar.t<<?>>
  %4 = "a.b"(%3, %1) <{}> : (!bar.t<<?>>, tuple<i1, si24, !bar.t_1>) -> i64
  %5:4 = "x.y"(%4) <{}> : (i64) -> (complex<i32>, complex<f16>, tuple<f64, si1, tf32>, ui1)
  "foo.op"(%5#1) ({
  }) {_u1 = dense<[[1.000000e-01, 1.000000e-30]]> : tensor<1x2xf32>, x0} : (complex<f16>) -> ()
  "bar.yield"(%5#3, %5#2) <{}> ({
  ^bb0(%arg0: memref<63x?xvector<8x12xi64>, 4>):
    "foo.op"() <{}> {_u2 = "\F0\9F\99\82b#\000<a\7F-" : bf16, k$0 = false, "quoted key 3" = "\\", sym_name1 = {foo.k0 = 0xFC00 : f16, sym_name1 = sparse<0, [293, 1]> : tensor<3xi32>}} : () -> ()
    %8 = "my_dialect.thing"(%5#1, %5#1, %5#1) : (complex<f16>, complex<f16>, complex<f16>) -> index
    %9:2 = "x.y"(%5#1, %8) ({
    }) {k$1 = 9223372036854775807 : index, "quoted key 0", "quoted key 2" = [dense_resource<res_1> : tensor<4xi64>, dense<[[1, 4294967295, 4294967295, 0], [0, 1, 0, 0], [4294967295, 0, 0, 0]]> : tensor<3x4xui32>]} : (complex<f16>, index) -> (memref<5x1x?xui24, 4>, i16)
  }) : (ui1, tuple<f64, si1, tf32>) -> ()
  %6 = "foo.op"(%5#2, %5#1, %5#0) {a0, a3 = [dense<558.921936> : tensor<1xf32>], k$2 = "!\09_", "quoted key 1" = array<i32: -1, -92, -1>} : (tuple<f64, si1, tf32>, complex<f16>, complex<i32>) -> ui8
  %7:3 = "foo.compute"(%2, %5#3) <{attr2 = array<i64: -9223372036854775808, 1>, k$0 = {foo.k0 = affine_map<(d0)[s0] -> (2, d0 * 10)>}, "quoted key 3" = true, x1 = affine_map<(d0, d1)[s0] -> (-d0 - d1, d1)>}> {a2 = array<i64>, foo.k0 = "\C9\C3\9F'\00{'_\00!}\09_", my.k3 = -1 : i32, x1 = #distinct} : (none, ui1) -> (!bar.v<<i8>,"x y",?>, memref<4x307x7xf8E4M3B11FNUZ, strided<[?, 59, 1], offset: ?>, 5>, memref<3x7xindex, "gpu">)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C1E29D61517629A7104A1FFBE9FAFD6E",
      res_1: "0x08000000893A86CE494F8C2DC3B4969CBCFD1807DA81D846945F39B442EA23737ADC2D72"
    }
  }
#-}

