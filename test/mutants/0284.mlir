#loc0 = dense_resource<blob0> : tensor<3xf32>
#x_y1 = 6336571603831352871642974914830947509225074503253482134020870924114761048999239889337012732570444625784726083711893855703806357290517880932674869887265344628478288092222397360800837565383974263327404062680303525138431722165190166851090133908728268005691878515: i1024
#l_x2 = loc("f":408:109)
!t0 = i1
!ty1 = f32
#l_x3 = loc("src/x.py":8:0)
!alias_2 = index
!t3 = complex<f8E4M3FN>

"my_dialect.thing"(): () -> ()
%arg0:4 = "bar.yield"() {}: () -> (f32, tensor<1x7xui32, {a = 1 : i64}>, tensor<*xui1>, none)
%1, %value2:2 = "foo.bar"(%arg0#0, %arg0#3) {value0= "\\X\n\00!\"\n}ab\n", z91= dense<-11.96E4> : tensor<1x4x3xf4E2M1FN>}: (f32, none) -> (ui16, none, !bar<"">) loc("src/x.py":35:478)
"x.y"(%arg0#3, %arg0#1, %arg0#3): (none, tensor<1x7xui32, {a = 1 : i64}>, none) -> () loc(callsite("":4294967295:236 at callsite("a.mlir":0:415 at "op.1")))
"foo.bar"(%arg0#3, %value2#0, %1): (none, none, ui16) -> ()
%value3 = "my_dialect.thing"() <{}> {k$0, a1, z92= unit}: () -> memref<2x10xindex, strided<[21, 1]>, 1>
%4 = "foo.compute"(): () -> i1
%v5 = "foo.bar.baz"(%value3) {value0= 0x7C00 : bf16, "quoted key 1"= affine_set<(d0, d1, d2)[s0] : ((d2 - d0) * s0 <= 6, (d1) floordiv 6 >= 0)>, b2}: (memref<2x10xindex, strided<[21, 1]>, 1>) -> (vector<13x[5]xf64>) // trailing comment
%6:4 = "a.b"() {sym_name0= [[complex<f64>, #my.v<<76,?> , ?>, 18446744073709551615: i64], #loc0]}: () -> (memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?], offset:0>>, memref<?x?xf8E4M3FN, strided<[?, 55], offset:0>>, i32, si1024)
"foo.bar"(%6#1, %arg0#3) {}: (memref<?x?xf8E4M3FN, strided<[?, 55], offset:0>>, none) -> ()
%7 = "my_dialect.thing"(%arg0#3, %value3) {}: (none, memref<2x10xindex, strided<[21, 1]>, 1>) -> tuple<ui17>
%value8 = "z.nop"()<{k$0= 1}>: () -> si32
"foo.compute"(): () -> () loc(fused[])
%_9 = "x.y"(): () -> i17
"foo.op"(%arg0#0, %value8) ({
}): (f32, si32) -> ()
"foo.bar"(%7, %value2#1): (tuple<ui17>, !bar<"">) -> () loc("f":0:455)
"x.y"(%6#3, %arg0#2, %_9)<{b0= array<f64: 9.100, -6.364, 0x10EB45D900C463CD, -1.0e-5, 445168.0, attr1= false, k$2= dense<[(1.31E1, -1.235e35), (0x7FF8000000000000, 0.3), (-830296.0, 822.263957), (4.35365e5, 900.11281)]> : tensor<4xcomplex<f64>>}> {foo.k0= memref<45x?xi32, strided<[?, ?], offset: ?>, "shared">, a1, sym_name2= dense<0> : vector<4xui64>, z93= unit}: (si1024, tensor<*xui1>, i17) -> () loc("a.mlir":266:254)
"foo.compute"(%arg0#3, %value8) <{z90= 5 : index, a1= #bar.flag}> {k$0= dense_resource<weights1> : tensor<2xi64>, x1= [1: i3, 0: ui1, #x_y1]}: (none, si32) -> () loc("src/x.py":94)
"z.nop"(%arg0#0, %6#3, %value2#0): (f32, si1024, none) -> ()
%value10:3 = "foo.op"(%value2#0, %6#3, %6#1): (none, si1024, memref<?x?xf8E4M3FN, strided<[?, 55], offset:0>>) -> (none, index, memref<301x4xf16, "local mem">) loc(callsite("src/x.py":296:395 at #l_x2))
%r11 = "foo.bar.baz"(%value10#0, %value10#1, %value10#0): (none, index, none) -> i64
%12 = "z.nop"(%value10#1, %value10#2, %6#0) {a0= affine_map<() -> ()>, _u1= #loc0}: (index, memref<301x4xf16, "local mem">, memref<?x?x744xvector<2x8xf64>, strided<[?, ?, ?], offset:0>>) -> vector<si8>
"my_dialect.thing"() {foo.k0= false}: () -> () loc("dir/with space.c":16:28 to :33)
%v13:4 = "foo.bar.baz"(%value10#0): (none) -> (!t0, tensor<*xsi17>, !ty1, tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>)
%value14 = "z.nop"(%v13#2, %v13#1) {sym_name0= 0x79: i8, "quoted key 1", b2= 61208.0 : f64, _u3= 1.82506e33 : f64}: (!ty1, tensor<*xsi17>) -> !t0 loc(#l_x3)
%x15 = "my_dialect.thing"(%v13#3, %v13#2, %value14) ({
^0(%_16: !ty1, %_17: none, %v18: si16 loc("":28:8 to :9)):
  %_19:4 = "a.b"(%value3, %v18): (memref<2x10xindex, strided<[21, 1]>, 1>, si16) -> (f8E4M3FNUZ, !x<"x<y>">, !x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>, tensor<*xsi16>) loc(fused[])
  %value20:3 = "x.y"(%_19#2): (!x.t<35 ["x y" , f32] <-7, {a.b}, <i8>>>) -> (memref<3x?xbf16>, tensor<1x?xui64>, vector<[11]xi32>) loc(fused[fused<"meta">[#l_x2], #l_x2, "a.mlir":35:12 to :18])
  %a.b21:3 = "my_dialect.thing"(%value20#1) <{k$0= @x.y}> ({
    %a.b22 = "bar.yield"(%value20#1, %value20#1, %value20#2) <{sym_name0}>: (tensor<1x?xui64>, tensor<1x?xui64>, vector<[11]xi32>) -> i32
  }, {
  }, {
  ^3(%v23 : tensor<851x761x2x?xi64> loc("dir/with space.c":376:457), %24: tuple<f4E2M1FN, index, si1, f8E4M3>):
  }) {}: (tensor<1x?xui64>) -> (si24, ui32, (vector<[6]x11xsi1024>, memref<*xcomplex<bf16>, 6>, !alias_2) -> (complex<f6E3M2FN>, f8E4M3)) loc("a.mlir":10)
  %25:2 = "foo.bar"(%v13#0, %v13#2, %7) {sym_name0= 751220.0, attr1= #loc0, x2, k$3= "\\\n \\" : f8E8M0FNU}: (!t0, !ty1, tuple<ui17>) -> (!t3, index)
}) {}: (tensor<1x2x3x2xcomplex<f32>, #foo.enc<[true , ? , 10] ?>>, !ty1, !t0) -> f8E4M3FNUZ
%v26 = "x.y"(%arg0#0, %v13#2, %v13#2): (f32, !ty1, !ty1) -> index
"my_dialect.thing"(%value14, %v26) {a0= {}, a1= unit}: (!t0, index) -> () loc("f":455:0)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000008990AB7FC29A2E9F91EDF37B",
      weights1: "0x080000004C9AA507D3B6B21FCE107F3535CEEE16"
    }
  }
#-}
