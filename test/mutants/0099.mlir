// ir-gen random --seed 64 --size 8
#loc0 = loc("":45:67 to 45:24)
!alias_0 = f16
!ty1 = tuple<!alias_0, bf16,bf16, ui128>

"builtin.module"() ({
  %arg0 = "foo.bar.baz"() {b0, x1 = {k$0 = "z @_ \00\\\t\"{{\""}, "quoted key 2"  = dense<"0xECB0F1"> : vector<3xsi8>, foo.k3= @main}: () -> si24 loc(fused<6 : i32>[#loc0])
  "a.b"(%arg0, %arg0) {x0= "", foo.k1= 3.101 : f32, attr2= 0x7FFFFFFF: si32, sym_name3= 0x7F800000 : f32}: (si24, si24) -> () loc("":4294967295:0)
  %_1, %2:3 = "foo.bar.baz"(): 
  () -> (tensor<	?x3x60x931xf8E8M0FNU>, tensor<968x!bar.a.b>, () -> (), tensor<6x?xf32>) loc("dir/with space.c":120:122)
  %3:3 = "z.nop"(%2#0, %2#1,
    %2#1) {a0= unit, k$1= dense<"0x389B9F0F"> : tensor<1x2xf16>, x2 
 =   affine_map<()[s0] -> (6 - 3 + (6) ceildiv 8, (8 * (s0)) mod 3)>}: (tensor<968x!bar.a.b>, () -> (), () -> ()) -> (tensor<*xi32> , !foo.v<[-4,-8,[true, "x y", 21]]>, memref<6x? x vector<9 x 14x16 x index>>)
  %4 = "foo.compute"(%2#2, %3#0) ({
  ^bb0(%v5 : none):
    %6 = "d.op_1"(%3#0, %3#1) <{k$0, z91, foo.k2= array<i1: true,  true, true>}> ({
}): (tensor<*xi32>, !foo.v<[-4,-8,[true, "x y", 21]]>) -> (!alias_0)
  }) {foo.k0= true,  x1, z92= "#_<a"}: (tensor<6x?xf32> , tensor<*xi32>) -> f8E8M0FNU
  %_7, %v8:2 = "foo.compute"(%arg0,  %3#2, %3#1) {foo.k0= ["🙂\C3\A9\DC.\39\n-a-\n", {},
    dense<0> : tensor<2x2xsi8>],
    attr1= -1	: i64, x2 = true, "quoted key 3"= dense_resource<blob0> : tensor<5xi64>} 
 : (si24, memref<6x? x vector<9 x 14x16 x index>> , !foo.v<[-4,-8,[true, "x y", 21]]>) -> (!ty1, f8E5M2, memref<*xf4E2M1FN, "local mem">) loc("with \"q\"")
  %value9, %10:3 = "my_dialect.thing"(): () -> (none, si8, memref<55xi1, strided<[1], offset:0>, ->3>, index) loc("callee"(#loc0))
  "my_dialect.thing"(%10#0) {"quoted key 0",
    value1= 2: ui7}: (si8) -> () loc(#loc0)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000362644F7B3C760EDEBB3955F51DB80C2C71E3CD4BB3BAC2A8E913F3DE27AC3367B4DD8432183650F"
    }
  }
#-}
