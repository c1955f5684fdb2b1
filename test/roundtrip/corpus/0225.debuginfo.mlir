!tuple = tuple<i24, bf16, f80, f32, f16, f32, f16, f64, i1, f64, f8E4M3FN, tf32, bf16, index, index, complex<f8E4M3FN>, i64, i24, f8E4M3FN, index, f64, f16, i16>
#distinct = distinct[0]<memref<48x?x481xcomplex<f16>, strided<[31, ?, 27]>, "local mem">>
#loc3 = loc(unknown)
#loc4 = loc("0225.in.mlir":14:53)
#loc5 = loc("0225.in.mlir":14:62)
#loc13 = loc("0225.in.mlir":24:4)
#loc14 = loc("0225.in.mlir":24:14)
#loc15 = loc("0225.in.mlir":24:26)
#loc18 = loc("f":0:445)
#loc19 = loc("0225.in.mlir":29:36)
#loc20 = loc("0225.in.mlir":29:75)
#loc26 = loc("0225.in.mlir":38:14)
#loc27 = loc("0225.in.mlir":38:31)
#loc28 = loc("0225.in.mlir":38:42)
#loc40 = loc("dir/with space.c":21:0)
#loc41 = loc("dir/with space.c":26:48 to 27:72)
#loc46 = loc("0225.in.mlir":67:12)
#loc48 = loc("dir/with space.c":47:0)
#map = affine_map<(d0) -> (-(-d0 + 9))>
#map1 = affine_map<() -> (4, 0)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * 5, s0 * -8, 0)>
#loc53 = loc(fused<6 : i32>[#loc3])
#loc58 = loc(callsite(#loc40 at #loc41))
#loc62 = loc("callee"(#loc58))
"builtin.module"() ({
  %0 = "foo.compute"() ({
  ^bb0(%arg9: complex<f6E3M2FN> loc(fused<6 : i32>[#loc3]), %arg10: ui1 loc("0225.in.mlir":14:53), %arg11: index loc("0225.in.mlir":14:62)):
    %16:2 = "my_dialect.thing"(%arg9, %arg11) {b1 = ["\00\7FXa'\CF\22\22_\C3\A9" : i7, "\00\7FXa'\CF\22\22_\C3\A9" : i7, "b%#bX@\C3\A9a", 0.000000e+00 : f32], sym_name0 = 55 : si24, value2 = {a0 = array<i32: -1, 1055262, 86>, value1 = "\00\7FXa'\CF\22\22_\C3\A9" : i7}} : (complex<f6E3M2FN>, index) -> (memref<?xbf16, 7>, !bar.v<f32 ? "x y">) loc(#loc6)
    %17 = "foo.compute"() : () -> !tuple loc(#loc7)
    %18:4 = "d.op_1"() {value0 = dense<[[[0, 1]], [[0, 1]], [[10316, 0]]]> : tensor<3x1x2xui24>} : () -> (memref<?xsi64, #map>, bf16, i17, f8E5M2) loc(#loc60)
    %19 = "d.op_1"(%arg9, %18#0, %18#0) <{my.k0, value1 = "\C3\A9}*%"}> : (complex<f6E3M2FN>, memref<?xsi64, #map>, memref<?xsi64, #map>) -> f8E8M0FNU loc(#loc11)
    "foo.op"(%18#1) {foo.k1, sym_name0 = @b::@"with\22quote"::@x.y} : (bf16) -> () loc(#loc12)
  }, {
  ^bb0(%arg0: si64 loc("0225.in.mlir":24:4), %arg1: f16 loc("0225.in.mlir":24:14), %arg2: f16 loc("0225.in.mlir":24:26)):
    %3 = "a.b"(%arg2, %arg2) : (f16, f16) -> complex<i32> loc(#loc3)
    %4 = "a.b"(%3) : (complex<i32>) -> vector<3x6x5xf16> loc(#loc16)
    %5 = "d.op_1"() ({
    ^bb0(%arg6: f64 loc("f":0:445), %arg7: tensor<26x0x1x!my_dialect.a.b> loc("0225.in.mlir":29:36), %arg8: complex<si7> loc("0225.in.mlir":29:75)):
      "d.op_1"(%4, %arg8, %arg7) : (vector<3x6x5xf16>, complex<si7>, tensor<26x0x1x!my_dialect.a.b>) -> () loc(#loc21)
    }) {k$0 = @c::@a::@_priv} : () -> tensor<1x!my_dialect.type> loc(#loc17)
    "a.jump"(%5, %arg2)[^bb1] ({
      %6:2 = "my_dialect.thing"(%4, %4) {foo.k1 = [-1 : i3, "\\\00%bX\00\22\\ 0", #map1, "\CE\A9{\22\09/\\\00" : f8E4M3FNUZ], k$0, sym_name2} : (vector<3x6x5xf16>, vector<3x6x5xf16>) -> (tensor<31x2x39x3xcomplex<i32>, 7 : i32>, (bf16) -> (f64, none)) loc(#loc55)
      %7 = "my_dialect.thing"(%arg2, %6#0) {k$1 = 32353959 : i32, "quoted key 0" = "\00\7FXa'\CF\22\22_\C3\A9" : i7} : (f16, tensor<31x2x39x3xcomplex<i32>, 7 : i32>) -> index loc(#loc24)
      "x.switch"()[^bb1] <{foo.k0 = #loc48}> ({
      ^bb0(%arg3: i1024 loc("0225.in.mlir":38:14), %arg4: f128 loc("0225.in.mlir":38:31), %arg5: i8 loc("0225.in.mlir":38:42)):
        "foo.bar"(%arg4, %arg2, %arg0) <{}> {_u0 = complex<f64>, foo.k3 = -4.776663937206819E+49 : f64, x2 = "\\X.--\0A!z", z91 = "\C3\9F\09@X \0A\00@}!\00" : f8E5M2FNUZ} : (f128, f16, si64) -> () loc(#loc29)
      }, {
        %10 = "foo.compute"(%arg1) : (f16) -> f32 loc(#loc30)
        %11:2 = "a.b"(%7, %7, %7) <{attr0 = -1 : i7, attr2, my.k3 = "\22*!\1C<0a'\0A", "quoted key 1" = dense<131071> : tensor<1x2x2xui17>}> {_u2 = "\\X.--\0A!z", attr1 = -1 : i17, attr3, value0 = "<{%}<" : i1} : (index, index, index) -> (f64, complex<ui128>) loc(#loc61)
        "bar.yield"(%11#1) : (complex<ui128>) -> () loc(#loc35)
        "a.jump"()[^bb1, ^bb1] <{a3, d.k0 = 218 : i64, k$1 = affine_set<(d0, d1, d2)[s0, s1] : (d1 * -8 + 7 >= 0, d1 >= 0)>, value2}> : () -> () loc(#loc36)
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        %12:4 = "my_dialect.thing"(%11#0) : (f64) -> (f16, f32, none, tuple<f8E3M4, index, bf16, f6E3M2FN>) loc(#loc37)
        %13:3 = "foo.compute"(%12#1, %11#0, %12#0) {a0 = #distinct, k$2, "quoted key 3", sym_name1 = [#map2]} : (f32, f64, f16) -> (vector<[12]xf6E2M3FN>, i32, tuple<>) loc(#loc3)
        %14 = "d.op_1"(%13#2, %13#0) <{foo.k0 = "0 \C3\A9\\}%.\220V\C3\A90"}> : (tuple<>, vector<[12]xf6E2M3FN>) -> si16 loc(#loc38)
        %15:3 = "a.b"(%13#1, %13#1, %13#2) {a2 = -1948214307 : i64, b0 = true, "quoted key 3" = #loc62, sym_name1 = i7} : (i32, i32, tuple<>) -> (tuple<>, !foo<"abc">, tensor<*xvector<1xi64>>) loc(#loc39)
        "my_dialect.thing"() : () -> () loc(#loc59)
        "a.jump"(%15#0, %15#1, %15#0)[^bb1] <{k$1 = distinct[1]<distinct[2]<affine_map<(d0, d1, d2)[s0, s1] -> (d0, s1 - s0)>>>, "quoted key 0" = {_u1 = "b\F4zz\0A/<\00\22a_" : f64, k$0 = false, value2}}> : (tuple<>, !foo<"abc">, tuple<>) -> () loc(#loc44)
      }) : () -> () loc(#loc25)
    ^bb1:  // pred: ^bb0
      "a.jump"(%5, %7, %5)[^bb2] <{b1 = sparse<[[1, 1], [1, 2]], [2.793000e+10, 3.831000e+01]> : tensor<2x3xf32>, k$2, "quoted key 0"}> : (tensor<1x!my_dialect.type>, index, tensor<1x!my_dialect.type>) -> () loc(#loc3)
    ^bb2:  // pred: ^bb1
      "foo.br"(%3, %6#0, %6#0)[^bb3] : (complex<i32>, tensor<31x2x39x3xcomplex<i32>, 7 : i32>, tensor<31x2x39x3xcomplex<i32>, 7 : i32>) -> () loc(#loc45)
    ^bb3(%8: complex<f64> loc("0225.in.mlir":67:12)):  // pred: ^bb2
      %9 = "foo.bar"(%8, %arg0, %8) {attr0 = dense_resource<r.0> : tensor<5xi64>, b1} : (complex<f64>, si64, complex<f64>) -> memref<42xf128, {kind = "scratch"}> loc(#loc47)
    }) {_u0 = array<i32: -2147483648, 53, -1, -2014928989>, b1 = "\C3\A9\09"} : (tensor<1x!my_dialect.type>, f16) -> () loc(#loc22)
  ^bb1:  // pred: ^bb0
    "bar.yield"(%arg2) {attr1 = #foo.p<<"x y">,{{?, i8, ?}, ?, ?}>, d.k0 = -9223372036854775808 : index, "quoted key 2" = -9223372036854775808 : index, value3 = #loc48} : (f16) -> () loc(#loc30)
  }) {_u0 = "\09-a", k$1 = 2.465720e+17 : bf16} : () -> tensor<2x44x168xf32> loc(#loc52)
  %1:2 = "z.nop"() : () -> (index, (i8) -> (index, !x.v<59 , [a.b] , -5>)) loc(#loc49)
  %2 = "foo.op"() : () -> f32 loc(#loc50)
  "x.y"() {attr0 = {}, k$1 = 0 : ui128} : () -> () loc(#loc51)
}) : () -> () loc(#loc)
#loc = loc("0225.in.mlir":0:0)
#loc1 = loc("-":296:186)
#loc2 = loc("":5:44 to :48)
#loc6 = loc("a.mlir":458:177)
#loc7 = loc("f":35:38 to 37:17)
#loc8 = loc("f":233:140)
#loc9 = loc("-":53:9)
#loc10 = loc("a.mlir":37:52 to 38:48)
#loc11 = loc("src/x.py":483:87)
#loc12 = loc("0225.in.mlir":22:5)
#loc16 = loc("0225.in.mlir":27:15)
#loc17 = loc("0225.in.mlir":28:12)
#loc21 = loc("dir/with space.c":2:57 to :59)
#loc22 = loc("0225.in.mlir":34:5)
#loc23 = loc("dir/with space.c":76:0)
#loc24 = loc("0225.in.mlir":36:15)
#loc25 = loc("a.mlir":47:75 to :84)
#loc29 = loc("0225.in.mlir":39:13)
#loc30 = loc("name")
#loc31 = loc("dir/with space.c":0:0)
#loc32 = loc("f":498:485)
#loc33 = loc("-":37:4294967295)
#loc34 = loc("dir/with space.c":1:41 to :45)
#loc35 = loc("src/x.py":94:0)
#loc36 = loc("with \22q\22")
#loc37 = loc("0225.in.mlir":48:22)
#loc38 = loc("0225.in.mlir":52:22)
#loc39 = loc("0225.in.mlir":53:22)
#loc42 = loc("f":36:55 to 37:77)
#loc43 = loc("f":172:226)
#loc44 = loc("dir/with space.c":17:10 to 19:41)
#loc45 = loc("0225.in.mlir":66:9)
#loc47 = loc("-":0:157)
#loc49 = loc("0225.in.mlir":75:10)
#loc50 = loc("f":4294967295:104)
#loc51 = loc("0225.in.mlir":77:1)
#loc52 = loc(callsite(#loc1 at #loc2))
#loc54 = loc(callsite(#loc9 at #loc10))
#loc55 = loc("n"(#loc23))
#loc56 = loc(fused[#loc31, #loc32])
#loc57 = loc(fused[#loc33, #loc34])
#loc59 = loc(callsite(#loc42 at #loc43))
#loc60 = loc(fused[#loc8, #loc54])
#loc61 = loc(callsite(#loc56 at #loc57))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000AEBA875B4A06E02524582AA52D29B31AAF8E2596EFDF16FC6AAF2898633FACBA3AD9B1864CEDF8C"
    }
  }
#-}

