#map0 = 38 : index

"builtin.module"() ({
  %_0 = "z.nop"()<{}>: () -> !bar.type loc(unknown)
  %v1 = "my_dialect.thing"() {value0= [], sym_name1= [-1: si17, (f80) -> vector<[1]x2x14xf4E2M1FN>, #bar.v<{"x y" -2}>], attr2= #bar.a<?>}: () -> tensor<!foo.type> loc("callee"(callsite(f":74:252 at "a.mlir":301:343)))
  "d.op_1"(%_0): (!bar.type) -> ()
  "foo.op"() {x0= #map0, value1= affine_set<(i0)[N0] : ((N0 * 2) mod 5 >= 0, (i0 - i0) mod 7 >= N0 - 0)>, my.k2= dense<false> : tensor<ui1>}: () -> () loc(fused<"meta">[callsite("f":74:275 at "src/x.py":284:394), callsite("src/x.py":448:121 at "f":385:369), "dir/with space.c":322:476])
  %2 = "a.b"() ({
  ^bb0(%v3: index):
  }, {
  ^exit1(%_4 : vector<[15]xf32>, %value5: memref<*xui32>, %_6 : i64 loc("src/x.py":4294967295:283)):
  }) {_u0= #foo.flag, "quoted key 1"= -339365331780, value2= distinct[2]<"}z{\7f{">, a3= "%_\"\00"}: () -> tensor<539x4x?xtf32>
  %v7 = "x.y"(): () -> vector<15x16x14xindex> loc(unknown)
  "foo.bar.baz"(): () -> () loc("f":216:49)
  %_8 = "foo.op"(%v1) {attr0= array<i8>, my.k1, a2= false}: (tensor<!foo.type>) -> bf16
  %9 = "x.y"() {b0= "\\\"\F6zX\t./日本", value1= distinct[3]<0: ui16>, my.k2= sparse<[[0, 1, 2]], [1]> : tensor<6x2x3xi32>, b3= affine_map<(d0, d1)[s0, s1] -> ()>}: () -> si17
  %value10 = "d.op_1"(%v1, %v7, %2): (tensor<!foo.type>, vector<15x16x14xindex>, tensor<539x4x?xtf32>) -> index loc("f":400:105)
}) : () -> ()
