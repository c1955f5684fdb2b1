!tuple = tuple<i24, bf16, f80, f32, f16, f32, f16, f64, i1, f64, f8E4M3FN, tf32, bf16, index, index, complex<f8E4M3FN>, i64, i24, f8E4M3FN, index, f64, f16, i16>
#distinct = distinct[0]<memref<48x?x481xcomplex<f16>, strided<[31, ?, 27]>, "local mem">>
#loc = loc("dir/with space.c":21:0)
#loc1 = loc("dir/with space.c":26:48 to 27:72)
#loc2 = loc("dir/with space.c":47:0)
#map = affine_map<(d0) -> (-(-d0 + 9))>
#map1 = affine_map<() -> (4, 0)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * 5, s0 * -8, 0)>
#loc3 = loc(callsite(#loc at #loc1))
#loc4 = loc("callee"(#loc3))
"builtin.module"() ({
  %0 = "foo.compute"() ({
  ^bb0(%arg9: complex<f6E3M2FN>, %arg10: ui1, %arg11: index):
    %16:2 = "my_dialect.thing"(%arg9, %arg11) {b1 = ["\00\7FXa'\CF\22\22_\C3\A9" : i7, "\00\7FXa'\CF\22\22_\C3\A9" : i7, "b%#bX@\C3\A9a", 0.000000e+00 : f32], sym_name0 = 55 : si24, value2 = {a0 = array<i32: -1, 1055262, 86>, value1 = "\00\7FXa'\CF\22\22_\C3\A9" : i7}} : (complex<f6E3M2FN>, index) -> (memref<?xbf16, 7>, !bar.v<f32 ? "x y">)
    %17 = "foo.compute"() : () -> !tuple
    %18:4 = "d.op_1"() {value0 = dense<[[[0, 1]], [[0, 1]], [[10316, 0]]]> : tensor<3x1x2xui24>} : () -> (memref<?xsi64, #map>, bf16, i17, f8E5M2)
    %19 = "d.op_1"(%arg9, %18#0, %18#0) <{my.k0, value1 = "\C3\A9}*%"}> : (complex<f6E3M2FN>, memref<?xsi64, #map>, memref<?xsi64, #map>) -> f8E8M0FNU
    "foo.op"(%18#1) {foo.k1, sym_name0 = @b::@"with\22quote"::@x.y} : (bf16) -> ()
  }, {
  ^bb0(%arg0: si64, %arg1: f16, %arg2: f16):
    %3 = "a.b"(%arg2, %arg2) : (f16, f16) -> complex<i32>
    %4 = "a.b"(%3) : (complex<i32>) -> vector<3x6x5xf16>
    %5 = "d.op_1"() ({
    ^bb0(%arg6: f64, %arg7: tensor<26x0x1x!my_dialect.a.b>, %arg8: complex<si7>):
      "d.op_1"(%4, %arg8, %arg7) : (vector<3x6x5xf16>, complex<si7>, tensor<26x0x1x!my_dialect.a.b>) -> ()
    }) {k$0 = @c::@a::@_priv} : () -> tensor<1x!my_dialect.type>
    "a.jump"(%5, %arg2)[^bb1] ({
      %6:2 = "my_dialect.thing"(%4, %4) {foo.k1 = [-1 : i3, "\\\00%bX\00\22\\ 0", #map1, "\CE\A9{\22\09/\\\00" : f8E4M3FNUZ], k$0, sym_name2} : (vector<3x6x5xf16>, vector<3x6x5xf16>) -> (tensor<31x2x39x3xcomplex<i32>, 7 : i32>, (bf16) -> (f64, none))
      %7 = "my_dialect.thing"(%arg2, %6#0) {k$1 = 32353959 : i32, "quoted key 0" = "\00\7FXa'\CF\22\22_\C3\A9" : i7} : (f16, tensor<31x2x39x3xcomplex<i32>, 7 : i32>) -> index
      "x.switch"()[^bb1] <{foo.k0 = #loc2}> ({
      ^bb0(%arg3: i1024, %arg4: f128, %arg5: i8):
        "foo.bar"(%arg4, %arg2, %arg0) <{}> {_u0 = complex<f64>, foo.k3 = -4.776663937206819E+49 : f64, x2 = "\\X.--\0A!z", z91 = "\C3\9F\09@X \0A\00@}!\00" : f8E5M2FNUZ} : (f128, f16, si64) -> ()
      }, {
        %10 = "foo.compute"(%arg1) : (f16) -> f32
        %11:2 = "a.b"(%7, %7, %7) <{attr0 = -1 : i7, attr2, my.k3 = "\22*!\1C<0a'\0A", "quoted key 1" = dense<131071> : tensor<1x2x2xui17>}> {_u2 = "\\X.--\0A!z", attr1 = -1 : i17, attr3, value0 = "<{%}<" : i1} : (index, index, index) -> (f64, complex<ui128>)
        "bar.yield"(%11#1) : (complex<ui128>) -> ()
        "a.jump"()[^bb1, ^bb1] <{a3, d.k0 = 218 : i64, k$1 = affine_set<(d0, d1, d2)[s0, s1] : (d1 * -8 + 7 >= 0, d1 >= 0)>, value2}> : () -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        %12:4 = "my_dialect.thing"(%11#0) : (f64) -> (f16, f32, none, tuple<f8E3M4, index, bf16, f6E3M2FN>)
        %13:3 = "foo.compute"(%12#1, %11#0, %12#0) {a0 = #distinct, k$2, "quoted key 3", sym_name1 = [#map2]} : (f32, f64, f16) -> (vector<[12]xf6E2M3FN>, i32, tuple<>)
        %14 = "d.op_1"(%13#2, %13#0) <{foo.k0 = "0 \C3\A9\\}%.\220V\C3\A90"}> : (tuple<>, vector<[12]xf6E2M3FN>) -> si16
        %15:3 = "a.b"(%13#1, %13#1, %13#2) {a2 = -1948214307 : i64, b0 = true, "quoted key 3" = #loc4, sym_name1 = i7} : (i32, i32, tuple<>) -> (tuple<>, !foo<"abc">, tensor<*xvector<1xi64>>)
        "my_dialect.thing"() : () -> ()
        "a.jump"(%15#0, %15#1, %15#0)[^bb1] <{k$1 = distinct[1]<distinct[2]<affine_map<(d0, d1, d2)[s0, s1] -> (d0, s1 - s0)>>>, "quoted key 0" = {_u1 = "b\F4zz\0A/<\00\22a_" : f64, k$0 = false, value2}}> : (tuple<>, !foo<"abc">, tuple<>) -> ()
      }) : () -> ()
    ^bb1:  // pred: ^bb0
      "a.jump"(%5, %7, %5)[^bb2] <{b1 = sparse<[[1, 1], [1, 2]], [2.793000e+10, 3.831000e+01]> : tensor<2x3xf32>, k$2, "quoted key 0"}> : (tensor<1x!my_dialect.type>, index, tensor<1x!my_dialect.type>) -> ()
    ^bb2:  // pred: ^bb1
      "foo.br"(%3, %6#0, %6#0)[^bb3] : (complex<i32>, tensor<31x2x39x3xcomplex<i32>, 7 : i32>, tensor<31x2x39x3xcomplex<i32>, 7 : i32>) -> ()
    ^bb3(%8: complex<f64>):  // pred: ^bb2
      %9 = "foo.bar"(%8, %arg0, %8) {attr0 = dense_resource<r.0> : tensor<5xi64>, b1} : (complex<f64>, si64, complex<f64>) -> memref<42xf128, {kind = "scratch"}>
    }) {_u0 = array<i32: -2147483648, 53, -1, -2014928989>, b1 = "\C3\A9\09"} : (tensor<1x!my_dialect.type>, f16) -> ()
  ^bb1:  // pred: ^bb0
    "bar.yield"(%arg2) {attr1 = #foo.p<<"x y">,{{?, i8, ?}, ?, ?}>, d.k0 = -9223372036854775808 : index, "quoted key 2" = -9223372036854775808 : index, value3 = #loc2} : (f16) -> ()
  }) {_u0 = "\09-a", k$1 = 2.465720e+17 : bf16} : () -> tensor<2x44x168xf32>
  %1:2 = "z.nop"() : () -> (index, (i8) -> (index, !x.v<59 , [a.b] , -5>))
  %2 = "foo.op"() : () -> f32
  "x.y"() {attr0 = {}, k$1 = 0 : ui128} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000AEBA875B4A06E02524582AA52D29B31AAF8E2596EFDF16FC6AAF2898633FACBA3AD9B1864CEDF8C"
    }
  }
#-}

