"builtin.module"() ({
  %0:2 = "z.nop"() <{value0 = true, value1 = dense<2.11723759E-7> : tensor<3x1x4xf32>}> {_u1 = array<i8>, b2 = "\00" : ui1, foo.k0 = "_\CE\A9\22b\E6\97\A5\E6\9C\AC\98bb\E6\97\A5\E6\9C\ACz\7F"} : () -> (f32, f80)
  %1 = "my_dialect.thing"(%0#1) {sym_name0 = {_u0 = 4.406250e+00 : bf16}} : (f80) -> none
  "bar.yield"(%0#1) {a0 = array<i64: -1>, "quoted key 1"} : (f80) -> ()
  %2 = "x.y"(%0#0) {my.k2 = dense_resource<r.0> : tensor<6xf32>, sym_name0, z91 = 745.52492400000006 : f64} : (f32) -> !x.type
  %3 = "a.b"(%1) : (none) -> vector<13x1x11xf16>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000F7427F4C7B56CB0A32870F070664B50848BBC2BB1C1367E8"
    }
  }
#-}

