#l_x0 = loc("dir/with space.c":4294967295:4294967295)
!alias_0 = complex<ui64>
#map1 = 14: ui24
#attr_2 = affine_map<(d0) -> (3 * (3), 4)>

"builtin.module"() <{sym_name = "m87"}> ({
  "foo.bar"() ({
}, {
    "a.jump"()[^1, ^1]: () -> () loc("name")
  ^1(%$0 : si16, %x1: !bar.type, %2: i64):
    %v3 = "x.y"(%$0, %2) <{"quoted key 0"= [[loc("dir/with space.c":202:271), array<i32>, 0: ui7]], value1= array<i64>}>: (si16, i64) -> ((i32, f6E3M2FN, memref<4xcomplex<f16>, strided<[1], offset: ?>, "local mem">) -> ()) // trailing comment
    %v4 = "my_dialect.thing"(): () -> (tensor<3x2xi1>)
  }): () -> ()
  // é unicode
  %5 = "x.y"(): () -> memref<2xcomplex<f64>, 2> loc(unknown)
  %r6 = "my_dialect.thing"(%5): (memref<2xcomplex<f64>, 2>) -> tuple<vector<5x[13]xindex>, bf16, tf32> loc(fused[])
  %7, %_8:2 = "foo.bar.baz"(%r6, %r6, %r6) ({
  }): (tuple<vector<5x[13]xindex>, bf16, tf32>, tuple<vector<5x[13]xindex>, bf16, tf32>, tuple<vector<5x[13]xindex>, bf16, tf32>) -> (f16, complex<f64>, memref<1x30xf8E4M3, strided<[?, 12]>, 3>) loc("n"(unknown))
  %value9:3 = "d.op_1"(%7, %_8#0, %5) {b0= affine_map<(i0) -> (i0)>, d.k1= distinct[1]<distinct[2]<complex<f8E4M3FN>>>, foo.k2= 1: si32, z93= affine_set<(d0, d1, d2) : (1 <= 8, (-(d0)) ceildiv 1 >= d2 * 8, d2 >= (d2) mod 5)>}: (f16, complex<f64>, memref<2xcomplex<f64>, 2>) -> ((!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>), tuple<i17, f16>, tensor<6x!bar.v<? , a.b>>) loc("":4294967295:149)
  %10 = "z.nop"(%value9#2, %_8#1, %value9#1) {my.k0= [885032.0, sparse<[[1, 1, 0], [1, 3, 3], [0, 3, 3], [1, 3, 1]], [-1, 0, -9223372036854775808, -193267397697993]> : tensor<2x4x6xi64>, "}\15日本'* \\\10@\nX@" : i1024, 7.781]}: (tensor<6x!bar.v<? , a.b>>, memref<1x30xf8E4M3, strided<[?, 12]>, 3>, tuple<i17, f16>) -> f16 loc(fused<"meta">["dir/with space.c":47, #l_x0])
  %11 = "bar.yield"() ({
    %-12 = "d.op_1"(%value9#1, %_8#0, %value9#0) ({
      %v13 = "foo.compute"(%value9#2): (tensor<6x!bar.v<? , a.b>>) -> ((i1) -> ()) // trailing comment
      "a.b"(%value9#1, %10) {z90, a1= 0x0D : f8E8M0FNU, a2= #my.p<[-5], <19,{? a.b}>, {<-0,-2>}>, value3= dense<[[false, false, false], [true, false, false]]> : tensor<2x3xsi1>}: (tuple<i17, f16>, f16) -> ()
    }): (tuple<i17, f16>, complex<f64>, (!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>)) -> !alias_0
    %14 = "a.b"(%value9#1) ({
      "cfx.cond_br"(%_8#0, %5, %value9#1)[^6] {value0= "_z\n\".'\\\C3\A9<\A7\\\AC"}: (complex<f64>, memref<2xcomplex<f64>, 2>, tuple<i17, f16>) -> ()
    ^6():
      %15 = "bar.yield"(%value9#1) {a0= -7: i8, sym_name1= ["\E6\n_@}", {sym_name0= -170141183460469231731687303715884105728: i1024, a1= "\t", my.k2}, ui24, array<f32]}: (tuple<i17, f16>) -> index loc("with \"q\"")
      %16 = "my_dialect.thing"() {sym_name0= unit, k$1= dense<(2.5e-3, 688.26224)> : tensor<complex<f32>>}: () -> f8E3M4 loc(callsite(callsite(unknown at "src/x.py":4294967295:0) at callsite("with \"q\"" at #l_x0)))
      "bar.yield"(): () -> ()
      %_17:3 = "x.y"()<{a0= "-\\/*zX", k$1= #map1, x2= array<f64: 0.8666097, 2.083, 6.02214076e23, -1.5>, my.k3= affine_set<(d0, d1) : (d0 - 7 + 9 * (3) == 0)>}> {foo.k0= [distinct[5]<loc(callsite(unknown at unknown))>, "\\\C3\A9日本b\t\t'!/Ω X", "日本!*./\té" : f6E3M2FN], _u1= affine_map<(d0, d1)[s0] -> (d0)>, b2, a3= dense<[0x0, -39276]> : tensor<2xsi32>}: () -> (f8E4M3, vector<15x5x4xf16>, i16)
      %18 = "x.y"(%_17#1, %_17#1) {value0= @_priv::@main::@a, _u1= dense<-1785> : tensor<1x2xi16>, my.k2= [60.43E3 : f64, 11: i32, #map1, "*\t%"]}: (vector<15x5x4xf16>, vector<15x5x4xf16>) -> !x.v<"x y", [-3,{69,10,-6},-6]>
    }): (tuple<i17, f16>) -> (() -> (i64, f6E2M3FN))
  }) {}: () -> !bar.t<[?],?> loc("with \"q\"")
  %v19 = "foo.op"(%10, %_8#1, %11): (f16, memref<1x30xf8E4M3, strided<[?, 12]>, 3>, !bar.t<[?],?>) -> !alias_0 loc("v"(fused["x"]))
  %value20:2 = "foo.bar.baz"(%v19, %v19): (!alias_0, !alias_0) -> (f32, vector<14x1xindex>)
  %21:2 = "z.nop"(%11) <{z90= distinct[6]<affine_set<(d0)[s0] : (s0 >= (d0) ceildiv 1, (1 * (s0)) * s0 >= 0, (d0) mod 8 * 2 == 0)>>, b1= affine_set<(d0, d1)[s0, s1] : ((s0) mod 5 - 2 - d0 >= 0, d1 >= 0, d1 >= (d0) floordiv 8)>, a2= 12 : index}> ({
    "foo.br"(%value20#1, %value20#0)[^8, ^b10] {}: (vector<14x1xindex>, f32) -> () loc("src/x.py":26:63 to 26:7)
  ^8:
    %22 = "my_dialect.thing"(%10, %value9#0) ({
    ^bb11(%value23 : f8E4M3, %_24: memref<3xindex, "local mem"> loc(fused[]), %value25: bf16 loc(unknown)):
      "foo.bar"(%_24) {_u0= affine_map<(d0, d1, d2) -> (d0, 6 * ((d2) ceildiv 1), (d2 * 5) mod 9)>}: (memref<3xindex, "local mem">) -> ()
      %_26 = "foo.bar"(%_24, %value20#1, %value9#1): (memref<3xindex, "local mem">, vector<14x1xindex>, tuple<i17, f16>) -> tuple<f6E3M2FN, si128, ui32, f64, ui16, f32, i32, index, tensor<368x39x3x52xsi24>, tf32, i1024, tensor<54x2x840xui8, #foo.enc>, bf16, f6E2M3FN, !x.param<["x y"]>, si17, ui16, index, si32, complex<f8E4M3FNUZ>, i8>
    }, {
}, {
      "foo.bar.baz"(%v19, %v19, %value20#0)<{z90= -170141183460469231731687303715884105728: si128, value1, "quoted key 2"= sparse<[[2], [3], [0]], [1.0e38, -568.74565, 0.5768655]> : tensor<5xf16>, value3= [array<i32: -1552345568, 0, -2147483648, 0x396C>, #map1, dense<> : tensor<3x1x0xf16>]}> ({
      ^bb13(%v27 : vector<4x14xi17> loc("dir/with space.c":291:6)):
      }) {z90= -1: i1, a1= dense<0> : tensor<1x4xui64>, d.k2= affine_map<(d0, d1, d2)[s0] -> (((d0) ceildiv 6) floordiv 4, 2, (0) ceildiv 3)>}: (!alias_0, !alias_0, f32) -> ()
      "foo.compute"(%v19): (!alias_0) -> () loc(callsite("a.mlir":20 at "f":3:37 to 5:74))
    }): (f16, (!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>)) -> si32
    %value28 = "x.y"(): () -> f16 loc(unknown)
    %v29 = "foo.bar.baz"(%22, %v19) <{a0, d.k1= "<\"\n-'\C3\A9\00Ω\"<*_", a2, x3= affine_map<(d0, d1, d2)[s0, s1] -> ()>}> {value0= #map1, _u1= affine_map<()[s0] -> (s0 * 7, s0 + s0 - 2 * 4, 7)>}: (si32, !alias_0) -> (complex<ui16>) loc("":29:6 to 29:3)
    // a comment
    "foo.op"(%5, %value20#1) {}: (memref<2xcomplex<f64>, 2>, vector<14x1xindex>) -> () loc("a.mlir":433:0)
    "foo.op"() <{}>: () -> ()
    "a.jump"(%value20#1)[^bb9] <{a0= {attr0= 0x7FF8000000000000 : f64, sym_name1= #attr_2, x2= [7.53942e-17 : f32]}, my.k1= distinct[7]<@_priv::@f_1::@s$>, a2, sym_name3= [distinct[10]<-107946>, affine_set<(d0, d1, d2)[s0] : ((d1) ceildiv 7 <= 6, d0 <= 3)>, 0x1: i64]}>: (vector<14x1xindex>) -> () loc("op.1")
  ^bb9:
    // 
    "a.jump"(%value20#0, %value20#1)[^b10] {}: (f32, vector<14x1xindex>) -> ()
  ^b10():
    // é unicode
    %30 = "foo.op"(%value9#2) {d.k0= #x.p<i8,-3,?>, attr1= @f_1, "quoted key 2"= 12}: (tensor<6x!bar.v<? , a.b>>) -> tensor<1x4x?xindex> loc(#l_x0)
  }): (!bar.t<[?],?>) -> (f8E8M0FNU, none)
  %31 = "foo.bar"() {}: () -> vector<12x4x[6]xf32> loc(unknown)
  "a.b"(%21#0, %value20#1, %value20#1) {sym_name0= array<f32: -4.391, 1.0e-30, 0x988F9DA7>, k$1= 2818189610520, b2= affine_map<(d0, d1, d2) -> (d2)>, my.k3= @main::@"x y"}: (f8E8M0FNU, vector<14x1xindex>, vector<14x1xindex>) -> () loc("":1:9 to 3:53)
}) {foo.module_attr = "X}a \00\tb" : f16} : () -> ()
