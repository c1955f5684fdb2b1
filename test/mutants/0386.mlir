#l_x0 = loc("x")
!T_0 = tensor<0x?x?x4xvector<6xf8E3M4>>
!alias_1 = i16
#l_x1 = loc("f":59:4294967295)
#L2 = loc(unknown)

"builtin.module"() <{sym_name = "m3"}> ({
  "foo.compute"() ({
}) {"quoted key 0"= f8E8M0FNU, foo.k1= "__Ω_\00X\"\"."}: () -> () loc(fused[])
  %_0 = "x.y"() ({
    %v1:3 = "foo.op"() {k$0= 50.82E0 : f64, d.k1= 0x422A : bf16, a2= {sym_name0= -7.79644e-35 : f16, x1= -1.0e-5 : f32, foo.k2= "}X.\"ß\\", a3}, k$3= dense<[0x7C00, 0.5, 0x987F]> : vector<3xf16>}: () -> (() -> (), f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) loc("src/x.py":50:44 to 52:66)
    "foo.bar.baz"(%v1#1): (f32) -> ()
    "foo.op"(%v1#1, %v1#2, %v1#1)<{d.k0= dense<[[0], [0], [0]]> : vector<3x1xui64>, k$1= dense<1> : tensor<ui32>, attr2= 18446744073709551615: i64}>: (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> () loc(unknown)
    %2:4 = "z.nop"(%v1#1, %v1#0) ({
}, {
      "d.op_1"(%v1#2, %v1#1): (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> ()
      %3 = "z.nop"(%v1#0, %v1#1): (() -> (), f32) -> tensor<6x?x254xvector<13x[10]x[16]xindex>> loc("":33:72 to 36:19)
      %4 = "bar.yield"(%v1#0, %v1#0) ({
      ^2:
        %5 = "bar.yield"(): () -> (complex<f32>) loc(#l_x0)
        "a.b"(%v1#0, %3) {value0, x1= {"quoted key 0"= "\00\n#\C3\A9X/" : i128}, d.k2= affine_set<(i0)[N0, N1] : (6 * (N1) - 0 + N0 >= 9 * (N0), 3 * (N1) + 3 * (N1) >= 0, ((N0) ceildiv 8) ceildiv 3 == 0)>, "quoted key 3"= "!{0\23X" : ui32}: (() -> (), tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc("name")
        "my_dialect.thing"(%3) {x0= 1.389 : f8E4M3}: (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc(callsite("src/x.py":27:16 to 27:63 at "src/x.py":4294967295:83))
        %6 = "foo.compute"(%v1#0): (() -> ()) -> !T_0
        "cfx.cond_br"(%5)[^bb3, ^bb3] {}: (complex<f32>) -> ()
      ^bb3:
        %x7 = "my_dialect.thing"(%v1#0, %6, %v1#0) {value0= 0x18630 : tf32}: (() -> (), !T_0, () -> ()) -> vector<16x[12]x13xf32> loc("a.mlir":0:109)
        "foo.br"(%3)[^bb4] <{k$0= false, z91= array<f64>, sym_name2= "%\C3\A9<\65\7f\E1#日本"}> {k$0= true, k$1= "\t", b2= 9.612 : f16, a3= -0.0885514 : bf16}: (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
      ^bb4(%a.b8: ui3, %9: !alias_1):
        %-10:3 = "foo.compute"(%5, %v1#2, %5): (complex<f32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, complex<f32>) -> (index, si24, ui64) loc("":15:33 to 15:54)
      }, {
        "builtin.module"() ({
          // a comment
          "z.nop"() {}: () -> ()
        }) : () -> ()
      }): (() -> (), () -> ()) -> i32 loc("src/x.py":4294967295:0)
      %11 = "foo.op"(%v1#1, %v1#2)<{}> {sym_name0}: (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> (tensor<999x3x2xi17, 1 : i32>) loc("x")
      %12:2 = "z.nop"(%11, %v1#2) ({
        // // nested
        "d.op_1"(%3): (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
      }, {
      ^bb6(%value13: tensor<51x351x?x0xi17, 8 : i32>, %r14: memref<1x154xf8E4M3FN> loc(unknown)):
        %value15 = "x.y"(%11, %v1#1)<{_u0, x1= dense<0.3335911> : tensor<f16>, d.k2}>: (tensor<999x3x2xi17, 1 : i32>, f32) -> tensor<0xf32> loc("src/x.py":218:313)
        %v16 = "my_dialect.thing"(%value13, %11): (tensor<51x351x?x0xi17, 8 : i32>, tensor<999x3x2xi17, 1 : i32>) -> f64 loc(fused<"meta">["a.mlir":0:4294967295, "":12:74 to :79])
        %value17 = "foo.bar.baz"(%value13): (tensor<51x351x?x0xi17, 8 : i32>) -> f8E4M3B11FNUZ
        "my_dialect.thing"(%3, %v16, %v16): (tensor<6x?x254xvector<13x[10]x[16]xindex>>, f64, f64) -> () loc("with \"q\"")
      }): (tensor<999x3x2xi17, 1 : i32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> (si32, none) loc(#l_x0)
    }, {
    ^bb7:
      // a comment
      "x.switch"(%v1#2)[^bb8]: (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> ()
    ^bb8(%_18: tuple<vector<13x7xbf16>, memref<60xf8E5M2>, f8E4M3B11FNUZ, ui128, i3, bf16, i32, si1024, i16, i32, f16, i64, i32, index, f6E2M3FN, none, i3>):
      "foo.br"(%_18, %v1#2)[^bb9]: (tuple<vector<13x7xbf16>, memref<60xf8E5M2>, f8E4M3B11FNUZ, ui128, i3, bf16, i32, si1024, i16, i32, f16, i64, i32, index, f6E2M3FN, none, i3>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> () loc("f":0:319)
    ^bb9:
      %_19 = "foo.bar"(%v1#1): (f32) -> f32
    }): (f32, () -> ()) -> (!foo.a.b, tensor<0x52x6xsi1024>, si64, !foo.t) loc("dir/with space.c":24)
    "foo.op"(%2#0, %2#1, %2#0)<{sym_name0= 1.0e-30 : bf16, attr1= "/\7f\C3\A9.\00\n#_X\1F", _u2= none, attr3= dense_resource<r.0> : tensor<6xi8>}> {k$0= dense<[[[0x1, true, false, -1], [0x1, false, 0x0, false], [true, 1, false, 1]], [[-1, 1, false, true], [true, -1, false, true], [false, 0, true, true]]]> : tensor<2x3x4xi1>, z91= array<f32: 39484.0, 3.808, 0.8781692, 0xCF4ED800, 7.32893e22>, sym_name2= -2.718281828459045 : f80, _u3= "}\7f\C3\A9\7f\t%<"}: (!foo.a.b, tensor<0x52x6xsi1024>, !foo.a.b) -> ()
  }, {
  ^bb10(%v20: (!T_0) -> ( loc(#l_x1), %-21: tensor<7x3xui24> loc(fused["f":4294967295:481, "f":88, unknown])):
    %x22, %a.b23:3 = "foo.bar"(%v20, %-21, %-21) {d.k0= [867.404264 : f64, [dense<0.49188e-10> : tensor<f32>, memref<732x53x45xvector<16x6xi64>, strided<[?, ?, 1], offset: 12>, "gpu">, loc(fused[callsite("":256:345 at "dir/with space.c":435:107)]), true], affine_set<(d0, d1)[s0, s1] : (d1 - d1 - d0 >= (8) * s0)>, 0: i3]}: ((!T_0) -> (), tensor<7x3xui24>, tensor<7x3xui24>) -> (i16, tensor<4x2x2x!foo.type>, complex<i7>, i17)
  }) {_u0= "é\00!\A9'", attr1= @"x y", z92= unit}: () -> (f8E3M4) loc("src/x.py":400:278)
  %_24 = "z.nop"(%_0) {x0= !my_dialect.param<<<62,-6>>>, d.k1= 47 : index, k$2}: (f8E3M4) -> f8E4M3FNUZ
  %_25 = "foo.bar.baz"(%_0): (f8E3M4) -> (tuple<vector<5xf32>, f8E5M2, i1>) loc(#L2)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009D99DDBD31DA"
    }
  }
#-}
