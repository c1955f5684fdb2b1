!tuple = tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64, index, i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128, tensor<11xi128>, ui64, complex<f64>, i8, f8E5M2FNUZ, f8E8M0FNU>
"builtin.module"() <{sym_name = "m0"}> ({
  %0 = "bar.yield"() : () -> ((si24, vector<11x[5]x5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>)
  %1 = "z.nop"(%0, %0) {x0} : ((si24, vector<11x[5]x5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, (si24, vector<11x[5]x5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>) -> !x.t
  %2:3 = "d.op_1"(%1, %0, %1) <{k$0 = @s$, k$1}> : (!x.t, (si24, vector<11x[5]x5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, !x.t) -> (!tuple, f8E5M2FNUZ, complex<f8E5M2FNUZ>)
  %3 = "foo.bar.baz"(%2#0, %1) : (!tuple, !x.t) -> index
  %4 = "my_dialect.thing"() {_u0 = @x.y} : () -> f16
  %5:2 = "foo.op"(%3) {attr0 = 2.4813859199389572E+100 : f64, my.k2 = false, value1} : (index) -> (memref<732x29x?xsi1>, memref<?xf8E4M3FN, "local mem">)
  "x.y"(%2#0, %5#1, %4) : (!tuple, memref<?xf8E4M3FN, "local mem">, f16) -> ()
  %6 = "foo.bar"(%0, %5#1, %2#0) ({
  ^bb0(%arg0: bf16, %arg1: tensor<787x5x46x?xf32, #foo.enc<{13, -2, ?} {10,-4} <28, 76>>>, %arg2: vector<13xf4E2M1FN>):
    %9 = "bar.yield"(%arg2, %2#0) <{k$1 = #bar.flag, k$2 = loc("a.mlir":77:0), "quoted key 0" = 338457 : i32}> : (vector<13xf4E2M1FN>, !tuple) -> memref<4x?xvector<f64>, strided<[47, 1], offset: ?>>
  }) : ((si24, vector<11x[5]x5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, memref<?xf8E4M3FN, "local mem">, !tuple) -> !foo<"a b">
  %7 = "a.b"() : () -> tensor<vector<14x[13]xf16>>
  %8 = "foo.compute"() : () -> complex<f4E2M1FN>
}) {foo.module_attr = 0x78 : f8E4M3} : () -> ()

