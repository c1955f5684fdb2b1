#loc4 = loc("x")
#loc5 = loc("0074.in.mlir":5:41)
"builtin.module"() ({
  %0:2 = "foo.bar.baz"() : () -> (vector<5x1xui8>, index) loc(#loc1)
  %1 = "my_dialect.thing"() : () -> index loc(#loc2)
  "z.nop"(%0#0, %1) ({
  ^bb0(%arg0: vector<[8]x1xi8> loc("x"), %arg1: !my_dialect<"abc"> loc("0074.in.mlir":5:41)):
  }) {attr0 = dense<[[(-1.17549435E-38,-5.313000e+00), (-1.4193907881698526E-279,6.820000e+10)], [(-3.9096353845823278E-202,-1.505977309417864E-122), (-89.299999999999997,2.0331356530409804E-59)]]> : tensor<2x2xcomplex<f64>>, attr1 = 0x80 : f8E4M3B11FNUZ} : (vector<5x1xui8>, index) -> () loc(#loc3)
  %2:3 = "x.y"(%0#1, %0#0, %0#1) <{_u0 = [distinct[0]<28 : si128>, dense<> : tensor<2x1x0xsi8>, dense<1> : tensor<si3>], attr2 = "*\0AX\C3\A9" : i7, "quoted key 1" = dense_resource<r.0> : tensor<2xi8>}> : (index, vector<5x1xui8>, index) -> (complex<i3>, index, vector<6x7xf8E3M4>) loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("0074.in.mlir":1:1)
#loc1 = loc("0074.in.mlir":2:11)
#loc2 = loc("f":300:68)
#loc3 = loc("0074.in.mlir":4:3)
#loc6 = loc("0074.in.mlir":9:19)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D6A7"
    }
  }
#-}

