#distinct = distinct[0]<-9223372036854775808 : i64>
#loc = loc("dir/with space.c":294:327)
#loc1 = loc("src/x.py":321:414)
#loc2 = loc("src/x.py":8:13 to :22)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 8, d2 floordiv 6 + s1, s1 floordiv 7)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 - d1 - 6, 9)>
#set = affine_set<(d0)[s0, s1] : (-(d0 floordiv 2) + s0 floordiv 8 >= 0)>
#distinct1 = distinct[1]<#map1>
#loc3 = loc(callsite(#loc at #loc1))
"builtin.module"() ({
  "foo.compute"() : () -> ()
  %0 = "foo.bar.baz"() : () -> vector<3xf4E2M1FN>
  "bar.yield"(%0, %0, %0) {_u1 = @x.y, attr2 = -1 : i16, value0 = #set} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> ()
  %1 = "a.b"(%0, %0, %0) ({
    "d.op_1"() {_u3 = 0 : ui1, attr0 = 3.956780e-27 : f64, foo.k1, sym_name2} : () -> ()
    %16 = "d.op_1"(%0, %0) {_u0 = 1 : i32, _u2 = "a/\22\00@@\C3\A9\\\22/b.", my.k1 = #map} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> tensor<772x?x24xcomplex<f6E3M2FN>>
  }) : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> i7
  %2 = "foo.op"() ({
    "x.y"(%0, %1) {_u1 = 35 : index, my.k0 = #distinct} : (vector<3xf4E2M1FN>, i7) -> ()
    %6 = "foo.compute"() ({
    ^bb0(%arg0: none, %arg1: memref<*xf6E2M3FN, 4>):
      %9 = "x.y"(%0, %0, %arg1) <{z90 = dense_resource<res_0> : tensor<4xi32>}> ({
      ^bb0(%arg2: tuple<i24>, %arg3: (i32) -> (none, ui1024)):
        "bar.yield"(%arg0, %arg0) : (none, none) -> ()
        %13 = "bar.yield"(%arg0, %1) <{attr1 = 532.61111100000005 : f64, sym_name2 = {sym_name0 = distinct[2]<-14071909727866 : index>, sym_name1}, z90}> : (none, i7) -> i3
        %14 = "foo.bar.baz"(%13, %1, %arg1) <{z90 = loc("f":160:117)}> {value2 = {my.k0 = 397 : si32}, z90, z91 = #distinct1} : (i3, i7, memref<*xf6E2M3FN, 4>) -> index
        "a.jump"(%arg3, %arg3, %arg2)[^bb1, ^bb2] : ((i32) -> (none, ui1024), (i32) -> (none, ui1024), tuple<i24>) -> ()
      ^bb1:  // pred: ^bb0
        "foo.br"(%arg2, %14)[^bb2] : (tuple<i24>, index) -> ()
      ^bb2(%15: f32):  // 3 preds: ^bb0, ^bb1, ^bb2
        "cfx.cond_br"(%15)[^bb3, ^bb2] {k$0 = 0x70 : f8E3M4} : (f32) -> ()
      ^bb3:  // pred: ^bb2
        "z.nop"(%14, %1, %1) : (index, i7, i7) -> ()
      }) {attr0} : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, memref<*xf6E2M3FN, 4>) -> vector<2x[13]x16xi7>
      "foo.bar"(%arg0, %arg1) : (none, memref<*xf6E2M3FN, 4>) -> ()
      %10:4 = "d.op_1"(%1, %0) : (i7, vector<3xf4E2M1FN>) -> (!bar.type, complex<f16>, f64, none)
      "foo.compute"(%0, %10#3) : (vector<3xf4E2M1FN>, none) -> ()
      %11:3 = "x.y"(%10#0, %10#3) <{a1 = "_z_\22", attr0 = {b1 = -1.000000e-01 : f64, b2 = sparse<[[0, 1, 1]], 6.140800e+04> : tensor<3x5x3xf16>, "quoted key 0" = array<i16: -1, -1>}, attr2 = loc(callsite("-":213:199 at fused<"meta">["-":0:390, "src/x.py":56:0]))}> {my.k0 = [43 : index, 8.507050e+37 : f8E8M0FNU, -170141183460469231731687303715884105728 : i1024]} : (!bar.type, none) -> (complex<ui1024>, index, index)
      "a.jump"(%0, %11#2)[^bb1] <{foo.k1 = -1 : i32, k$2 = 58 : index, sym_name0 = @_priv::@"with\22quote"::@f_1, sym_name3 = false}> {a0 = dense<1.000000e+00> : tensor<2x3xf16>, "quoted key 1" = 1 : i64} : (vector<3xf4E2M1FN>, index) -> ()
    ^bb1:  // pred: ^bb0
      %12 = "a.b"(%10#2, %11#2, %1) <{my.k0 = "\F0\9F\99\82%@-'}" : si17}> : (f64, index, i7) -> memref<?xf4E2M1FN, strided<[1], offset: 13>>
    }) : () -> tuple<f64, f32>
    %7 = "a.b"(%1) {foo.k1, z90 = dense_resource<r.1> : tensor<3xf32>} : (i7) -> i24
    "foo.bar"(%1) {k$0 = "", sym_name1} : (i7) -> ()
    %8:4 = "my_dialect.thing"(%6, %1) : (tuple<f64, f32>, i7) -> (f16, tuple<f80>, si32, index)
  }, {
    "foo.bar.baz"(%1, %0) {attr0 = {_u0, "quoted key 2" = dense<0x7FF8000000000000> : vector<2xf64>, x1 = @"with\22quote"::@s$::@c}, attr2 = @s$, z91 = -4 : i3} : (i7, vector<3xf4E2M1FN>) -> ()
  }, {
    %5 = "foo.bar"(%0) {_u0 = array<i32>, foo.k2 = dense<6.000000e+00> : tensor<2xf4E2M1FN>, sym_name1 = array<i16>} : (vector<3xf4E2M1FN>) -> f8E4M3B11FNUZ
  }) {foo.k2, x1, z90 = #loc3} : () -> index
  %3 = "foo.compute"() {value0 = 0 : i8} : () -> i17
  "my_dialect.thing"(%0, %0) <{"quoted key 0" = "\7F\\\0A{a", value2 = -7.000000e+00 : f6E2M3FN, value3 = array<f64: 1.000000e-30, 0x4202A05F00C00000, -5.5971959400758378E-83, 3.4531102419771551E+219, 2.750000e-01>, z91}> : (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> ()
  %4 = "z.nop"(%3, %1) {b0 = #loc2} : (i17, i7) -> i32
}) {foo.module_attr = 0.000000e+00 : f8E4M3FN} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000724EF0604CD8710BB9327736FA336B50",
      r.1: "0x0400000013666CBDF0C0A0E5E4FBAB1D"
    }
  }
#-}

