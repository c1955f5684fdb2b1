#map = affine_map<() -> ()>
#set = affine_set<(d0, d1, d2)[s0] : (-((d2 - d0) * s0) + 6 >= 0, d1 floordiv 6 >= 0)>
"builtin.module"() ({
  "my_dialect.thing"() : () -> ()
  %0:4 = "bar.yield"() : () -> (f32, tensor<1x7xui32, {a = 1 : i64}>, tensor<*xui1>, none)
  %1:3 = "foo.bar"(%0#0, %0#3) {value0 = "\\X\0A\00!\22\0A}ab\0A", z91 = dense<-6.000000e+00> : tensor<1x4x3xf4E2M1FN>} : (f32, none) -> (ui16, none, !bar<"">)
  "x.y"(%0#3, %0#1, %0#3) : (none, tensor<1x7xui32, {a = 1 : i64}>, none) -> ()
  "foo.bar"(%0#3, %1#1, %1#0) : (none, none, ui16) -> ()
  %2 = "my_dialect.thing"() <{}> {a1, k$0, z92} : () -> memref<2x10xindex, strided<[21, 1]>, 1>
  %3 = "foo.compute"() : () -> i1
  %4 = "foo.bar.baz"(%2) {b2, "quoted key 1" = #set, value0 = 2.658460e+36 : bf16} : (memref<2x10xindex, strided<[21, 1]>, 1>) -> vector<13x[5]xf64>
  %5:4 = "a.b"() {sym_name0 = [[complex<f64>, #my.v<<76,?> , ?>, -1], dense_resource<blob0> : tensor<3xf32>]} : () -> (memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?]>>, memref<?x?xf8E4M3FN, strided<[?, 55]>>, i32, si1024)
  "foo.bar"(%5#1, %0#3) : (memref<?x?xf8E4M3FN, strided<[?, 55]>>, none) -> ()
  %6 = "my_dialect.thing"(%0#3, %2) : (none, memref<2x10xindex, strided<[21, 1]>, 1>) -> tuple<ui17>
  %7 = "z.nop"() <{k$0 = 1 : i64}> : () -> si32
  "foo.compute"() : () -> ()
  %8 = "x.y"() : () -> i17
  "foo.op"(%0#0, %7) ({
  }) : (f32, si32) -> ()
  "foo.bar"(%6, %1#2) : (tuple<ui17>, !bar<"">) -> ()
  "x.y"(%5#3, %0#2, %8) <{attr1 = false, b0 = array<f64: 9.100000e+00, -6.364000e+00, 3.597689561277422E-227, -1.000000e-05, 4.451680e+05>, k$2 = dense<[(1.310000e+01,-1.235000e+35), (0x7FF8000000000000,3.000000e-01), (-8.302960e+05,822.263957), (4.353650e+05,900.11280999999997)]> : tensor<4xcomplex<f64>>}> {a1, foo.k0 = memref<45x?xi32, strided<[?, ?], offset: ?>, "shared">, sym_name2 = dense<0> : vector<4xui64>, z93} : (si1024, tensor<*xui1>, i17) -> ()
  "foo.compute"(%0#3, %7) <{a1 = #bar.flag, z90 = 5 : index}> {k$0 = dense_resource<weights1> : tensor<2xi64>, x1 = [1 : i3, 0 : ui1, 6336571603831352871642974914830947509225074503253482134020870924114761048999239889337012732570444625784726083711893855703806357290517880932674869887265344628478288092222397360800837565383974263327404062680303525138431722165190166851090133908728268005691878515 : i1024]} : (none, si32) -> ()
  "z.nop"(%0#0, %5#3, %1#1) : (f32, si1024, none) -> ()
  %9:3 = "foo.op"(%1#1, %5#3, %5#1) : (none, si1024, memref<?x?xf8E4M3FN, strided<[?, 55]>>) -> (none, index, memref<301x4xf16, "local mem">)
  %10 = "foo.bar.baz"(%9#0, %9#1, %9#0) : (none, index, none) -> i64
  %11 = "z.nop"(%9#1, %9#2, %5#0) {_u1 = dense_resource<blob0> : tensor<3xf32>, a0 = #map} : (index, memref<301x4xf16, "local mem">, memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?]>>) -> vector<si8>
  "my_dialect.thing"() {foo.k0 = false} : () -> ()
  %12:4 = "foo.bar.baz"(%9#0) : (none) -> (i1, tensor<*xsi17>, f32, tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>)
  %13 = "z.nop"(%12#2, %12#1) {_u3 = 1.825060e+33 : f64, b2 = 6.120800e+04 : f64, "quoted key 1", sym_name0 = 121 : i8} : (f32, tensor<*xsi17>) -> i1
  %14 = "my_dialect.thing"(%12#3, %12#2, %13) ({
  ^bb0(%arg0: f32, %arg1: none, %arg2: si16):
    %16:4 = "a.b"(%2, %arg2) : (memref<2x10xindex, strided<[21, 1]>, 1>, si16) -> (f8E4M3FNUZ, !x<"x<y>">, !x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>, tensor<*xsi16>)
    %17:3 = "x.y"(%16#2) : (!x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>) -> (memref<3x?xbf16>, tensor<1x?xui64>, vector<[11]xi32>)
    %18:3 = "my_dialect.thing"(%17#1) <{k$0 = @x.y}> ({
      %20 = "bar.yield"(%17#1, %17#1, %17#2) <{sym_name0}> : (tensor<1x?xui64>, tensor<1x?xui64>, vector<[11]xi32>) -> i32
    }, {
    }, {
    ^bb0(%arg3: tensor<851x761x2x?xi64>, %arg4: tuple<f4E2M1FN, index, si1, f8E4M3>):
    }) : (tensor<1x?xui64>) -> (si24, ui32, (vector<[6]x11xsi1024>, memref<*xcomplex<bf16>, 6>, index) -> (complex<f6E3M2FN>, f8E4M3))
    %19:2 = "foo.bar"(%12#0, %12#2, %6) {attr1 = dense_resource<blob0> : tensor<3xf32>, k$3 = "\\\0A \\" : f8E8M0FNU, sym_name0 = 7.512200e+05 : f64, x2} : (i1, f32, tuple<ui17>) -> (complex<f8E4M3FN>, index)
  }) : (tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>, f32, i1) -> f8E4M3FNUZ
  %15 = "x.y"(%0#0, %12#2, %12#2) : (f32, f32, f32) -> index
  "my_dialect.thing"(%13, %15) {a0 = {}, a1} : (i1, index) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000008990AB7FC29A2E9F91EDF37B",
      weights1: "0x080000004C9AA507D3B6B21FCE107F3535CEEE16"
    }
  }
#-}

