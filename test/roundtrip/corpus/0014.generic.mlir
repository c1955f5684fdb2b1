!tuple = tuple<bf16, f128, si8, i24, f32, i1, i32, si32, i1, index, i64, f32, ui24, i32, index, index, f32, i17, ui17>
#loc = loc("name")
#map = affine_map<(d0, d1, d2)[s0, s1] -> (s0, d2 * 4)>
#map1 = affine_map<()[s0, s1] -> (s0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#set = affine_set<(d0, d1)[s0] : (-((s0 * 2) floordiv 3) + 7 >= 0, 0 >= 0, d1 == 0)>
"builtin.module"() ({
  %0 = "z.nop"() {_u2 = array<i1>, a0 = {_u0 = [#my.v<true,?>, 0x80 : f8E4M3FNUZ], _u1 = #set, z92 = [#my.v<true,?>, 0x80 : f8E4M3FNUZ]}, z91 = -6.553600e+04 : bf16} : () -> tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>
  %1 = "foo.compute"(%0, %0) ({
    %7 = "z.nop"(%0, %0) {_u2 = "b\22", a0 = dense_resource<r.0> : tensor<2xi8>, attr1 = [#my.v<true,?>, 0x80 : f8E4M3FNUZ], my.k3 = array<f32: 4.384000e+00, 1.17549435E-38, 512.243958>} : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> si8
    %8 = "z.nop"(%0) ({
      "my_dialect.thing"(%7, %7, %0) : (si8, si8, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> ()
      "foo.bar.baz"(%7) : (si8) -> ()
      %12 = "x.y"(%7, %0, %0) {attr0} : (si8, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> complex<i1024>
      %13 = "foo.compute"(%0, %0, %0) {attr0 = index} : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> !foo.type
      %14 = "d.op_1"(%7) {b2 = array<i8: 1, 4, 2, 11, 1>, foo.k0 = "" : si128, z91 = true} : (si8) -> !tuple
      "a.jump"()[^bb1, ^bb3] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb3
      %15 = "a.b"(%7, %14) <{a0, sym_name1 = #bar<"abc">, value2 = array<i64: -1, 1, -9223372036854775808, 4611090516, 0>, z93 = "\A4%%\0A#0" : i8}> {d.k1 = dense_resource<weights1> : tensor<1xi64>, k$2, my.k0} : (si8, !tuple) -> bf16
      "foo.br"(%15, %15, %13)[^bb2] <{attr0 = [loc("dir/with space.c":444:368), dense<[[[(28,-95), (80,-93)], [(66,-65), (89,-79)], [(94,-98), (63,-30)], [(59,-53), (77,-34)]], [[(68,-90), (72,-3)], [(25,-41), (54,-45)], [(84,-61), (32,-28)], [(76,-78), (10,-84)]], [[(38,-71), (15,-58)], [(34,-100), (90,-30)], [(48,-92), (76,-11)], [(46,-22), (93,-54)]]]> : tensor<3x4x2xcomplex<i32>>, #my.a<{? , 68}, "x y", <-0>>, -7.242520e-02 : f32], b1 = loc("dir/with space.c":444:368), x2 = 1 : index, z93 = true}> : (bf16, bf16, !foo.type) -> ()
    ^bb2:  // pred: ^bb1
      "z.nop"(%0, %7) {attr1 = [#map, #my.b.c, unit], foo.k3 = [], sym_name2 = 4.9531657453043589E+186 : f64, z90 = array<i16: -1>} : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, si8) -> ()
      %16:2 = "foo.bar"(%14) : (!tuple) -> (vector<3x[4]x9xi16>, tuple<f16, f16>)
      "cfx.cond_br"()[^bb3] ({
      ^bb0(%arg1: complex<f32>):
        %20 = "foo.op"(%12, %16#1) {a0} : (complex<i1024>, tuple<f16, f16>) -> tensor<?x7xf32>
        %21:4 = "x.y"(%arg1, %16#1) : (complex<f32>, tuple<f16, f16>) -> (bf16, si17, bf16, vector<10x9x[6]xi8>)
        %22:4 = "d.op_1"(%21#3, %21#2, %16#0) <{attr0 = index}> {my.k1 = "\9A _0_", "quoted key 0" = {attr0 = 4.000000e+00 : bf16}, "quoted key 2"} : (vector<10x9x[6]xi8>, bf16, vector<3x[4]x9xi16>) -> (f32, si3, memref<*xi7>, i8)
        %23 = "d.op_1"() {x0 = #map1} : () -> tensor<3x4xcomplex<si24>, 4 : i32>
      }) {k$0, x1 = {foo.k0 = index, k$1 = i8, my.k2}} : () -> ()
    ^bb3(%17: f8E4M3FNUZ, %18: bf16, %19: bf16):  // 2 preds: ^bb0, ^bb2
      "cfx.cond_br"(%17, %14)[^bb1] {a2 = 6.983600e+05 : f64, d.k1 = 0 : ui8, my.k0 = 141923541692689665 : index} : (f8E4M3FNUZ, !tuple) -> ()
    }) {k$0 = "\09a }\CE\A90\C3\A9/}'"} : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> si32
    "foo.compute"() <{my.k0 = ""}> ({
      %10 = "bar.yield"(%7) : (si8) -> ui128
      "foo.compute"(%7) <{a2 = "_", k$0 = -1 : i3, "quoted key 1" = dense<[[[(6.550400e+04,1.500000e+00)]], [[(3.14159265358979,-1.500000e+00)]], [[(0.28289520000000001,0x7FF8000000000001)]], [[(0x4202A05F00C00000,-1.000000e+10)]]]> : tensor<4x1x1xcomplex<f64>>, sym_name3 = @main::@x.y}> {a1 = "\09X@\\\22", k$0 = "z\22 \09\F0"} : (si8) -> ()
      %11 = "z.nop"(%0, %7) : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, si8) -> i8
    }) : () -> ()
    %9 = "foo.compute"(%0) : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> tensor<4xcomplex<f8E3M4>, 5 : i32>
  }) {b1 = "X\09\\\00\00{/0{\\", my.k0, "quoted key 3" = @main, z92 = "H}\0A\C3\A9\22b!\\a\22\7F"} : (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> tf32
  %2:3 = "foo.bar"(%1) ({
  ^bb0(%arg0: i32):
    %4 = "z.nop"(%arg0, %0, %0) ({
      %6 = "foo.compute"() {my.k0 = 1.175490e-38 : bf16, sym_name1 = array<f64: -8.130000e-04, 2.178960e+18, 1.869000e+00, 2.2439371974749062E-270>} : () -> si3
    }) : (i32, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> memref<?x?xsi17>
    %5:4 = "a.b"(%4, %0, %0) : (memref<?x?xsi17>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> (bf16, !foo.param<43 [-0 <"x y", ?> abc]>, tuple<f32, !my_dialect.v<? a.b>, bf16>, tensor<666x?x1xui64>)
  }) : (tf32) -> (tensor<?x?x6x3xi64>, bf16, index)
  %3:2 = "foo.compute"(%2#2, %2#2) {a0 = 761559 : index, attr2 = 3.682500e+04 : f64, b1 = array<f64: 2.3591861688652713E-183, 9.514000e+07, 1.000000e+00>, b3 = [0 : si1024, {a0 = 0.000000e+00 : f64, value1 = array<f64: 1.5883923464092608E+159, 9.7379999999999995, 392.41008099999999, -4.940660e-324, 2.000000e+00>}, {_u2 = 4.340000e+02 : bf16, a1 = true, z90 = #loc}, {}]} : (index, index) -> (tensor<?x736x52xi17>, bf16)
}) {foo.module_attr = #map2} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000036A4",
      weights1: "0x08000000DD55AD64AEAB7A0F"
    }
  }
#-}

