#loc = loc("op.1")
#map = affine_map<(d0)[s0] -> (0)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  "d.op_1"() {k$0 = f64, k$2 = "\C3\A9" : f6E2M3FN, x1 = true} : () -> ()
  "my_dialect.thing"() : () -> ()
  %0 = "foo.op"() ({
  ^bb0(%arg3: vector<14x5xf64>):
    %23 = "foo.op"(%arg3) : (vector<14x5xf64>) -> none
  }, {
    %3 = "foo.compute"() : () -> i1
    %4 = "a.b"(%3, %3, %3) : (i1, i1, i1) -> tensor<2x7x1x4xindex>
    %5 = "foo.compute"(%4, %4, %3) <{a2, x1, z90 = "\C3\A9_%..\7F%"}> ({
      %6:3 = "my_dialect.thing"(%3, %4, %3) : (i1, tensor<2x7x1x4xindex>, i1) -> (vector<6xf32>, f32, memref<?x25xf8E4M3, strided<[?, ?], offset: ?>>)
      %7:3 = "bar.yield"() <{}> : () -> (f64, index, none)
      %8 = "a.b"() <{_u2, a0 = "\00\F9", value1 = array<f32: 1.500000e+00>}> {my.k0 = true, value1} : () -> f32
      %9 = "z.nop"() : () -> tensor<?x0x3x31xindex, "sparse">
      "d.op_1"(%9, %8, %7#1) ({
        %21 = "bar.yield"() : () -> f4E2M1FN
        %22:2 = "foo.bar"() : () -> (si1024, none)
      }) : (tensor<?x0x3x31xindex, "sparse">, f32, index) -> ()
      %10 = "foo.bar.baz"() <{_u1 = [false, [sparse<[[3, 1], [0, 3]], [2.718750e+00, 1.107810e+01]> : tensor<4x6xf16>, 1 : ui1, false, dense_resource<r.0> : tensor<3xi64>], loc("a.mlir":0:4294967295)], foo.k0 = {_u2, foo.k0 = true, my.k3, value1 = "\7F*!#\95.-\09\\0\\" : ui32}, sym_name2 = 0 : ui16}> ({
      ^bb0(%arg2: f16):
        %15 = "foo.compute"(%9, %arg2) <{}> : (tensor<?x0x3x31xindex, "sparse">, f16) -> i32
        "cfx.cond_br"(%9, %7#1, %7#0)[^bb1] : (tensor<?x0x3x31xindex, "sparse">, index, f64) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %16 = "foo.bar.baz"(%7#0) {a1 = "\7Fz\0A''\\<\C3\A9\D3\\\09{", b0 = -4162867040807735235106458 : i128, foo.k3 = #loc, z92 = ["%}@f /\0A\\", {x1, z90}, {}, #map]} : (f64) -> complex<i3>
        %17 = "z.nop"(%8, %7#1, %6#0) : (f32, index, vector<6xf32>) -> vector<13x[12]xi8>
        %18 = "bar.yield"() : () -> i8
        "foo.br"(%16)[^bb2, ^bb1] : (complex<i3>) -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb2
        %19:4 = "d.op_1"(%arg2, %8) {my.k0 = -350 : si32} : (f16, f32) -> (i128, f16, f8E4M3FNUZ, f4E2M1FN)
        %20:2 = "x.y"(%8, %19#1, %19#3) <{my.k0 = 0 : index}> : (f32, f16, f4E2M1FN) -> (f6E2M3FN, vector<[6]x[5]x3xui1>)
        "z.nop"(%20#0, %19#3) <{}> {a0 = dense<> : tensor<4x2x0xi64>, sym_name1 = -170141183460469231731687303715884105728 : i1024} : (f6E2M3FN, f4E2M1FN) -> ()
        "foo.bar.baz"() : () -> ()
        "x.switch"(%19#1, %19#3, %20#1)[^bb2] : (f16, f4E2M1FN, vector<[6]x[5]x3xui1>) -> ()
      }, {
      ^bb0(%arg0: () -> (), %arg1: i3):
        %11 = "foo.bar"(%arg0) <{attr3 = ["X\7F @\09\22\CE\A9", dense<-59> : tensor<i17>, dense<[[133, 943, 354]]> : tensor<1x3xindex>], b0, d.k2, my.k1}> : (() -> ()) -> tuple<f8E4M3FN, si24>
        %12:4 = "bar.yield"(%4, %9) : (tensor<2x7x1x4xindex>, tensor<?x0x3x31xindex, "sparse">) -> (tuple<bf16, f64>, tensor<853x2x!my_dialect.t_1>, complex<f16>, vector<[1]x10x14xf16>)
        %13 = "x.y"(%12#1, %3, %12#2) <{_u0 = true, a1, b2}> {_u1, _u3 = 0 : index, a2 = !bar.t, b0 = #map1} : (tensor<853x2x!my_dialect.t_1>, i1, complex<f16>) -> bf16
        %14 = "a.b"(%3) : (i1) -> ui17
      }) : () -> complex<tf32>
    }) : (tensor<2x7x1x4xindex>, tensor<2x7x1x4xindex>, i1) -> tuple<i3, bf16>
  }) : () -> tensor<?x?xvector<7x7xi1024>>
  %1 = "foo.compute"() {foo.k0 = 100 : i24, my.k1 = sparse<[[1, 3, 2]], -1.999510e-01> : tensor<5x6x3xf16>} : () -> ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>)
  "x.y"() {_u1 = #my.v<<<"x y", 87, 38>, [?,?], -6>, [-3 ?]>, d.k2 = 1 : ui1, sym_name0 = false} : () -> ()
  %2 = "my_dialect.thing"(%1) : ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>) -> complex<i16>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000E46B1824AB82DA209A63C8B5759E895F59B0677EAF6619C"
    }
  }
#-}

