!tuple = tuple<vector<13x7xbf16>, memref<60xf8E5M2>, f8E4M3B11FNUZ, ui128, i3, bf16, i32, si1024, i16, i32, f16, i64, i32, index, f6E2M3FN, none, i3>
#loc = loc("-":256:345)
#loc1 = loc("dir/with space.c":435:107)
#set = affine_set<(d0)[s0, s1] : (s1 * 6 + s0 - s0 * 9 >= 0, s1 * 6 >= 0, (s0 ceildiv 8) ceildiv 3 == 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (-d0 - s0 * 8 >= 0)>
#loc2 = loc(callsite(#loc at #loc1))
"builtin.module"() <{sym_name = "m3"}> ({
  "foo.compute"() ({
  }) {foo.k1 = "__\CE\A9_\00X\22\22.", "quoted key 0" = f8E8M0FNU} : () -> ()
  %0 = "x.y"() ({
    %4:3 = "foo.op"() {a2 = {a3, foo.k2 = "}X.\22\C3\9F\\", sym_name0 = -0.000000e+00 : f16, x1 = -9.99999974E-6 : f32}, d.k1 = 4.250000e+01 : bf16, k$0 = 5.082000e+01 : f64, k$3 = dense<[0x7C00, 5.000000e-01, -2.195360e-03]> : vector<3xf16>} : () -> (() -> (), f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">)
    "foo.bar.baz"(%4#1) : (f32) -> ()
    "foo.op"(%4#1, %4#2, %4#1) <{attr2 = -1 : i64, d.k0 = dense<0> : vector<3x1xui64>, k$1 = dense<1> : tensor<ui32>}> : (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> ()
    %5:4 = "z.nop"(%4#1, %4#0) ({
    }, {
      "d.op_1"(%4#2, %4#1) : (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> ()
      %8 = "z.nop"(%4#0, %4#1) : (() -> (), f32) -> tensor<6x?x254xvector<13x[10]x[16]xindex>>
      %9 = "bar.yield"(%4#0, %4#0) ({
        %15 = "bar.yield"() : () -> complex<f32>
        "a.b"(%4#0, %8) {d.k2 = #set, "quoted key 3" = "!{0#X" : ui32, value0, x1 = {"quoted key 0" = "\00\0A#\C3\A9X/" : i128}} : (() -> (), tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
        "my_dialect.thing"(%8) {x0 = 1.375000e+00 : f8E4M3} : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
        %16 = "foo.compute"(%4#0) : (() -> ()) -> tensor<0x?x?x4xvector<6xf8E3M4>>
        "cfx.cond_br"(%15)[^bb1, ^bb1] : (complex<f32>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        %17 = "my_dialect.thing"(%4#0, %16, %4#0) {value0 = 1.440640e-09 : tf32} : (() -> (), tensor<0x?x?x4xvector<6xf8E3M4>>, () -> ()) -> vector<16x[12]x13xf32>
        "foo.br"(%8)[^bb2] <{k$0 = false, sym_name2 = "%\C3\A9<e\7F\E1#\E6\97\A5\E6\9C\AC", z91 = array<f64>}> {a3 = -8.837890e-02 : bf16, b2 = 9.609370e+00 : f16, k$0 = true, k$1 = "\09"} : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
      ^bb2(%18: ui3, %19: i16):  // pred: ^bb1
        %20:3 = "foo.compute"(%15, %4#2, %15) : (complex<f32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, complex<f32>) -> (index, si24, ui64)
      }, {
        "builtin.module"() ({
          "z.nop"() : () -> ()
        }) : () -> ()
      }) : (() -> (), () -> ()) -> i32
      %10 = "foo.op"(%4#1, %4#2) <{}> {sym_name0} : (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> tensor<999x3x2xi17, 1 : i32>
      %11:2 = "z.nop"(%10, %4#2) ({
        "d.op_1"(%8) : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> ()
      }, {
      ^bb0(%arg2: tensor<51x351x?x0xi17, 8 : i32>, %arg3: memref<1x154xf8E4M3FN>):
        %12 = "x.y"(%10, %4#1) <{_u0, d.k2, x1 = dense<3.334960e-01> : tensor<f16>}> : (tensor<999x3x2xi17, 1 : i32>, f32) -> tensor<0xf32>
        %13 = "my_dialect.thing"(%arg2, %10) : (tensor<51x351x?x0xi17, 8 : i32>, tensor<999x3x2xi17, 1 : i32>) -> f64
        %14 = "foo.bar.baz"(%arg2) : (tensor<51x351x?x0xi17, 8 : i32>) -> f8E4M3B11FNUZ
        "my_dialect.thing"(%8, %13, %13) : (tensor<6x?x254xvector<13x[10]x[16]xindex>>, f64, f64) -> ()
      }) : (tensor<999x3x2xi17, 1 : i32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> (si32, none)
    }, {
      "x.switch"(%4#2)[^bb1] : (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> ()
    ^bb1(%6: !tuple):  // pred: ^bb0
      "foo.br"(%6, %4#2)[^bb2] : (!tuple, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> ()
    ^bb2:  // pred: ^bb1
      %7 = "foo.bar"(%4#1) : (f32) -> f32
    }) : (f32, () -> ()) -> (!foo.a.b, tensor<0x52x6xsi1024>, si64, !foo.t)
    "foo.op"(%5#0, %5#1, %5#0) <{_u2 = none, attr1 = "/\7F\C3\A9.\00\0A#_X\1F", attr3 = dense_resource<r.0> : tensor<6xi8>, sym_name0 = 9.984020e-31 : bf16}> {_u3 = "}\7F\C3\A9\7F\09%<", k$0 = dense<[[[true, true, false, true], [true, false, false, false], [true, true, false, true]], [[true, true, false, true], [true, true, false, true], [false, false, true, true]]]> : tensor<2x3x4xi1>, sym_name2 = -2.7182818284590450908 : f80, z91 = array<f32: 3.948400e+04, 3.808000e+00, 0.878169178, -3.47026227E+9, 7.328930e+22>} : (!foo.a.b, tensor<0x52x6xsi1024>, !foo.a.b) -> ()
  }, {
  ^bb0(%arg0: (tensor<0x?x?x4xvector<6xf8E3M4>>) -> (), %arg1: tensor<7x3xui24>):
    %3:4 = "foo.bar"(%arg0, %arg1, %arg1) {d.k0 = [867.40426400000001, [dense<4.918800e-11> : tensor<f32>, memref<732x53x45xvector<16x6xi64>, strided<[?, ?, 1], offset: 12>, "gpu">, #loc2, true], #set1, 0 : i3]} : ((tensor<0x?x?x4xvector<6xf8E3M4>>) -> (), tensor<7x3xui24>, tensor<7x3xui24>) -> (i16, tensor<4x2x2x!foo.type>, complex<i7>, i17)
  }) {_u0 = "\C3\A9\00!\A9'", attr1 = @"x y", z92} : () -> f8E3M4
  %1 = "z.nop"(%0) {d.k1 = 47 : index, k$2, x0 = !my_dialect.param<<<62,-6>>>} : (f8E3M4) -> f8E4M3FNUZ
  %2 = "foo.bar.baz"(%0) : (f8E3M4) -> tuple<vector<5xf32>, f8E5M2, i1>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009D99DDBD31DA"
    }
  }
#-}

