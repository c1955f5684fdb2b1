#distinct = distinct[0]<-9223372036854775808 : index>
#map = affine_map<(d0) -> (d0 * 6, d0 * -2)>
#set = affine_set<(d0, d1)[s0, s1] : (s1 mod 7 == 0, -(s1 * -8 + 6) + 1 >= 0)>
"builtin.module"() ({
  "bar.yield"() <{_u1 = "\09 \22.\09-\00-./}_" : f8E4M3, a0 = 0 : ui7}> : () -> ()
  %0 = "foo.op"() : () -> !foo.param<77, -4, -8>
  %1 = "a.b"(%0, %0) {attr3 = 2.000000e-01 : f64, sym_name0, z91 = {}, z92 = "\00bz{"} : (!foo.param<77, -4, -8>, !foo.param<77, -4, -8>) -> f16
  %2 = "x.y"(%0, %1, %1) {b2 = [distinct[1]<>], sym_name1 = [#foo.p<<{65 , ? , ?}, 62> -7 [?,i8,<-5 "x y" ?>]>], value0 = -1 : i64} : (!foo.param<77, -4, -8>, f16, f16) -> ((bf16, i1) -> bf16)
  %3:4 = "foo.bar.baz"(%0, %2, %1) {_u0 = -7.881250e+01 : f16, _u1 = {x0 = (memref<?x?xf64>) -> i1}} : (!foo.param<77, -4, -8>, (bf16, i1) -> bf16, f16) -> (complex<f8E3M4>, i1024, !my_dialect.t_1, index)
  %4 = "foo.bar"(%3#1) {x0} : (i1024) -> !foo.type
  %5 = "foo.op"(%2) : ((bf16, i1) -> bf16) -> i7
  %6:2 = "foo.bar"(%3#3, %4) : (index, !foo.type) -> (vector<14xf16>, tensor<complex<i1>>)
  %7 = "z.nop"(%6#0, %6#1, %6#0) ({
  }) : (vector<14xf16>, tensor<complex<i1>>, vector<14xf16>) -> i64
  "z.nop"() ({
  ^bb0(%arg0: complex<i128>, %arg1: i16, %arg2: i64):
    "z.nop"() ({
      %31 = "foo.compute"(%arg2, %7) {a0 = "b.{\\\22\09{", x1 = dense<2.500000e-01> : tensor<f6E2M3FN>} : (i64, i64) -> f6E2M3FN
    }) {_u0 = @x.y::@_priv, d.k1 = #distinct, x2 = 0 : i8} : () -> ()
    %10:3 = "foo.bar"(%arg0, %6#1) {attr1 = #set, b0 = true} : (complex<i128>, tensor<complex<i1>>) -> (tf32, index, f32)
    %11:2 = "bar.yield"(%7) : (i64) -> (vector<11x1x3xui32>, tuple<i128, vector<15x8x11xui8>, memref<934x955x?xindex, "local mem">, f64>)
    "a.jump"(%2, %4)[^bb1] : ((bf16, i1) -> bf16, !foo.type) -> ()
  ^bb1(%12: complex<f16>, %13: tensor<*xf32>, %14: bf16):  // 2 preds: ^bb0, ^bb1
    %15 = "foo.compute"(%3#0, %11#0, %4) ({
      %18 = "a.b"(%12, %2, %13) {attr1, foo.k0 = @c, my.k3 = 0.000000e+00 : f6E2M3FN, z92 = 0 : ui1} : (complex<f16>, (bf16, i1) -> bf16, tensor<*xf32>) -> memref<3x5xvector<index>, 2>
      "a.jump"(%2, %3#1, %14)[^bb1] {"quoted key 0", sym_name2 = -8.823720e-02 : f64, x1 = -1 : i32} : ((bf16, i1) -> bf16, i1024, bf16) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %19:4 = "foo.compute"(%14) : (bf16) -> (f8E5M2, f4E2M1FN, bf16, ui1)
      %20:4 = "z.nop"(%19#0) ({
        %28 = "foo.op"(%14, %19#3) : (bf16, ui1) -> index
        %29 = "foo.compute"() : () -> ui32
        "foo.bar.baz"() {_u0 = -4.780000e+02 : bf16, k$1 = 9223372036854775807 : si64} : () -> ()
        %30 = "foo.op"() {a1 = {}, "quoted key 0" = []} : () -> f32
      }, {
        %25 = "foo.compute"(%19#2, %19#0, %19#1) : (bf16, f8E5M2, f4E2M1FN) -> i7
        "d.op_1"(%19#3) : (ui1) -> ()
        "foo.op"(%18, %19#2) : (memref<3x5xvector<index>, 2>, bf16) -> ()
        %26 = "x.y"(%arg0) : (complex<i128>) -> bf16
        "bar.yield"(%1) <{_u0, d.k2, "quoted key 1" = i16}> : (f16) -> ()
        %27 = "z.nop"(%25, %6#1, %19#3) <{foo.k0 = 1 : i32, k$2 = 1 : i64, sym_name1 = dense<(51,-44)> : tensor<complex<i32>>, sym_name3 = dense<(76,-1)> : tensor<complex<i32>>}> : (i7, tensor<complex<i1>>, ui1) -> si32
      }) : (f8E5M2) -> (tuple<f4E2M1FN, i8, tf32>, index, ui128, tensor<?xi16>)
      "d.op_1"(%20#1, %11#0) : (index, vector<11x1x3xui32>) -> ()
      "foo.br"(%20#2, %20#2)[^bb1] <{_u1 = "*0./\00\0A", b0}> ({
        "builtin.module"() ({
          %23 = "x.y"() : () -> tensor<*xf8E3M4>
          %24:3 = "foo.bar.baz"(%23) : (tensor<*xf8E3M4>) -> (none, f16, i128)
        }) : () -> ()
      }, {
        "cfx.cond_br"(%arg2)[^bb1] <{d.k0 = dense<false> : tensor<297xi1>, x1 = array<f32: 9.250000e+08>}> {value0 = "U*{\\#{\F0\9F\99\82/", x1 = dense<[[2.621440e+05, 1.000000e+00, 1.250000e-01, 2.560000e+02], [1.000000e+00, 4.294970e+09, 4.000000e+00, 1.387780e-17], [1.237940e+27, 2.500000e-01, 1.250000e-01, 1.250000e-01]]> : tensor<3x4xf8E8M0FNU>} : (i64) -> ()
      ^bb1:  // pred: ^bb0
        "cfx.cond_br"(%20#0)[^bb2, ^bb2] : (tuple<f4E2M1FN, i8, tf32>) -> ()
      ^bb2(%21: complex<f32>, %22: tuple<>):  // 2 preds: ^bb1, ^bb1
        "foo.br"(%20#2, %4)[^bb3, ^bb3] : (ui128, !foo.type) -> ()
      ^bb3:  // 2 preds: ^bb2, ^bb2
        "foo.bar"() <{my.k0, sym_name1 = {k$1 = @"x y", k$2 = #bar.v<<true,[-1 , "x y" , 51]>>, sym_name0 = array<f32: -5.424270e-02>}}> : () -> ()
      }) {_u2 = "\09.z\C3\A90 ", b0 = 9223372036854775807 : index, z91} : (ui128, ui128) -> ()
    }, {
      "foo.bar.baz"() : () -> ()
    }) {d.k0 = #map, foo.k1, foo.k2 = {sym_name0 = array<i32>}} : (complex<f8E3M4>, vector<11x1x3xui32>, !foo.type) -> ((i64) -> f32)
    %16 = "foo.op"(%3#1) : (i1024) -> memref<?xui64, strided<[?]>, 5>
    %17 = "my_dialect.thing"(%14, %11#0) : (bf16, vector<11x1x3xui32>) -> f6E2M3FN
    "foo.bar.baz"(%16, %17, %15) {value0} : (memref<?xui64, strided<[?]>, 5>, f6E2M3FN, (i64) -> f32) -> ()
    "x.switch"(%16, %17, %10#2)[^bb1] {attr2 = {}, sym_name1 = -506 : i32, x0 = 137769095207118372 : i64} : (memref<?xui64, strided<[?]>, 5>, f6E2M3FN, f32) -> ()
  }) {attr2 = dense<[(47,-69), (49,-60), (85,-46), (37,-63)]> : tensor<4xcomplex<i32>>, k$1, value0 = -3.14159265358979 : f64} : () -> ()
  %8 = "bar.yield"() : () -> f32
  %9 = "my_dialect.thing"() : () -> i64
}) {foo.module_attr = false} : () -> ()

