!tuple = tuple<f128, vector<[11]x4xf8E4M3FNUZ>, index, i32, si8, f16, f8E4M3B11FNUZ, i3, index, index, tf32, i7, i128, f64, index, f32, i1>
#map = affine_map<(d0, d1, d2) -> (0, d1 * 6, 0)>
#map1 = affine_map<(d0) -> (d0, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (3 >= 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (s0 - 2 >= 0, s0 floordiv 2 == 0, d0 == 0)>
"builtin.module"() <{sym_name = "m69"}> ({
  %0 = "a.b"() : () -> si24
  %1:3 = "x.y"() : () -> (!bar.v<?>, index, i64)
  %2 = "foo.compute"(%1#0, %0, %1#2) <{}> {sym_name0 = -1 : i64} : (!bar.v<?>, si24, i64) -> f64
  %3 = "a.b"(%1#0, %1#1, %2) ({
  }, {
    %4 = "z.nop"(%1#0, %2, %1#1) ({
      %8:3 = "z.nop"(%2) ({
        "a.jump"(%2)[^bb1, ^bb3] {foo.k2 = -0.95167190000000001504 : f80, sym_name0 = dense<[["\\\7F*/\09{\E6\97\A5\E6\9C\AC}a", ""], ["\09X@z<\00", "{a%}\22<}@"]]> : tensor<2x2x!foo.str>, value1} : (f64) -> ()
      ^bb1(%25: !bar<"x<y>">):  // 2 preds: ^bb0, ^bb2
        "foo.op"(%1#2) <{_u0}> : (i64) -> ()
        %26 = "z.nop"(%1#1) : (index) -> complex<f8E4M3FNUZ>
        "cfx.cond_br"(%26)[^bb2] : (complex<f8E4M3FNUZ>) -> ()
      ^bb2:  // pred: ^bb1
        %27 = "foo.compute"(%1#1, %1#0) : (index, !bar.v<?>) -> i32
        %28 = "x.y"() <{attr0 = 7 : ui32}> {_u2, k$0 = @"\C3\A9", sym_name1} : () -> vector<4x16x14xf64>
        %29 = "foo.op"(%2) : (f64) -> f64
        %30 = "foo.op"(%2, %28, %27) : (f64, vector<4x16x14xf64>, i32) -> ui8
        "a.jump"()[^bb3, ^bb1] : () -> ()
      ^bb3:  // 2 preds: ^bb0, ^bb2
        "foo.compute"(%2, %0, %1#2) <{a0 = 5.179520e-38 : bf16, z91 = false}> : (f64, si24, i64) -> ()
        "foo.bar.baz"(%2, %0) <{}> {foo.k1 = false, "quoted key 0" = "/"} : (f64, si24) -> ()
        %31 = "x.y"(%1#2, %1#0) : (i64, !bar.v<?>) -> none
        %32:3 = "foo.bar"(%1#0) : (!bar.v<?>) -> (complex<i3>, f8E4M3B11FNUZ, i128)
        "my_dialect.thing"(%31) : (none) -> ()
      }, {
      ^bb0(%arg0: none):
        "foo.br"(%1#2, %2, %0)[^bb1, ^bb2] {_u0} : (i64, f64, si24) -> ()
      ^bb1(%17: i16, %18: bf16, %19: complex<f64>):  // pred: ^bb0
        %20:4 = "foo.compute"(%2, %18, %0) {_u1 = "", d.k2 = -1 : index, value0} : (f64, bf16, si24) -> (index, i64, complex<bf16>, !bar.a.b)
        %21 = "bar.yield"(%1#1, %1#2, %20#3) <{k$0 = {}}> : (index, i64, !bar.a.b) -> memref<?x532xindex, "gpu">
        "my_dialect.thing"(%20#3) <{a0 = dense_resource<blob0> : tensor<3xi32>, d.k1 = 1 : i32}> : (!bar.a.b) -> ()
        %22 = "bar.yield"() : () -> !foo.param<12 , "x y" , <[i8,37],<"x y" 31 "x y">>>
        "foo.bar.baz"(%20#2) : (complex<bf16>) -> ()
        "x.switch"(%20#3, %20#3, %20#3)[^bb2] {_u0 = ".z\C3\A9{#\00 0\22\09", attr1 = #set, k$2 = "\E6\97\A5\E6\9C\AC"} : (!bar.a.b, !bar.a.b, !bar.a.b) -> ()
      ^bb2(%23: f6E2M3FN):  // 2 preds: ^bb0, ^bb1
        %24:3 = "foo.bar.baz"(%1#2, %1#1) : (i64, index) -> (f16, !tuple, complex<f64>)
      }) {d.k0 = "\0A\C3\A9\CE\A9\16}\CE\A9!'*" : bf16, "quoted key 1" = 1 : ui1, sym_name3 = -3.870720e+05 : bf16, z92 = "*\C3\A9z/{\220\09{"} : (f64) -> (f64, complex<bf16>, f80)
      %9 = "bar.yield"(%8#0) ({
        "x.switch"(%1#2, %8#2, %2)[^bb1, ^bb1] <{attr1 = [], "quoted key 3", value0 = "\22\00\22\09_ .%\DB\\", z92 = 3.440000e+02 : bf16}> : (i64, f80, f64) -> ()
      ^bb1(%12: memref<2xf8E4M3B11FNUZ, "gpu">, %13: none):  // 2 preds: ^bb0, ^bb0
        %14 = "foo.op"(%13, %0) <{}> {attr1 = true, "quoted key 0" = 2.3861793537827915E+111 : f64} : (none, si24) -> tuple<bf16, i64, complex<bf16>>
        "a.jump"()[^bb2] {k$1 = #map, my.k2 = dense<(6.710000e+07,0xFF800000)> : tensor<3xcomplex<f32>>, z90 = 0x7E00 : f16, z93} : () -> ()
      ^bb2:  // pred: ^bb1
        %15:4 = "d.op_1"() : () -> (none, complex<tf32>, i16, none)
        %16 = "my_dialect.thing"() : () -> complex<f32>
        "foo.bar.baz"(%1#2, %1#1) : (i64, index) -> ()
      }) : (f64) -> i3
      %10 = "bar.yield"(%8#2, %8#1) : (f80, complex<bf16>) -> bf16
      %11:3 = "my_dialect.thing"(%8#1, %8#2) : (complex<bf16>, f80) -> (tuple<>, f32, index)
    }, {
    }, {
    }) {"quoted key 0" = 0 : ui8} : (!bar.v<?>, f64, index) -> vector<4x9x2xui16>
    %5:3 = "foo.compute"(%1#1, %1#2, %1#0) <{}> : (index, i64, !bar.v<?>) -> (i24, f6E3M2FN, i7)
    "foo.compute"() : () -> ()
    "foo.op"(%5#2, %1#2) : (i7, i64) -> ()
    %6:4 = "x.y"(%5#2, %5#2) : (i7, i7) -> (!x.type, complex<f8E4M3FN>, f16, complex<f16>)
    %7:3 = "a.b"(%1#0) : (!bar.v<?>) -> (i24, complex<f8E3M4>, complex<bf16>)
  }, {
    "x.y"(%1#2) <{d.k2 = 3.140630e+00 : f16, my.k0 = 8.752000e+03 : f16, sym_name1 = @s$}> {k$0 = #map1, my.k1 = #set1} : (i64) -> ()
  }) {attr0 = sparse<[[1, 0], [0, 1], [0, 0]], [-1, -128, -128]> : tensor<2x2xi8>} : (!bar.v<?>, index, f64) -> vector<f4E2M1FN>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000204068E8C54F220E81296E10"
    }
  }
#-}

