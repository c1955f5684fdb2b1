#distinct = distinct[0]<-9223372036854775808 : i64>
#loc = loc(unknown)
#loc11 = loc("with \22q\22")
#loc12 = loc("0139.in.mlir":15:45)
#loc14 = loc("0139.in.mlir":18:52)
#loc21 = loc("0139.in.mlir":27:18)
#loc37 = loc("dir/with space.c":294:327)
#loc38 = loc("src/x.py":321:414)
#loc42 = loc("src/x.py":8:13 to :22)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 8, d2 floordiv 6 + s1, s1 floordiv 7)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 - d1 - 6, 9)>
#set = affine_set<(d0)[s0, s1] : (-(d0 floordiv 2) + s0 floordiv 8 >= 0)>
#distinct1 = distinct[1]<#map1>
#loc51 = loc(callsite(#loc37 at #loc38))
"builtin.module"() ({
  "foo.compute"() : () -> () loc(#loc1)
  %0 = "foo.bar.baz"() : () -> vector<3xf4E2M1FN> loc(#loc2)
  "bar.yield"(%0, %0, %0) {_u1 = @x.y, attr2 = -1 : i16, value0 = #set} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> () loc(#loc3)
  %1 = "a.b"(%0, %0, %0) ({
    "d.op_1"() {_u3 = 0 : ui1, attr0 = 3.956780e-27 : f64, foo.k1, sym_name2} : () -> () loc(#loc4)
    %16 = "d.op_1"(%0, %0) {_u0 = 1 : i32, _u2 = "a/\22\00@@\C3\A9\\\22/b.", my.k1 = #map} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> tensor<772x?x24xcomplex<f6E3M2FN>> loc(#loc5)
  }) : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> i7 loc(#loc)
  %2 = "foo.op"() ({
    "x.y"(%0, %1) {_u1 = 35 : index, my.k0 = #distinct} : (vector<3xf4E2M1FN>, i7) -> () loc(#loc43)
    %6 = "foo.compute"() ({
    ^bb0(%arg0: none loc("with \22q\22"), %arg1: memref<*xf6E2M3FN, 4> loc("0139.in.mlir":15:45)):
      %9 = "x.y"(%0, %0, %arg1) <{z90 = dense_resource<res_0> : tensor<4xi32>}> ({
      ^bb0(%arg2: tuple<i24> loc(unknown), %arg3: (i32) -> (none, ui1024) loc("0139.in.mlir":18:52)):
        "bar.yield"(%arg0, %arg0) : (none, none) -> () loc(#loc15)
        %13 = "bar.yield"(%arg0, %1) <{attr1 = 532.61111100000005 : f64, sym_name2 = {sym_name0 = distinct[2]<-14071909727866 : index>, sym_name1}, z90}> : (none, i7) -> i3 loc(#loc16)
        %14 = "foo.bar.baz"(%13, %1, %arg1) <{z90 = loc("f":160:117)}> {value2 = {my.k0 = 397 : si32}, z90, z91 = #distinct1} : (i3, i7, memref<*xf6E2M3FN, 4>) -> index loc(#loc17)
        "a.jump"(%arg3, %arg3, %arg2)[^bb1, ^bb2] : ((i32) -> (none, ui1024), (i32) -> (none, ui1024), tuple<i24>) -> () loc(#loc45)
      ^bb1:  // pred: ^bb0
        "foo.br"(%arg2, %14)[^bb2] : (tuple<i24>, index) -> () loc(#loc46)
      ^bb2(%15: f32 loc("0139.in.mlir":27:18)):  // 3 preds: ^bb0, ^bb1, ^bb2
        "cfx.cond_br"(%15)[^bb3, ^bb2] {k$0 = 0x70 : f8E3M4} : (f32) -> () loc(#loc22)
      ^bb3:  // pred: ^bb2
        "z.nop"(%14, %1, %1) : (index, i7, i7) -> () loc(#loc47)
      }) {attr0} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, memref<*xf6E2M3FN, 4>) -> vector<2x[13]x16xi7> loc(#loc13)
      "foo.bar"(%arg0, %arg1) : (none, memref<*xf6E2M3FN, 4>) -> () loc(#loc53)
      %10:4 = "d.op_1"(%1, %0) : (i7, vector<3xf4E2M1FN>) -> (!bar.type, complex<f16>, f64, none) loc(#loc49)
      "foo.compute"(%0, %10#3) : (vector<3xf4E2M1FN>, none) -> () loc(#loc28)
      %11:3 = "x.y"(%10#0, %10#3) <{a1 = "_z_\22", attr0 = {b1 = -1.000000e-01 : f64, b2 = sparse<[[0, 1, 1]], 6.140800e+04> : tensor<3x5x3xf16>, "quoted key 0" = array<i16: -1, -1>}, attr2 = loc(callsite("-":213:199 at fused<"meta">["-":0:390, "src/x.py":56:0]))}> {my.k0 = [43 : index, 8.507050e+37 : f8E8M0FNU, -170141183460469231731687303715884105728 : i1024]} : (!bar.type, none) -> (complex<ui1024>, index, index) loc(#loc)
      "a.jump"(%0, %11#2)[^bb1] <{foo.k1 = -1 : i32, k$2 = 58 : index, sym_name0 = @_priv::@"with\22quote"::@f_1, sym_name3 = false}> {a0 = dense<1.000000e+00> : tensor<2x3xf16>, "quoted key 1" = 1 : i64} : (vector<3xf4E2M1FN>, index) -> () loc(#loc29)
    ^bb1:  // pred: ^bb0
      %12 = "a.b"(%10#2, %11#2, %1) <{my.k0 = "\F0\9F\99\82%@-'}" : si17}> : (f64, index, i7) -> memref<?xf4E2M1FN, strided<[1], offset: 13>> loc(#loc30)
    }) : () -> tuple<f64, f32> loc(#loc52)
    %7 = "a.b"(%1) {foo.k1, z90 = dense_resource<r.1> : tensor<3xf32>} : (i7) -> i24 loc(#loc31)
    "foo.bar"(%1) {k$0 = "", sym_name1} : (i7) -> () loc(#loc50)
    %8:4 = "my_dialect.thing"(%6, %1) : (tuple<f64, f32>, i7) -> (f16, tuple<f80>, si32, index) loc(#loc34)
  }, {
    "foo.bar.baz"(%1, %0) {attr0 = {_u0, "quoted key 2" = dense<0x7FF8000000000000> : vector<2xf64>, x1 = @"with\22quote"::@s$::@c}, attr2 = @s$, z91 = -4 : i3} : (i7, vector<3xf4E2M1FN>) -> () loc(#loc35)
  }, {
    %5 = "foo.bar"(%0) {_u0 = array<i32>, foo.k2 = dense<6.000000e+00> : tensor<2xf4E2M1FN>, sym_name1 = array<i16>} : (vector<3xf4E2M1FN>) -> f8E4M3B11FNUZ loc(#loc36)
  }) {foo.k2, x1, z90 = #loc51} : () -> index loc(#loc6)
  %3 = "foo.compute"() {value0 = 0 : i8} : () -> i17 loc(#loc39)
  "my_dialect.thing"(%0, %0) <{"quoted key 0" = "\7F\\\0A{a", value2 = -7.000000e+00 : f6E2M3FN, value3 = array<f64: 1.000000e-30, 0x4202A05F00C00000, -5.5971959400758378E-83, 3.4531102419771551E+219, 2.750000e-01>, z91}> : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> () loc(#loc40)
  %4 = "z.nop"(%3, %1) {b0 = #loc42} : (i17, i7) -> i32 loc(#loc41)
}) {foo.module_attr = 0.000000e+00 : f8E4M3FN} : () -> () loc(#loc)
#loc1 = loc("0139.in.mlir":3:5)
#loc2 = loc("0139.in.mlir":4:11)
#loc3 = loc("0139.in.mlir":5:5)
#loc4 = loc("0139.in.mlir":7:9)
#loc5 = loc("0139.in.mlir":9:15)
#loc6 = loc("0139.in.mlir":11:11)
#loc7 = loc("-":4294967295:305)
#loc8 = loc("src/x.py":0:56)
#loc9 = loc("dir/with space.c":300:4294967295)
#loc10 = loc("dir/with space.c":4294967295:171)
#loc13 = loc("0139.in.mlir":16:23)
#loc15 = loc("a.mlir":4294967295:298)
#loc16 = loc("0139.in.mlir":20:24)
#loc17 = loc("f":444:0)
#loc18 = loc("":18:23 to 21:28)
#loc19 = loc("f":200:349)
#loc20 = loc("f":229:196)
#loc22 = loc("0139.in.mlir":28:17)
#loc23 = loc("src/x.py":4294967295:0)
#loc24 = loc("dir/with space.c":49:0)
#loc25 = loc("f":62:66)
#loc26 = loc("a.mlir":0:242)
#loc27 = loc("f":46:47 to :16)
#loc28 = loc("f":39:77 to 40:19)
#loc29 = loc("0139.in.mlir":39:13)
#loc30 = loc("0139.in.mlir":43:20)
#loc31 = loc("0139.in.mlir":45:16)
#loc32 = loc("a.mlir":47:23 to :32)
#loc33 = loc("dir/with space.c":31:3 to 32:5)
#loc34 = loc("0139.in.mlir":48:18)
#loc35 = loc("0139.in.mlir":51:9)
#loc36 = loc("f":396:139)
#loc39 = loc("0139.in.mlir":57:12)
#loc40 = loc("":26:0)
#loc41 = loc("0139.in.mlir":59:11)
#loc43 = loc("n"(#loc7))
#loc44 = loc("n"(#loc10))
#loc45 = loc(fused[#loc18, #loc19])
#loc46 = loc("callee"(#loc20))
#loc47 = loc("callee"(#loc23))
#loc48 = loc(fused<"meta">[#loc24, #loc11, #loc25])
#loc49 = loc("v"(#loc27))
#loc50 = loc(callsite(#loc32 at #loc33))
#loc52 = loc(fused[#loc8, #loc9, #loc44])
#loc53 = loc(callsite(#loc48 at #loc26))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000724EF0604CD8710BB9327736FA336B50",
      r.1: "0x0400000013666CBDF0C0A0E5E4FBAB1D"
    }
  }
#-}

