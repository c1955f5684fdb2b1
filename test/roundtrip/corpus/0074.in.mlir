"builtin.module"() ({
  %v0:2 = "foo.bar.baz"(): () -> (vector<5x1xui8>, index)
  %v1 = "my_dialect.thing"(): () -> index loc("f":300:68)
  "z.nop"(%v0#0, %v1) ({
  ^x.y0(%_2: vector<[8]x1xi8> loc("x"), %-3: !my_dialect<"abc">):
  }) {attr0= dense<[[(-1.17549435e-38,-5.313), (0x8609C3CE7B3CD47C, 68.20E9)], [(0x961EA501A035CB62,
    0xA6A3E92403AB2437), (-89.30E0,
    0x33C055EADFDD86B3)]]> : tensor<2x2xcomplex<f64>>, attr1= 9.999999e9 : f8E4M3B11FNUZ} : (vector<5x1xui8>, index) -> ()
  %4, %value5:2 = "x.y"(%v0#1, %v0#0, %v0#1)<{_u0= [distinct[1]<28: si128>, dense<> : tensor<2x1x0xsi8>, dense<1> : tensor<si3>], "quoted key 1"= dense_resource<r.0> : tensor<2xi8>, attr2= "*\nX\C3\A9" : i7}>: (index, vector<5x1xui8>, index) -> (complex<i3>, index, vector<6x7xf8E3M4>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D6A7"
    }
  }
#-}
