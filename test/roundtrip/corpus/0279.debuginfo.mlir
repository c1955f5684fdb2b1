#loc4 = loc("0279.in.mlir":11:9)
#loc17 = loc("-":468:225)
#loc21 = loc("op.1")
#loc30 = loc("dir/with space.c":25:21 to :26)
#loc31 = loc("":10:49 to :53)
#map = affine_map<(d0)[s0] -> (0)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  "d.op_1"() {k$0 = f64, k$2 = "\C3\A9" : f6E2M3FN, x1 = true} : () -> () loc(#loc1)
  "my_dialect.thing"() : () -> () loc(#loc2)
  %0 = "foo.op"() ({
  ^bb0(%arg3: vector<14x5xf64> loc("0279.in.mlir":11:9)):
    %23 = "foo.op"(%arg3) : (vector<14x5xf64>) -> none loc(#loc5)
  }, {
    %3 = "foo.compute"() : () -> i1 loc(#loc6)
    %4 = "a.b"(%3, %3, %3) : (i1, i1, i1) -> tensor<2x7x1x4xindex> loc(#loc7)
    %5 = "foo.compute"(%4, %4, %3) <{a2, x1, z90 = "\C3\A9_%..\7F%"}> ({
      %6:3 = "my_dialect.thing"(%3, %4, %3) : (i1, tensor<2x7x1x4xindex>, i1) -> (vector<6xf32>, f32, memref<?x25xf8E4M3, strided<[?, ?], offset: ?>>) loc(#loc9)
      %7:3 = "bar.yield"() <{}> : () -> (f64, index, none) loc(#loc10)
      %8 = "a.b"() <{_u2, a0 = "\00\F9", value1 = array<f32: 1.500000e+00>}> {my.k0 = true, value1} : () -> f32 loc(#loc11)
      %9 = "z.nop"() : () -> tensor<?x0x3x31xindex, "sparse"> loc(#loc12)
      "d.op_1"(%9, %8, %7#1) ({
        %21 = "bar.yield"() : () -> f4E2M1FN loc(#loc14)
        %22:2 = "foo.bar"() : () -> (si1024, none) loc(#loc15)
      }) : (tensor<?x0x3x31xindex, "sparse">, f32, index) -> () loc(#loc13)
      %10 = "foo.bar.baz"() <{_u1 = [false, [sparse<[[3, 1], [0, 3]], [2.718750e+00, 1.107810e+01]> : tensor<4x6xf16>, 1 : ui1, false, dense_resource<r.0> : tensor<3xi64>], loc("a.mlir":0:4294967295)], foo.k0 = {_u2, foo.k0 = true, my.k3, value1 = "\7F*!#\95.-\09\\0\\" : ui32}, sym_name2 = 0 : ui16}> ({
      ^bb0(%arg2: f16 loc("-":468:225)):
        %15 = "foo.compute"(%9, %arg2) <{}> : (tensor<?x0x3x31xindex, "sparse">, f16) -> i32 loc(#loc18)
        "cfx.cond_br"(%9, %7#1, %7#0)[^bb1] : (tensor<?x0x3x31xindex, "sparse">, index, f64) -> () loc(#loc19)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %16 = "foo.bar.baz"(%7#0) {a1 = "\7Fz\0A''\\<\C3\A9\D3\\\09{", b0 = -4162867040807735235106458 : i128, foo.k3 = #loc21, z92 = ["%}@f /\0A\\", {x1, z90}, {}, #map]} : (f64) -> complex<i3> loc(#loc20)
        %17 = "z.nop"(%8, %7#1, %6#0) : (f32, index, vector<6xf32>) -> vector<13x[12]xi8> loc(#loc22)
        %18 = "bar.yield"() : () -> i8 loc(#loc23)
        "foo.br"(%16)[^bb2, ^bb1] : (complex<i3>) -> () loc(#loc24)
      ^bb2:  // 2 preds: ^bb1, ^bb2
        %19:4 = "d.op_1"(%arg2, %8) {my.k0 = -350 : si32} : (f16, f32) -> (i128, f16, f8E4M3FNUZ, f4E2M1FN) loc(#loc25)
        %20:2 = "x.y"(%8, %19#1, %19#3) <{my.k0 = 0 : index}> : (f32, f16, f4E2M1FN) -> (f6E2M3FN, vector<[6]x[5]x3xui1>) loc(#loc26)
        "z.nop"(%20#0, %19#3) <{}> {a0 = dense<> : tensor<4x2x0xi64>, sym_name1 = -170141183460469231731687303715884105728 : i1024} : (f6E2M3FN, f4E2M1FN) -> () loc(#loc27)
        "foo.bar.baz"() : () -> () loc(#loc28)
        "x.switch"(%19#1, %19#3, %20#1)[^bb2] : (f16, f4E2M1FN, vector<[6]x[5]x3xui1>) -> () loc(#loc38)
      }, {
      ^bb0(%arg0: () -> () loc("dir/with space.c":25:21 to :26), %arg1: i3 loc("":10:49 to :53)):
        %11 = "foo.bar"(%arg0) <{attr3 = ["X\7F @\09\22\CE\A9", dense<-59> : tensor<i17>, dense<[[133, 943, 354]]> : tensor<1x3xindex>], b0, d.k2, my.k1}> : (() -> ()) -> tuple<f8E4M3FN, si24> loc(#loc32)
        %12:4 = "bar.yield"(%4, %9) : (tensor<2x7x1x4xindex>, tensor<?x0x3x31xindex, "sparse">) -> (tuple<bf16, f64>, tensor<853x2x!my_dialect.t_1>, complex<f16>, vector<[1]x10x14xf16>) loc(#loc33)
        %13 = "x.y"(%12#1, %3, %12#2) <{_u0 = true, a1, b2}> {_u1, _u3 = 0 : index, a2 = !bar.t, b0 = #map1} : (tensor<853x2x!my_dialect.t_1>, i1, complex<f16>) -> bf16 loc(#loc34)
        %14 = "a.b"(%3) : (i1) -> ui17 loc(#loc21)
      }) : () -> complex<tf32> loc(#loc16)
    }) : (tensor<2x7x1x4xindex>, tensor<2x7x1x4xindex>, i1) -> tuple<i3, bf16> loc(#loc8)
  }) : () -> tensor<?x?xvector<7x7xi1024>> loc(#loc3)
  %1 = "foo.compute"() {foo.k0 = 100 : i24, my.k1 = sparse<[[1, 3, 2]], -1.999510e-01> : tensor<5x6x3xf16>} : () -> ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>) loc(#loc35)
  "x.y"() {_u1 = #my.v<<<"x y", 87, 38>, [?,?], -6>, [-3 ?]>, d.k2 = 1 : ui1, sym_name0 = false} : () -> () loc(#loc36)
  %2 = "my_dialect.thing"(%1) : ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>) -> complex<i16> loc(#loc39)
}) : () -> () loc(#loc)
#loc = loc("0279.in.mlir":7:1)
#loc1 = loc("0279.in.mlir":8:3)
#loc2 = loc("a.mlir":48:19)
#loc3 = loc("0279.in.mlir":10:9)
#loc5 = loc("0279.in.mlir":13:10)
#loc6 = loc("-":4294967295:11)
#loc7 = loc("0279.in.mlir":16:11)
#loc8 = loc("0279.in.mlir":17:10)
#loc9 = loc("name")
#loc10 = loc("0279.in.mlir":20:18)
#loc11 = loc("0279.in.mlir":21:17)
#loc12 = loc("0279.in.mlir":23:13)
#loc13 = loc("a.mlir":24:0)
#loc14 = loc("src/x.py":12:50 to :54)
#loc15 = loc("dir/with space.c":99:0)
#loc16 = loc("0279.in.mlir":29:14)
#loc18 = loc("0279.in.mlir":32:15)
#loc19 = loc("0279.in.mlir":33:9)
#loc20 = loc("0279.in.mlir":35:16)
#loc22 = loc("a.mlir":274:0)
#loc23 = loc("0279.in.mlir":38:19)
#loc24 = loc("0279.in.mlir":39:9)
#loc25 = loc("0279.in.mlir":41:17)
#loc26 = loc("0279.in.mlir":42:22)
#loc27 = loc("src/x.py":35:50 to :52)
#loc28 = loc("0279.in.mlir":44:9)
#loc29 = loc("a.mlir":15:53 to :55)
#loc32 = loc(unknown)
#loc33 = loc("0279.in.mlir":50:27)
#loc34 = loc("0279.in.mlir":51:15)
#loc35 = loc("-":17:343)
#loc36 = loc("0279.in.mlir":57:3)
#loc37 = loc("src/x.py":53:0)
#loc38 = loc("v"(#loc29))
#loc39 = loc("n"(#loc37))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000E46B1824AB82DA209A63C8B5759E895F59B0677EAF6619C"
    }
  }
#-}

