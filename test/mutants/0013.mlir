#L0 = loc("with \"q\"")
!ty0 = tuple<i32>

"builtin.module"() <{sym_name = "m65"}> ({
  %tmp_0, %_1:2 = "a.b"() {d.k0= 35 : index, value1= distinct[1]<>, a2= dense_resource<weights0> : tensor<1xi64>, my.k3=  "<" : si1024}: () -> (tensor<?x7 x 1x?xf32>, !x.t<"x y">, i64) loc("f":4294967295:0)
  %value2 = "x.y"()<{value0= dense<"0x7B1E024C2A0F30BF"> : tensor<4xbf16>, b1, x2= [dense<> : tensor<2x0xbf16>, 7: si128, dense<[(0xE5FC97B9C6744FA8, -5.713), (2.0, 1.211), (-1.17549435e-38, 95.85E0), (0.1990780, 585480.0)]> : tensor<4xcomplex<f64>>], value3= index}> ({
    %value3 = "z.nop"(%_1#0, %tmp_0)<{x0= -47601.0 : f64, _u1= 255	: i8, _u2= 10 : index, foo.k3 = true}> ({
}): (!x.t<"x y">, tensor<?x7 x 1x?xf32>) -> tuple<index> loc(fused<#foo.m>[unknown, unknown])
  }): () -> f64 loc("f":226:0)
  "my_dialect.thing"(): () -> () loc("f":90:342)
  %v4 = "bar.yield"(): () -> none loc("callee"(#L0))
  %r5:3 = "foo.compute"(%value2) {a0= array<i64: -33907805837660884, 19997105, -1, 96, 17>,  value1= [@c, array<f64: 0x4AC1444B8FEC0201, 0x7BCC2FE4F7EA2859, -0.8103518, 201.615215>, 21 : index, array<f64: 0.1763960, -700.534180, 6.11774e3>], attr2= dense<> : tensor<1x0xcomplex<i32>>, my.k3= dense<[-0.6545243, 0x28DC , 10.31E3, 0.1, 84.88E6, 0x668F, -7.233, 0x1DD8, 376458.0, 100.0, -100.0, 2.5e-3, 446.756988, 31.3E1, 2.0, 2.5e-3, 949.403708, 2.718281828459045, 3.93987e+23, -6.02214076e23, 2.718281828459045, 73284.0, 0.1646744, 811719.0, 0x0C68, -7.507009, 100.0, 0xF9C9, 38.44E0, 0x0265, 4.506, 163.304050, 2.0, 1.0, 37.43E6, 425.515871, 0.0237616, 3.25694e-24, 3.1385e7, 616235.0, 2.917, 0xA7DF, 8.75874e-8, -2.0, 258.979797, -715.527795 , 0x7E00,  0.7334850, 2.0, 4.9e-324, 543063.0, 7.94447e+11, 0xFFEF, 1.0e38, 0x1D29, 320.723089, 145111.0, 103928.0, 0xBF41, 0.5778427, 0x09C6, 1.0e-5, 2.0, 0x53A3, 0x267F, -3.14159265358979, 180.606207, -1.308, 323.850041, -247560.0, 39.270487, 0.2, 0x08F9, -539.459335, 0x547F, 6.26097e10, 0xA1FB, -747.651321, -1.0e38, -78.278727, 820137.0, 677195.0, 0.5, 2.718281828459045, -100.0, 764.963109, 2.5e-3, -0.2, 0x87FF, -100.0, 8.859 , 0.0, -715.186711, 0.0951328, 37.44E8, 56.926595, 0.1, -4.43029e+19, 0.2, 0x0B47, 1.0, 0x5B89, 590.759145, 1.0e300, 1.0, 0x4525 , 0.5028545, 659.761797, 54.77E9, 0.486 , 0x933A, 1.0, 1.5, -0.85452e8, 9.20200e-33, 1.0e-30, 92.37E7, 0x7C00, 0x26F8, 4.9e-324, 8.61698e+15, 3.14159265358979, 0x592F, 0xE696, 37.844610,
    0xA2E9, 1.0, 100.0, 2.718281828459045, 1.669, 2.0, 0.095, 81.81E1, 9.999999e9, 0x7E00, -21.43E1, 3.16426e32, 18.168089, -65504.0, 2.718281828459045, 0.4017407, -5.1620e20, 92.19E2, 100.0, 0x1C67, 0xF723, -1.0E+10, 0.4699945, -0.1, 7.75008e+10, -0.2, 3.2720e-21, 3.9436e8, 0.3, 5.64286e8, 0x49F8, 0xBCB3, 4.648e+35, -0.1847833,  3.14159265358979, 0xEA7E, 9.606, -1.0E+10, 0.8321155, 285.212351, 0.2598733, 0x7FFF, -0.1, 97.57E4, 724.782422, 1.0,76.7E7, 0.9941697, 0xB4F2, -572.855120, 1.0e300, 1.0E+10, 0.2160914, 0x674F, -2.91293e+0, 3.14159265358979, 3.87960e+0, -8.838, 0x07E0, -436.958908, 1.5]> : tensor<186xbf16>}: (f64) -> (f8E4M3FN, tensor<59x0x36x8xvector<7xf80>>, complex<f8E4M3FN>)
  "my_dialect.thing"(%r5#1, %r5#1) ({
  ^exit1():
    "x.y"(%v4, %_1#1, %r5#0) {attr0= sparse<[[2], [0], [2]], [1, -255362362, 0]> : tensor<6xi32>, sym_name1, attr2= true}: (none, i64, f8E4M3FN) -> ()
    %6:2 = "foo.bar"(%r5#2) {my.k0, a1}: (complex<f8E4M3FN>) -> (vector<[6]xi1>, f4E2M1FN)
    "foo.op"(%r5#2) {sym_name0= -1.0e-5 : bf16, z91}: (complex<f8E4M3FN>) -> () loc("a.mlir":75)
    "d.op_1"()<{b0= -2.718281828459045 : bf16, attr1}> {value0= false, b1= loc(callsite(fused["a.mlir":315:127, "name"] at "v"("src/x.py":35:278)))}: () -> ()
  }) {k$0= 80.78E0 : f32, x1= -170141183460469231731687303715884105728: i1024}: (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> ()
  %tmp_7 = "foo.compute"(%r5#2 , %r5#2, %tmp_0) ({
    %value8 = "d.op_1"(%r5#1, %r5#1) ({
    ^bb3:
      "foo.bar.baz"(%r5#0) {z90, x1}  : (f8E4M3FN) -> () loc("name") // trailing comment
      %9 = "z.nop"(%r5#0, %_1#1, %r5#1) <{foo.k0= "/.\nX\t*\t", d.k1= @s$::@_priv::@_priv, a2= dense<[[[0x82, 1.0e-5], [0x0D, 2.718281828459045], [1.5, 85.565431], [1.0E+10, 0xB4]], [[-0.8057062,  958999.0], [0.7486459, 0x18], [0x7F, 1.0E+10], [93.28E7, 1.0e-5]], [[2.87949e-21, 0x53], [0x42, 0.58763e35], [-1.0e38, 0x85], [0xC8, 3.10988e-3]], [[0x8F, 502229.0], [-0.3, 0.5410011], [0.0176017, 2.33912e-23], [2.718281828459045, -3.312]]]> : tensor<4x4x2xf8E8M0FNU>, sym_name3= affine_map<(i0)[N0, N1] -> ((9 * (5)) * N0)>}> ({
      ^$4(%$10: tensor<2x1xindex>, %v11: f128 loc("f":363:204)):
        "d.op_1"(%$10, %r5#2, %r5#2): (tensor<2x1xindex>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> ()
        "foo.compute"(%r5#2, %$10): (complex<f8E4M3FN>, tensor<2x1xindex>) -> () loc("":327:395)
        %v12, %v13:2 = "foo.compute"(%$10, %tmp_0): (tensor<2x1xindex>,, tensor<?x7 x 1x?xf32>) -> (ui8, !ty0, i64) loc("f":41:24 to :33)
      }, {
      ^5:
        "cfx.cond_br"()[^bb6, ^bb6] {}: () -> ()
      ^bb6(%v14 : f6E2M3FN loc("with \"q\""), %_15 : complex<si17>, %value16: !foo.a.b loc("src/x.py":61:101)):
        "cfx.cond_br"(%value16, %r5#1, %_15)[^bb7] {foo.k0= 0x3633 : f16, z91=	 3.0E1, _u2=	 affine_set<(d0)[s0, s1] : (((2) floordiv 3) mod 4 >= 2 + s0, (7) ceildiv 1 * 5 == 0, s0 >= d0 - s1)>}: (!foo.a.b, tensor<59x0x36x8xvector<7xf80>>, complex<si17>) -> ()
      ^bb7():
        "a.jump"(%r5#1, %r5#1)[^loop8]: (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> ()
      ^loop8():
        %value17:2 = "z.nop"(%r5#1, %r5#0, %r5#1): (tensor<59x0x36x8xvector<7xf80>>, f8E4M3FN, tensor<59x0x36x8xvector<7xf80>>) -> (complex<ui17>, complex<f32>)
      }) {}: (f8E4M3FN, i64,tensor<59x0x36x8xvector<7xf80>>) -> (tuple<i32>)
      %18 = "bar.yield"(%r5#2, %v4) {d.k0= "_#%\C3\A9\t!\\%@", sym_name1}: (complex<f8E4M3FN>, none) -> index
      "a.b"() {"quoted key 0", value1= -1: i3}:   () -> () loc(unknown)
      %value19 = "foo.bar"(%_1#0, %9, %18): (!x.t<"x y">, tuple<i32>, index) -> !foo<"a b">
      %arg20 = "foo.bar"(): () -> !x.t<i8, <{"x y"},-6>, [<-0,a.b> , f32 , ?]>
    }, {
      %_21 = "foo.op"(%_1#0) <{"quoted key 0" = [[dense_resource<weights1> : tensor<4xi64>, 39 : index], -1], a1= false}> {sym_name0 = #bar.a<?, f32, -0>, z91= @"x y"::@main::@"x y"}: (!x.t<"x y">) -> ((complex<f64>) -> (i32, bf16)) loc(unknown)
    }, {
    ^$10(%v22: vector<[3]x3xui8> loc("a.mlir":69:486), %a.b23: tensor<complex<i32>> loc("callee"(#L0))):
      "foo.br"()[^bb11] : () -> () loc("name")
    ^bb11(%v24: () -> (f8E5M2FNUZ, f8E8M0FNU), %25: complex<f64>, %26: vector<7x10xf16>):
      "x.switch"()[^12, ^12]: () -> () loc("dir/with space.c":341:332) // trailing comment
    ^12():
      "x.switch"(%value2, %r5#2)[^bb13, ^bb13] {d.k0= -9223372036854775808: si64, value1= -9223372036854775808: i64, value2= []}: (f64, complex<f8E4M3FN>) -> () // trailing comment
    ^bb13(%value27: f4E2M1FN loc(fused[]), %v28: ui64 loc("v"("x")), %v29 : memref<3xi32> loc("dir/with space.c":11:23 to 12:58)):
      "z.nop"(%r5#0, %a.b23): (f8E4M3FN, tensor<complex<i32>>) -> () loc("dir/with space.c":397:4294967295)
    }) {attr0=  distinct[3]<dense<(76, -26)> : tensor<complex<i32>>>, _u1}: (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> f16 loc(unknown)
    %_30:4 = "bar.yield"(%value2, %v4): (f64, none) -> (tuple<f128, f8E8M0FNU>, f8E4M3B11FNUZ, memref<?xcomplex<f16>>, !x<"abc">) loc("v"(unknown))
    "foo.bar.baz"(): () -> () loc("with \"q\"")
    %value31 = "foo.bar"(%_30#0, %_30#3, %_30#1) {_u0= #foo<"a b">, x1= i8}: (tuple<f128, f8E8M0FNU>,  !x<"abc">, f8E4M3B11FNUZ) -> f6E3M2FN
  }) {value0= 51 : index, b1  = 43 : index}: (complex<f8E4M3FN>, complex<f8E4M3FN>, tensor<?x7 x 1x?xf32>) -> i1024 loc("f":462:309)
  %32 = "z.nop"(): () -> memref<*xf32, {kind = "scratch"}>
}) : () -> () loc("f":85)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000EC9B5A195618C84E",
      weights1: "0x08000000BF6BE3445562ACD77844DA33E916A24EFDA63CD6019B22B041BF5E1414F380DF"
    }
  }
#-}
