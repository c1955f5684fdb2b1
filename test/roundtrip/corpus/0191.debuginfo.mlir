"builtin.module"() ({
  %0 = "foo.bar"() : () -> f8E4M3B11FNUZ loc(#loc1)
  %1 = "bar.yield"() <{a2 = [{a1 = loc("name"), attr0 = false, attr3, my.k2 = @"x y"}, @"x y"::@x.y, !my_dialect.t_1], foo.k0 = {a0 = "" : i8, a1 = 6.851000e+05 : f64}, x1 = "!"}> : () -> f8E4M3B11FNUZ loc(#loc2)
  %2 = "z.nop"(%0, %1) <{}> : (f8E4M3B11FNUZ, f8E4M3B11FNUZ) -> complex<f8E4M3B11FNUZ> loc(#loc3)
  "a.b"(%2) ({
    "x.y"(%0, %0) <{}> : (f8E4M3B11FNUZ, f8E4M3B11FNUZ) -> () loc(#loc5)
    %4 = "foo.bar.baz"() <{attr1 = distinct[0]<dense_resource<r.0> : tensor<6xi8>>, "quoted key 0" = 0 : i16}> : () -> complex<f16> loc(#loc6)
  }) {x0} : (complex<f8E4M3B11FNUZ>) -> () loc(#loc4)
  %3:3 = "bar.yield"(%0) : (f8E4M3B11FNUZ) -> (tensor<2xf64>, si1, tuple<index>) loc(#loc7)
  "a.b"(%2) : (complex<f8E4M3B11FNUZ>) -> () loc(#loc8)
  "bar.yield"(%3#2) <{_u2 = -128 : si8, sym_name0 = {a0, attr1 = 0.918951988 : f32}, z91 = @c}> {attr1 = dense<4.844420e+08> : tensor<tf32>, "quoted key 2" = -9.000000e+00 : f8E4M3FN, value0 = @_priv} : (tuple<index>) -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("0191.in.mlir":0:0)
#loc1 = loc("0191.in.mlir":9:11)
#loc2 = loc("src/x.py":103:71)
#loc3 = loc("f":47:5 to 50:53)
#loc4 = loc("0191.in.mlir":15:1)
#loc5 = loc("0191.in.mlir":16:3)
#loc6 = loc(unknown)
#loc7 = loc("0191.in.mlir":20:9)
#loc8 = loc("0191.in.mlir":23:1)
#loc9 = loc("0191.in.mlir":24:1)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000002844AD1B9460"
    }
  }
#-}

