// ir-gen random --seed 191 --size 9
!alias_0 = f8E4M3B11FNUZ
!ty1 = complex<f8E4M3B11FNUZ>
!T_2 = complex<f16>
!T_3 = tuple<index>
#x_y0 = -9.365 : f8E4M3FN

// "quotes" and {braces} in a comment
%value0 = "foo.bar"() {}: () -> f8E4M3B11FNUZ
%1 = "bar.yield"() <{foo.k0  = {a0= "" : i8, a1=   68.51E4 : f64},
    x1= 
  "!", a2= [{attr0  = false, a1= loc("name"), my.k2= @"x y", attr3}, @"x y"::@x.y, !my_dialect.t_1]}> {}: () -> !alias_0 loc("src/x.py":103:71)
%value2 = "z.nop"(%value0, %1) <{}> 
 : (f8E4M3B11FNUZ,!alias_0) -> !ty1 loc("f":47:5 to 50:53) // trailing comment
"a.b"(%value2) ({
  "x.y"(%value0, %value0) <{}>: (f8E4M3B11FNUZ, f8E4M3B11FNUZ) -> ()

  %value3 = "foo.bar.baz"() <{"quoted key 0"  = 0x0: i16, attr1= distinct[2]<dense_resource<r.0> : tensor<6xi8>>}>:	 () module-> !T_2 loc(unknown)
}) {x0}: (!ty1) -> ()
%v4:3 = "bar.yield"(%value0) 
 : (f8E4M3B11FNUZ) -> (tensor<2xf64>, si1, !T_3)

"a.b"(%value2) {}: (!ty1) -> ()
"bar.yield"(%v4#2) <{sym_name0= {a0 , attr1= 0.9189520 : f32}, z91= @c, _u2 
 = -128 
 : si8}> {value0= @_priv, attr1= dense<48.44E7> : tensor<tf32> , "quoted key 2"= #x_y0}  : (!T_3) -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000002844AD1B9460"
    }
  }
#-}
