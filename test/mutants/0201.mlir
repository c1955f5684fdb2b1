// ir-gen random --seed 238 --size 5
%0:2 = "z.nop"()<{value0= true, value1= dense<0x3463562F> : tensor<3x1x4xf32>}> {foo.k0= "_Ω\"b日本\98bb日本z\7f", _u1= array<i8>, b2= "\00" : ui1}: () -> (f32, f80)
%1 = "my_dialect.thing"(%0#1) {sym_name0= {_u0= 4.413 : bf16}}: (f80) -> none loc("a.mlir":4294967296:0)
"bar.yield"(%0#1) {a0= array<i64: -1>, "quoted key 1"}: (f80) -> ()
%2 = "x.y"(%0#0) {sym_name0, z91= 745.524924, my.k2= dense_resource<r.0> : tensor<6xf32>}: (f32) -> !x.type loc(unknown)
%_3 = "a.b"(%1): (none) -> vector<13x1x11xf16>

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000F7427F4C7B56CB0A32870F070664B50848BBC2BB1C1367E8"
    }
  }
#-}
