#loc2 = loc(unknown)
#loc5 = loc("src/x.py":338:460)
#loc6 = loc("":45:53 to 46:47)
#loc8 = loc("src/x.py":4294967295:0)
#loc19 = loc("0297.in.mlir":30:4)
#loc21 = loc("-":157:88)
#loc27 = loc("v"(#loc8))
"builtin.module"() ({
  "my_dialect.thing"() ({
    "a.jump"()[^bb1] <{_u2, my.k1 = !x.t<"x y", i8, 75>, "quoted key 0", z93 = "!*- X\22!ab\22"}> : () -> () loc(#loc4)
  ^bb1(%3: f8E3M4 loc("src/x.py":338:460), %4: tuple<f128, i128, f32, bf16> loc(unknown), %5: tuple<!my_dialect<"abc">, f64> loc("":45:53 to 46:47)):  // pred: ^bb0
    "z.nop"(%5) ({
    ^bb0(%arg0: complex<f16> loc("v"(#loc8))):
      "z.nop"(%arg0, %arg0, %arg0) : (complex<f16>, complex<f16>, complex<f16>) -> () loc(#loc9)
      "a.b"() <{}> : () -> () loc(#loc10)
      "foo.bar.baz"(%4, %4) : (tuple<f128, i128, f32, bf16>, tuple<f128, i128, f32, bf16>) -> () loc(#loc11)
      %11 = "foo.bar.baz"(%arg0, %arg0) <{attr1 = "\CE\A9{", attr3 = dense_resource<weights0> : tensor<1xi8>, k$0, value2 = affine_map<(d0) -> (d0 ceildiv 8, (d0 ceildiv 6) * 6, d0 * 14)>}> {z90 = 0.000000e+00 : f4E2M1FN} : (complex<f16>, complex<f16>) -> vector<[13]x[12]x13xf8E4M3> loc(#loc12)
      %12 = "my_dialect.thing"(%5, %11, %11) {my.k0 = -6.937500e+00 : bf16} : (tuple<!my_dialect<"abc">, f64>, vector<[13]x[12]x13xf8E4M3>, vector<[13]x[12]x13xf8E4M3>) -> vector<[12]x[5]xi17> loc(#loc28)
      %13 = "d.op_1"(%12, %4) <{b1 = @s$, x2 = @"0start"::@main, z90 = -1 : i7}> {attr2 = #x.v<[?], ?>, d.k0, d.k1 = true, value3} : (vector<[12]x[5]xi17>, tuple<f128, i128, f32, bf16>) -> ui8 loc(#loc14)
    }, {
      %10 = "a.b"(%4, %4, %5) : (tuple<f128, i128, f32, bf16>, tuple<f128, i128, f32, bf16>, tuple<!my_dialect<"abc">, f64>) -> index loc(#loc15)
    }) : (tuple<!my_dialect<"abc">, f64>) -> () loc(#loc26)
    %6 = "z.nop"(%4, %3, %4) : (tuple<f128, i128, f32, bf16>, f8E3M4, tuple<f128, i128, f32, bf16>) -> complex<bf16> loc(#loc16)
    %7:4 = "x.y"() : () -> (memref<38x3xcomplex<f16>>, complex<i1>, complex<f6E2M3FN>, memref<2xf8E4M3FNUZ, strided<[1]>>) loc(#loc3)
    "cfx.cond_br"(%7#2)[^bb2, ^bb3] <{my.k2 = "\7F\00.!\CE\A9\0A\22", "quoted key 0" = dense_resource<weights1> : tensor<5xf32>, value1 = @"0start"::@b::@"0start"}> : (complex<f6E2M3FN>) -> () loc(#loc17)
  ^bb2:  // pred: ^bb1
    "foo.br"()[^bb3] <{value0 = 24 : index, z91}> {a2, b0, b1 = #x.p<49 <73>>, b3 = dense_resource<blob2> : tensor<5xi32>} : () -> () loc(#loc18)
  ^bb3(%8: vector<4x7x9xindex> loc("0297.in.mlir":30:4)):  // 2 preds: ^bb1, ^bb2
    %9 = "z.nop"(%8, %8) {k$1 = [{_u1 = dense<4.631280e-05> : vector<2x3xf16>, z90 = #loc21}, #my.a<"x y", "x y", <22,-0,a.b>>, [], 60 : index], z90 = 9.984020e-31 : bf16} : (vector<4x7x9xindex>, vector<4x7x9xindex>) -> memref<?x?x?xbf16, 1> loc(#loc20)
  }, {
    %2 = "d.op_1"() <{b2 = sparse<[[2, 2, 0], [3, 2, 2], [5, 2, 3]], [8.007810e-01, -3.323070e+36, 3.187500e+00]> : tensor<6x6x5xbf16>, b3 = affine_set<(d0, d1) : (-12 >= 0, -d1 + 2 >= 0, d1 * -8 == 0)>, "quoted key 0", x1 = 6.500000e+00 : f6E2M3FN}> {attr2 = {b1 = true, "quoted key 0" = -9223372036854775808 : index, x2 = dense<[[(59,-15), (53,-71), (32,-26)], [(48,-2), (46,-5), (80,-82)], [(54,-34), (31,-20), (86,-89)]]> : tensor<3x3xcomplex<i32>>}, k$1 = -7.500000e+00 : f6E2M3FN, k$3 = -1 : i32, sym_name0} : () -> ((f6E3M2FN) -> ()) loc(#loc22)
  }, {
  }) : () -> () loc(#loc29)
  %0 = "foo.bar.baz"() <{attr1, b0, b3 = " \E2/Xab\00*'", "quoted key 2" = "\7F\22*}-{\09'\F0\9F\99\82"}> : () -> i128 loc(#loc23)
  %1:3 = "foo.compute"(%0, %0) : (i128, i128) -> (i32, f16, none) loc(#loc24)
  "foo.compute"() : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("0297.in.mlir":0:0)
#loc1 = loc("":32:0)
#loc3 = loc("name")
#loc4 = loc("0297.in.mlir":7:2)
#loc7 = loc("op.1")
#loc9 = loc("0297.in.mlir":12:3)
#loc10 = loc("0297.in.mlir":13:3)
#loc11 = loc("0297.in.mlir":14:3)
#loc12 = loc("0297.in.mlir":15:9)
#loc13 = loc("":46:11 to :19)
#loc14 = loc("0297.in.mlir":18:9)
#loc15 = loc("dir/with space.c":4294967295:66)
#loc16 = loc("0297.in.mlir":23:7)
#loc17 = loc("0297.in.mlir":26:2)
#loc18 = loc("a.mlir":81:0)
#loc20 = loc("0297.in.mlir":31:9)
#loc22 = loc("f":446:72)
#loc23 = loc("0297.in.mlir":36:10)
#loc24 = loc("0297.in.mlir":37:10)
#loc25 = loc(callsite(#loc2 at #loc3))
#loc26 = loc("n"(#loc7))
#loc28 = loc(callsite(#loc13 at #loc2))
#loc29 = loc(callsite(#loc1 at #loc25))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000C1",
      weights1: "0x040000003AC9BB8A39994CE6F411D0A9E465F831BC810228",
      blob2: "0x040000003D4A4BFC0B6EAC9C35F207836EB051BB6BE4B620"
    }
  }
#-}

