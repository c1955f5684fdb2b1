!tuple = tuple<si16, i64, ui24, tf32, i1, ui7, si1, f32, f64, index, i1024, bf16, f8E4M3B11FNUZ, f16, f8E5M2FNUZ, i16, ui64, i1>
#distinct = distinct[0]<1 : i64>
#loc = loc("f":194:103)
#map = affine_map<(d0, d1) -> (-6, 18)>
#map1 = affine_map<(d0, d1, d2) -> (d0, 108)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0)[s0, s1] -> (s0, s1 ceildiv 7)>
"builtin.module"() ({
  "bar.yield"() : () -> ()
  %0 = "z.nop"() ({
    %20 = "z.nop"() <{foo.k0}> {foo.k1, my.k2 = sparse<0, 0.000000e+00> : tensor<4x5x4xf16>, x0 = distinct[1]<>} : () -> f8E8M0FNU
    "a.b"() <{value0 = 9.26599979 : f32}> {attr0 = complex<f32>, x2 = {_u2 = "\\-\22'" : i8, value1, x0 = #x.v<[abc [f32,-3,23]],5>, z93 = #distinct}, z91 = 0x7C : f8E5M2} : () -> ()
    %21 = "foo.compute"() ({
    ^bb0(%arg1: vector<13x16x6xf64>, %arg2: si8):
      "foo.bar.baz"(%arg1, %arg2) <{value0 = array<i16: 201, 0, -32768, 2, 34>}> : (vector<13x16x6xf64>, si8) -> ()
      "bar.yield"(%20, %arg1, %arg2) {x1 = distinct[2]<>, x2, z90 = []} : (f8E8M0FNU, vector<13x16x6xf64>, si8) -> ()
    }) {sym_name1, x0 = #foo.v<-8 , <"x y",-4> , [<90>, <?,23>, <i8 , ?>]>} : () -> !my_dialect.param<[{true 90}, "x y"],78,true>
    %22 = "foo.op"(%20, %20, %20) {"quoted key 0" = "\09!", sym_name1, sym_name2 = [{sym_name0 = -1 : i64}, bf16, 0x7C00 : f16]} : (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) -> tensor<2x1x364xvector<14x[9]xf8E4M3FNUZ>, #foo.enc>
  }) {value0, z91 = @"0start"} : () -> memref<?x373xf8E4M3FNUZ, #map, 6>
  %1 = "z.nop"(%0) {a0 = #loc, d.k1 = "X/\C1\F0\9F\99\82\00\0A*a" : f4E2M1FN, d.k3 = #x.a, value2} : (memref<?x373xf8E4M3FNUZ, #map, 6>) -> memref<24x3x1xvector<f8E3M4>>
  %2 = "foo.bar"() ({
    %18 = "z.nop"(%1) {b1 = -1 : i64, value0 = dense<0.000000e+00> : vector<3x1xf8E5M2FNUZ>, z92 = 0.46009990000000001 : f64} : (memref<24x3x1xvector<f8E3M4>>) -> !foo.t<{-1}>
    %19 = "bar.yield"(%0) : (memref<?x373xf8E4M3FNUZ, #map, 6>) -> ui1024
  }) {d.k0 = "z\0A%\22.#\22}\22\F0\9F\99\82-\\"} : () -> i1024
  %3:4 = "foo.bar"() {a1 = dense<-22> : vector<2x3xi8>, attr0, foo.k3 = 1 : index, my.k2 = "XX/ a\22\00/<\10"} : () -> (tensor<f6E2M3FN>, i32, ui32, i8)
  %4:4 = "x.y"(%3#0) <{a0 = 1.024000e+03 : f8E8M0FNU, a1 = 0.46220440000000002 : f64, my.k2 = [1 : i128, false, 7.629390e-06 : f8E5M2FNUZ]}> {_u2 = dense<["\F0\9F\99\82z\\@}\09", "z0!_/%\\#.%0'", "\0Aa/\\\0A\0A<\0A{\\<"]> : tensor<3x!foo.str>, attr1 = #foo.a, b0 = 4.50975662E+11 : f32} : (tensor<f6E2M3FN>) -> (f32, index, i3, none)
  %5:4 = "x.y"(%4#2) : (i3) -> (complex<bf16>, tuple<memref<*xcomplex<i64>>>, tensor<1x1xsi32, #foo.enc>, !x.t<{-7} , f32>)
  "bar.yield"(%5#3, %5#2, %5#0) {foo.k0 = "\\_X/ !{", sym_name1 = dense<-1103307319> : tensor<si32>} : (!x.t<{-7} , f32>, tensor<1x1xsi32, #foo.enc>, complex<bf16>) -> ()
  %6 = "foo.compute"(%5#2) ({
    "my_dialect.thing"() {_u2 = false, b0 = dense<[1, -2147483648, 7, -716]> : tensor<4xi32>, foo.k1 = @a::@"\C3\A9"} : () -> ()
    %10 = "foo.compute"(%4#1, %5#2, %5#3) <{value0 = true}> ({
      %13 = "foo.compute"() : () -> complex<f16>
      %14 = "x.y"(%5#3) ({
      ^bb0(%arg0: tuple<si3>):
        %16:3 = "foo.compute"() : () -> (i7, memref<3x?x39xvector<8x6xi8>, #map1, 1>, i64)
        %17 = "bar.yield"(%13, %5#0, %16#2) : (complex<f16>, complex<bf16>, i64) -> i17
        "x.y"() {a0 = {_u2, my.k1 = 31 : index, sym_name3, value0 = 0x80 : f8E4M3FNUZ}, x1 = [false, !tuple]} : () -> ()
        "z.nop"() {d.k0 = #x.p<-4,10,-2>, "quoted key 1" = 4.940660e-324 : f64, "quoted key 2" = -7 : i7} : () -> ()
        "d.op_1"(%16#2, %17, %16#2) {b2 = "0b#\\z\22\00", foo.k0 = #bar.p<[[-5]] , 66>, k$1 = 5.067000e+10 : f80} : (i64, i17, i64) -> ()
      }) : (!x.t<{-7} , f32>) -> tensor<1x3x?x44xf128>
      %15 = "foo.bar"(%3#0, %5#0, %14) : (tensor<f6E2M3FN>, complex<bf16>, tensor<1x3x?x44xf128>) -> !foo.param<[70, i8]>
    }, {
      "d.op_1"(%5#0) {foo.k0 = #map2, k$1} : (complex<bf16>) -> ()
      %12 = "a.b"(%5#3, %4#0) : (!x.t<{-7} , f32>, f32) -> vector<16xi64>
    }) {k$2 = tuple<>, my.k0 = "\7F\09-\\", "quoted key 1" = #map3} : (index, tensor<1x1xsi32, #foo.enc>, !x.t<{-7} , f32>) -> !foo.t<[i8,-0,{65 -4 -1}] , [?]>
    %11 = "foo.bar"(%5#2, %5#2, %4#1) : (tensor<1x1xsi32, #foo.enc>, tensor<1x1xsi32, #foo.enc>, index) -> vector<[15]x10xf32>
  }) : (tensor<1x1xsi32, #foo.enc>) -> f32
  %7:3 = "foo.bar.baz"(%6, %0, %6) : (f32, memref<?x373xf8E4M3FNUZ, #map, 6>, f32) -> (!bar.type, tuple<i64, f32>, i17)
  %8 = "foo.bar.baz"(%3#1) {my.k1 = 0x7FFF05FA04D1BAA68941 : f80, "quoted key 0" = 59 : i64} : (i32) -> tuple<memref<254xf8E4M3, "local mem">>
  %9:2 = "x.y"(%8, %8, %7#1) : (tuple<memref<254xf8E4M3, "local mem">>, tuple<memref<254xf8E4M3, "local mem">>, tuple<i64, f32>) -> ((vector<[7]x8xf8E4M3FNUZ>, !x<"a b">, vector<9x[3]xf4E2M1FN>) -> vector<6x2xf8E5M2FNUZ>, !bar.param<a.b, -7>)
}) : () -> ()

