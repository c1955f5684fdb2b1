#loc30 = loc("0009.in.mlir":37:4)
#loc31 = loc("0009.in.mlir":37:16)
#loc32 = loc("":28:8 to :9)
#loc36 = loc("dir/with space.c":376:457)
#loc37 = loc("0009.in.mlir":44:70)
#map = affine_map<() -> ()>
#set = affine_set<(d0, d1, d2)[s0] : (-((d2 - d0) * s0) + 6 >= 0, d1 floordiv 6 >= 0)>
"builtin.module"() ({
  "my_dialect.thing"() : () -> () loc(#loc1)
  %0:4 = "bar.yield"() : () -> (f32, tensor<1x7xui32, {a = 1 : i64}>, tensor<*xui1>, none) loc(#loc2)
  %1:3 = "foo.bar"(%0#0, %0#3) {value0 = "\\X\0A\00!\22\0A}ab\0A", z91 = dense<-6.000000e+00> : tensor<1x4x3xf4E2M1FN>} : (f32, none) -> (ui16, none, !bar<"">) loc(#loc3)
  "x.y"(%0#3, %0#1, %0#3) : (none, tensor<1x7xui32, {a = 1 : i64}>, none) -> () loc(#loc44)
  "foo.bar"(%0#3, %1#1, %1#0) : (none, none, ui16) -> () loc(#loc7)
  %2 = "my_dialect.thing"() <{}> {a1, k$0, z92} : () -> memref<2x10xindex, strided<[21, 1]>, 1> loc(#loc8)
  %3 = "foo.compute"() : () -> i1 loc(#loc9)
  %4 = "foo.bar.baz"(%2) {b2, "quoted key 1" = #set, value0 = 2.658460e+36 : bf16} : (memref<2x10xindex, strided<[21, 1]>, 1>) -> vector<13x[5]xf64> loc(#loc10)
  %5:4 = "a.b"() {sym_name0 = [[complex<f64>, #my.v<<76,?> , ?>, -1], dense_resource<blob0> : tensor<3xf32>]} : () -> (memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?]>>, memref<?x?xf8E4M3FN, strided<[?, 55]>>, i32, si1024) loc(#loc11)
  "foo.bar"(%5#1, %0#3) : (memref<?x?xf8E4M3FN, strided<[?, 55]>>, none) -> () loc(#loc12)
  %6 = "my_dialect.thing"(%0#3, %2) : (none, memref<2x10xindex, strided<[21, 1]>, 1>) -> tuple<ui17> loc(#loc13)
  %7 = "z.nop"() <{k$0 = 1 : i64}> : () -> si32 loc(#loc14)
  "foo.compute"() : () -> () loc(#loc15)
  %8 = "x.y"() : () -> i17 loc(#loc16)
  "foo.op"(%0#0, %7) ({
  }) : (f32, si32) -> () loc(#loc17)
  "foo.bar"(%6, %1#2) : (tuple<ui17>, !bar<"">) -> () loc(#loc18)
  "x.y"(%5#3, %0#2, %8) <{attr1 = false, b0 = array<f64: 9.100000e+00, -6.364000e+00, 3.597689561277422E-227, -1.000000e-05, 4.451680e+05>, k$2 = dense<[(1.310000e+01,-1.235000e+35), (0x7FF8000000000000,3.000000e-01), (-8.302960e+05,822.263957), (4.353650e+05,900.11280999999997)]> : tensor<4xcomplex<f64>>}> {a1, foo.k0 = memref<45x?xi32, strided<[?, ?], offset: ?>, "shared">, sym_name2 = dense<0> : vector<4xui64>, z93} : (si1024, tensor<*xui1>, i17) -> () loc(#loc19)
  "foo.compute"(%0#3, %7) <{a1 = #bar.flag, z90 = 5 : index}> {k$0 = dense_resource<weights1> : tensor<2xi64>, x1 = [1 : i3, 0 : ui1, 6336571603831352871642974914830947509225074503253482134020870924114761048999239889337012732570444625784726083711893855703806357290517880932674869887265344628478288092222397360800837565383974263327404062680303525138431722165190166851090133908728268005691878515 : i1024]} : (none, si32) -> () loc(#loc20)
  "z.nop"(%0#0, %5#3, %1#1) : (f32, si1024, none) -> () loc(#loc21)
  %9:3 = "foo.op"(%1#1, %5#3, %5#1) : (none, si1024, memref<?x?xf8E4M3FN, strided<[?, 55]>>) -> (none, index, memref<301x4xf16, "local mem">) loc(#loc42)
  %10 = "foo.bar.baz"(%9#0, %9#1, %9#0) : (none, index, none) -> i64 loc(#loc24)
  %11 = "z.nop"(%9#1, %9#2, %5#0) {_u1 = dense_resource<blob0> : tensor<3xf32>, a0 = #map} : (index, memref<301x4xf16, "local mem">, memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?]>>) -> vector<si8> loc(#loc25)
  "my_dialect.thing"() {foo.k0 = false} : () -> () loc(#loc26)
  %12:4 = "foo.bar.baz"(%9#0) : (none) -> (i1, tensor<*xsi17>, f32, tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>) loc(#loc27)
  %13 = "z.nop"(%12#2, %12#1) {_u3 = 1.825060e+33 : f64, b2 = 6.120800e+04 : f64, "quoted key 1", sym_name0 = 121 : i8} : (f32, tensor<*xsi17>) -> i1 loc(#loc28)
  %14 = "my_dialect.thing"(%12#3, %12#2, %13) ({
  ^bb0(%arg0: f32 loc("0009.in.mlir":37:4), %arg1: none loc("0009.in.mlir":37:16), %arg2: si16 loc("":28:8 to :9)):
    %16:4 = "a.b"(%2, %arg2) : (memref<2x10xindex, strided<[21, 1]>, 1>, si16) -> (f8E4M3FNUZ, !x<"x<y>">, !x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>, tensor<*xsi16>) loc(#loc15)
    %17:3 = "x.y"(%16#2) : (!x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>) -> (memref<3x?xbf16>, tensor<1x?xui64>, vector<[11]xi32>) loc(#loc45)
    %18:3 = "my_dialect.thing"(%17#1) <{k$0 = @x.y}> ({
      %20 = "bar.yield"(%17#1, %17#1, %17#2) <{sym_name0}> : (tensor<1x?xui64>, tensor<1x?xui64>, vector<[11]xi32>) -> i32 loc(#loc35)
    }, {
    }, {
    ^bb0(%arg3: tensor<851x761x2x?xi64> loc("dir/with space.c":376:457), %arg4: tuple<f4E2M1FN, index, si1, f8E4M3> loc("0009.in.mlir":44:70)):
    }) : (tensor<1x?xui64>) -> (si24, ui32, (vector<[6]x11xsi1024>, memref<*xcomplex<bf16>, 6>, index) -> (complex<f6E3M2FN>, f8E4M3)) loc(#loc34)
    %19:2 = "foo.bar"(%12#0, %12#2, %6) {attr1 = dense_resource<blob0> : tensor<3xf32>, k$3 = "\\\0A \\" : f8E8M0FNU, sym_name0 = 7.512200e+05 : f64, x2} : (i1, f32, tuple<ui17>) -> (complex<f8E4M3FN>, index) loc(#loc38)
  }) : (tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>, f32, i1) -> f8E4M3FNUZ loc(#loc29)
  %15 = "x.y"(%0#0, %12#2, %12#2) : (f32, f32, f32) -> index loc(#loc39)
  "my_dialect.thing"(%13, %15) {a0 = {}, a1} : (i1, index) -> () loc(#loc40)
}) : () -> () loc(#loc)
#loc = loc("0009.in.mlir":0:0)
#loc1 = loc("0009.in.mlir":10:1)
#loc2 = loc("0009.in.mlir":11:11)
#loc3 = loc("src/x.py":35:478)
#loc4 = loc("-":4294967295:236)
#loc5 = loc("a.mlir":0:415)
#loc6 = loc("op.1")
#loc7 = loc("0009.in.mlir":14:1)
#loc8 = loc("0009.in.mlir":15:11)
#loc9 = loc("0009.in.mlir":16:6)
#loc10 = loc("0009.in.mlir":17:7)
#loc11 = loc("0009.in.mlir":18:8)
#loc12 = loc("0009.in.mlir":19:1)
#loc13 = loc("0009.in.mlir":20:6)
#loc14 = loc("0009.in.mlir":21:11)
#loc15 = loc(unknown)
#loc16 = loc("0009.in.mlir":23:7)
#loc17 = loc("0009.in.mlir":24:1)
#loc18 = loc("f":0:455)
#loc19 = loc("a.mlir":266:254)
#loc20 = loc("src/x.py":94:0)
#loc21 = loc("0009.in.mlir":29:1)
#loc22 = loc("src/x.py":296:395)
#loc23 = loc("f":408:109)
#loc24 = loc("0009.in.mlir":31:8)
#loc25 = loc("0009.in.mlir":32:7)
#loc26 = loc("dir/with space.c":16:28 to :33)
#loc27 = loc("0009.in.mlir":34:10)
#loc28 = loc("src/x.py":8:0)
#loc29 = loc("0009.in.mlir":36:8)
#loc33 = loc("a.mlir":35:12 to :18)
#loc34 = loc("a.mlir":10:0)
#loc35 = loc("0009.in.mlir":41:14)
#loc38 = loc("0009.in.mlir":46:11)
#loc39 = loc("0009.in.mlir":48:8)
#loc40 = loc("f":455:0)
#loc41 = loc(callsite(#loc5 at #loc6))
#loc42 = loc(callsite(#loc22 at #loc23))
#loc43 = loc(fused<"meta">[#loc23])
#loc44 = loc(callsite(#loc4 at #loc41))
#loc45 = loc(fused[#loc43, #loc23, #loc33])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000008990AB7FC29A2E9F91EDF37B",
      weights1: "0x080000004C9AA507D3B6B21FCE107F3535CEEE16"
    }
  }
#-}

