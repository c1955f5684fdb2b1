#distinct = distinct[0]<"}z{\7F{">
#distinct1 = distinct[1]<0 : ui16>
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#set = affine_set<(d0)[s0] : ((s0 * 2) mod 5 >= 0, -s0 >= 0)>
"builtin.module"() ({
  %0 = "z.nop"() <{}> : () -> !bar.type
  %1 = "my_dialect.thing"() {attr2 = #bar.a<?>, sym_name1 = [-1 : si17, (f80) -> vector<[1]x2x14xf4E2M1FN>, #bar.v<{"x y" -2}>], value0 = []} : () -> tensor<!foo.type>
  "d.op_1"(%0) : (!bar.type) -> ()
  "foo.op"() {my.k2 = dense<false> : tensor<ui1>, value1 = #set, x0 = 38 : index} : () -> ()
  %2 = "a.b"() ({
  ^bb0(%arg3: index):
  }, {
  ^bb0(%arg0: vector<[15]xf32>, %arg1: memref<*xui32>, %arg2: i64):
  }) {_u0 = #foo.flag, a3 = "%_\22\00", "quoted key 1" = -339365331780 : i64, value2 = #distinct} : () -> tensor<539x4x?xtf32>
  %3 = "x.y"() : () -> vector<15x16x14xindex>
  "foo.bar.baz"() : () -> ()
  %4 = "foo.op"(%1) {a2 = false, attr0 = array<i8>, my.k1} : (tensor<!foo.type>) -> bf16
  %5 = "x.y"() {b0 = "\\\22\F6zX\09./\E6\97\A5\E6\9C\AC", b3 = #map, my.k2 = sparse<[[0, 1, 2]], 1> : tensor<6x2x3xi32>, value1 = #distinct1} : () -> si17
  %6 = "d.op_1"(%1, %3, %2) : (tensor<!foo.type>, vector<15x16x14xindex>, tensor<539x4x?xtf32>) -> index
}) : () -> ()

