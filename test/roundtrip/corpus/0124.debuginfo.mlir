#distinct = distinct[0]<-1.000000e+10 : f64>
#loc10 = loc(unknown)
#loc11 = loc("with \22q\22")
#loc22 = loc("0124.in.mlir":40:6)
#loc23 = loc("dir/with space.c":19:76 to 21:53)
#loc24 = loc("src/x.py":356:4294967295)
#map = affine_map<(d0, d1)[s0] -> (-d1 + s0, s0 * 7)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> (-d2)>
#map2 = affine_map<()[s0, s1] -> ()>
#map3 = affine_map<(d0) -> (0)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() <{sym_name = "m73"}> ({
  %0 = "my_dialect.thing"() : () -> tensor<?x4x6x58x!my_dialect.param<"x y">> loc(#loc1)
  %1 = "foo.compute"(%0) : (tensor<?x4x6x58x!my_dialect.param<"x y">>) -> f64 loc(#loc2)
  %2 = "foo.bar"() {b0} : () -> ((si32, tensor<?x?x?xcomplex<f16>>) -> ()) loc(#loc27)
  %3:2 = "d.op_1"(%0, %1, %0) : (tensor<?x4x6x58x!my_dialect.param<"x y">>, f64, tensor<?x4x6x58x!my_dialect.param<"x y">>) -> ((vector<6x7x13xf64>) -> index, tensor<complex<f8E5M2>>) loc(#loc4)
  %4:4 = "bar.yield"(%2, %2) : ((si32, tensor<?x?x?xcomplex<f16>>) -> (), (si32, tensor<?x?x?xcomplex<f16>>) -> ()) -> (memref<?xcomplex<f16>>, ui128, tuple<bf16>, none) loc(#loc5)
  "foo.bar.baz"() : () -> () loc(#loc6)
  %5 = "foo.bar.baz"(%2, %4#1) ({
    %8 = "foo.bar.baz"(%4#2) ({
      %10:2 = "bar.yield"() : () -> (tensor<vector<5x16xf16>>, f8E5M2) loc(#loc9)
      "foo.op"(%10#0) ({
      ^bb0(%arg3: si3 loc("with \22q\22")):
        "foo.br"(%4#3, %4#1, %10#0)[^bb1, ^bb1] : (none, ui128, tensor<vector<5x16xf16>>) -> () loc(#loc12)
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        %13:4 = "foo.op"() : () -> (none, si3, i64, tensor<3x2xf4E2M1FN>) loc(#loc13)
        %14:3 = "foo.compute"(%13#2, %13#3, %13#2) {_u1 = [#map, f128, #map1, -9223372036854775808], b2 = 0.69749749999999999 : f64, foo.k0 = #map2, foo.k3 = -7269812 : i32} : (i64, tensor<3x2xf4E2M1FN>, i64) -> (i8, memref<*xtf32, {kind = "scratch"}>, complex<f80>) loc(#loc14)
        %15:4 = "a.b"(%10#0, %14#0) : (tensor<vector<5x16xf16>>, i8) -> (complex<f16>, complex<f32>, memref<*xsi3, "shared">, vector<[16]x4xf64>) loc(#loc30)
        "my_dialect.thing"(%10#0, %15#1, %15#0) <{foo.k0 = {_u3 = dense<(0x7C00,0x7C00)> : tensor<1x1x1xcomplex<f16>>, foo.k0 = "@\09\09", k$1 = @s$, "quoted key 2"}}> : (tensor<vector<5x16xf16>>, complex<f32>, complex<f16>) -> () loc(#loc15)
        "foo.br"(%15#0, %15#1)[^bb2, ^bb1] : (complex<f16>, complex<f32>) -> () loc(#loc2)
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "cfx.cond_br"(%0, %4#0)[^bb2] {_u3 = #x.b.c, a1 = #loc10, attr2 = #map3, foo.k0 = ""} : (tensor<?x4x6x58x!my_dialect.param<"x y">>, memref<?xcomplex<f16>>) -> () loc(#loc16)
      }) : (tensor<vector<5x16xf16>>) -> () loc(#loc29)
      %11 = "d.op_1"(%1, %0) {d.k2, sym_name0 = @"x y"::@"with\22quote", sym_name3 = 1 : ui128, value1} : (f64, tensor<?x4x6x58x!my_dialect.param<"x y">>) -> tuple<i32, i3, ui8, ui128> loc(#loc17)
      "foo.bar"(%1) : (f64) -> () loc(#loc18)
      "my_dialect.thing"(%11, %4#3, %10#1) : (tuple<i32, i3, ui8, ui128>, none, f8E5M2) -> () loc(#loc19)
      %12:4 = "foo.bar.baz"(%10#0, %3#0, %10#1) : (tensor<vector<5x16xf16>>, (vector<6x7x13xf64>) -> index, f8E5M2) -> (complex<si1>, tensor<?x3x4xi128>, bf16, memref<?x6x?xf8E8M0FNU, #map4, {kind = "scratch"}>) loc(#loc20)
    }) {_u1 = -6.553600e+04 : bf16, a0 = 34 : index} : (tuple<bf16>) -> complex<f8E4M3FN> loc(#loc8)
    %9:3 = "foo.op"() : () -> (index, tensor<87x5x4xui32>, f64) loc(#loc21)
  }, {
  ^bb0(%arg2: f6E2M3FN loc("0124.in.mlir":40:6)):
  }, {
  ^bb0(%arg0: (tensor<?x895xf32, #foo.enc>, memref<44x6xbf16, "local mem">) -> () loc("dir/with space.c":19:76 to 21:53), %arg1: vector<11x13x15xf32> loc("src/x.py":356:4294967295)):
    %7 = "a.b"(%arg1, %1, %3#1) : (vector<11x13x15xf32>, f64, tensor<complex<f8E5M2>>) -> complex<f80> loc(#loc25)
  }) : ((si32, tensor<?x?x?xcomplex<f16>>) -> (), ui128) -> tensor<390xvector<16x1x[13]xf64>, 4 : i32> loc(#loc28)
  %6 = "d.op_1"() : () -> f32 loc(#loc26)
}) {foo.module_attr = #distinct} : () -> () loc(#loc)
#loc = loc("0124.in.mlir":1:1)
#loc1 = loc("0124.in.mlir":2:7)
#loc2 = loc("x")
#loc3 = loc("src/x.py":0:60)
#loc4 = loc("0124.in.mlir":5:13)
#loc5 = loc("src/x.py":322:0)
#loc6 = loc("-":117:14)
#loc7 = loc("":20:76 to :82)
#loc8 = loc("0124.in.mlir":10:7)
#loc9 = loc("0124.in.mlir":11:9)
#loc12 = loc("0124.in.mlir":14:1)
#loc13 = loc("0124.in.mlir":17:10)
#loc14 = loc("0124.in.mlir":19:10)
#loc15 = loc("0124.in.mlir":22:1)
#loc16 = loc("0124.in.mlir":28:1)
#loc17 = loc("0124.in.mlir":31:11)
#loc18 = loc("f":320:424)
#loc19 = loc("0124.in.mlir":34:1)
#loc20 = loc("0124.in.mlir":36:10)
#loc21 = loc("-":362:0)
#loc25 = loc("f":39:38 to :44)
#loc26 = loc("a.mlir":28:53 to 30:47)
#loc27 = loc("callee"(#loc3))
#loc28 = loc("v"(#loc7))
#loc29 = loc(callsite(#loc2 at #loc10))
#loc30 = loc(fused<5 : i32>[#loc10])

