#L0 = loc("with \"q\"")
!ty0 = tuple<i32>

"builtin.module"() <{sym_name = "m65"}> ({
  %tmp_0, %_1:2 = "a.b"() {d.k0= 35 : index, value1= distinct[1]<>, a2= dense_resource<weights0> : tensor<1xi64>, my.k3=  "<" : si1024}: () -> (tensor<?x7 x 1x?xf32>, !x.t<"x y">, i64) loc("f":4294967295:0)
  %value2 = "x.y"()<{value0= dense<"0x7B1E024C2A0F30BF"> : tensor<4xbf16>, b1, x2= [dense<> : tensor<2x0xbf16>, 7: si128, dense<[(0xE5FC97B9C6744FA8, -5.713), (2.0, 1.211), (-