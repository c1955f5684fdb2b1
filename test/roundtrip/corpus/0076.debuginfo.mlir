#loc3 = loc("f":35:77 to 36:27)
#loc4 = loc("0076.in.mlir":9:79)
#loc16 = loc("0076.in.mlir":27:7)
#map = affine_map<(d0, d1) -> (3, -5, 0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (-(s1 ceildiv 6) + 6 >= 0)>
"builtin.module"() ({
  %0:3 = "a.b"() : () -> (vector<8x12x12xsi64>, ui1, (f64) -> complex<ui1>) loc(#loc1)
  %1:4 = "d.op_1"(%0#2, %0#2) <{}> ({
  ^bb0(%arg1: memref<56xindex, strided<[?], offset: 10>> loc("f":35:77 to 36:27), %arg2: f8E3M4 loc("0076.in.mlir":9:79)):
    "cfx.cond_br"(%0#2, %0#2)[^bb1] {_u0 = #my<"abc">, _u1 = #foo.a<true, f32, <-4,{?},?>>} : ((f64) -> complex<ui1>, (f64) -> complex<ui1>) -> () loc(#loc2)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "z.nop"() {value1 = [true, #map], z90 = "-*<\\\0A" : f8E8M0FNU} : () -> () loc(#loc28)
    "a.jump"(%0#2)[^bb2, ^bb1] : ((f64) -> complex<ui1>) -> () loc(#loc29)
  ^bb2:  // pred: ^bb1
    "a.jump"(%0#2)[^bb3] <{b2 = dense<"$R\C3\9F]%\\/#\CE\A9\22@_"> : tensor<2x4x!foo.str>, "quoted key 0" = index, "quoted key 1" = affine_set<(d0)[s0, s1] : (d0 * 9 == 0)>}> : ((f64) -> complex<ui1>) -> () loc(#loc8)
  ^bb3:  // pred: ^bb2
    %11:4 = "a.b"(%arg1, %arg1, %0#2) {my.k3 = 1.788440e+08 : f32, x0 = [], x1, x2} : (memref<56xindex, strided<[?], offset: 10>>, memref<56xindex, strided<[?], offset: 10>>, (f64) -> complex<ui1>) -> (complex<f80>, f8E5M2FNUZ, si32, complex<f80>) loc(#loc30)
    %12 = "foo.bar"(%11#0) ({
    }, {
    }) : (complex<f80>) -> complex<f8E8M0FNU> loc(#loc10)
  }) : ((f64) -> complex<ui1>, (f64) -> complex<ui1>) -> (i32, i32, complex<f8E8M0FNU>, bf16) loc(#loc2)
  %2 = "x.y"(%1#1) : (i32) -> !my_dialect.t_1 loc(#loc11)
  "foo.bar.baz"(%0#2) : ((f64) -> complex<ui1>) -> () loc(#loc12)
  "my_dialect.thing"(%1#3, %0#0, %0#2) : (bf16, vector<8x12x12xsi64>, (f64) -> complex<ui1>) -> () loc(#loc13)
  %3:4 = "foo.bar"(%0#1) : (ui1) -> (i32, tensor<?xsi17>, complex<f8E8M0FNU>, f16) loc(#loc14)
  "foo.bar"(%3#0) ({
  ^bb0(%arg0: si8 loc("0076.in.mlir":27:7)):
    %5 = "foo.op"() {a1 = sparse<[[1, 1, 1], [1, 5, 2], [1, 5, 1], [1, 3, 2]], [18580053106681057, -1, -1, -1]> : tensor<2x6x4xi64>, attr0 = "\09\F0\9F\99\82\00-Xb", d.k3 = memref<5xi32, 3>, my.k2 = 0 : i64} : () -> i64 loc(#loc17)
    %6:3 = "foo.bar"(%1#0, %arg0, %1#2) <{}> {b0 = @s$, b1, "quoted key 2"} : (i32, si8, complex<f8E8M0FNU>) -> (bf16, complex<f80>, ui8) loc(#loc18)
    %7 = "foo.bar"(%0#2) ({
      %10 = "a.b"(%3#2, %5, %1#2) {a0, b2 = -1.507810e+00 : bf16, sym_name1 = i128, value3 = "-!\09\E6\97\A5\E6\9C\ACz-@/\FA\22\7F0"} : (complex<f8E8M0FNU>, i64, complex<f8E8M0FNU>) -> tuple<f6E3M2FN, i1> loc(#loc21)
    }, {
    }) {sym_name0 = "\\}\00*!\07\0A\C3\A9-\AB\F0\9F\99\82"} : ((f64) -> complex<ui1>) -> f8E4M3FNUZ loc(#loc31)
    %8:2 = "foo.op"(%6#0) {sym_name0 = #set} : (bf16) -> ((memref<3x10x4xi32, #map1, "shared">, f64, !x.t<"x y">) -> (complex<bf16>, f32), memref<3x5xf16, #map2>) loc(#loc22)
    %9:4 = "foo.compute"() : () -> (i32, memref<4x2xindex, strided<[?, 1]>, "local mem">, tensor<849x61x5x5xindex>, vector<[4]xindex>) loc(#loc23)
  }, {
  }, {
    "foo.compute"() <{a3, b0 = 2.181000e+05 : f32, b2 = {d.k2, foo.k0 = 1 : si16, z91 = tensor<2xsi24>}, my.k1 = affine_map<()[s0] -> (-10)>}> : () -> () loc(#loc33)
  }) : (i32) -> () loc(#loc15)
  %4:4 = "my_dialect.thing"() <{attr1 = "a{\22", k$2 = affine_set<(d0)[s0, s1] : (d0 * 9 == 0)>, "quoted key 0" = -9223372036854775808 : i64}> {my.k1 = -385.214752 : f32, sym_name0} : () -> (complex<f80>, index, i1024, f64) loc(#loc27)
}) : () -> () loc(#loc)
#loc = loc("0076.in.mlir":6:1)
#loc1 = loc("0076.in.mlir":7:18)
#loc2 = loc("x")
#loc5 = loc("dir/with space.c":381:487)
#loc6 = loc("dir/with space.c":200:383)
#loc7 = loc("f":189:229)
#loc8 = loc("0076.in.mlir":15:3)
#loc9 = loc("f":4294967295:190)
#loc10 = loc("0076.in.mlir":18:9)
#loc11 = loc("0076.in.mlir":22:8)
#loc12 = loc("0076.in.mlir":23:2)
#loc13 = loc("0076.in.mlir":24:2)
#loc14 = loc("f":0:0)
#loc15 = loc("0076.in.mlir":26:2)
#loc17 = loc("op.1")
#loc18 = loc("0076.in.mlir":29:12)
#loc19 = loc(unknown)
#loc20 = loc("-":364:495)
#loc21 = loc("0076.in.mlir":32:14)
#loc22 = loc("f":82:461)
#loc23 = loc("0076.in.mlir":36:20)
#loc24 = loc("-":157:440)
#loc25 = loc("":15:46 to :4)
#loc26 = loc("a.mlir":48:56 to 50:63)
#loc27 = loc("0076.in.mlir":41:15)
#loc28 = loc(callsite(#loc5 at #loc6))
#loc29 = loc("callee"(#loc7))
#loc30 = loc("callee"(#loc9))
#loc31 = loc(callsite(#loc19 at #loc20))
#loc32 = loc(fused<#foo.m>[#loc24, #loc25])
#loc33 = loc(fused[#loc32, #loc26])

