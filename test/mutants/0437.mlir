#l_x0 = loc("a.mlir":0:401)
#x_y1 = tensor< 
 si1>
#loc2 = 88.38E2 : f8E4M3FNUZ
#loc3 = "\t-\F7\75\00\n"

%0 = "my_dialect.thing"() ({
^bb0(%_1: tensor<  ?x1x41x!x<"abc">>):
  %r2:3 = "a.b"(%_1, %_1): (tensor<  ?x1x41x!x<"abc">>, tensor<  ?x1x41x!x<"abc">>) -> (complex<i64>, tensor<i128>, (i64) -> tensor<*xsi1024>) loc("":26:24 to 26:18)
  "foo.bar.baz"(%r2#2, %r2#0, %r2#1) ({
    "foo.br"(%r2#2)[^bb4, ^x.y6]:   ((i64) -> tensor<*xsi1024>) -> ()
  ^bb4:
    "x.switch"(%r2#1, %_1)  [^bb5, ^bb5]: (tensor<i128>, tensor<  ?x1x41x!x<"abc">>) -> ()
  ^bb5():
    "x.switch"()[^x.y6 , ^bb4] ({
    })	: 
  () -> () loc(fused[fused<"meta">[#l_x0, "src/x.py":90:59, "with \"q\""], "name"])
  ^x.y6(%value3: index, %_4: i1024, %5: i17):
    %v6 = "a.b"() {a0 = 4: i64, x1= #my.b.c, _u2= "@", "quoted key 3"= dense<> : tensor<0x0xi1>}: () -> i16 loc("x")
  }, {
  ^loop8(%7 : tensor<*xcomplex<ui32>>, %8: none loc("src/x.py":260:172), %9: !x.t_1):
    "x.switch"()[^bb9] {b0= #x_y1, "quoted key 1"= -0.2776995 : bf16, z92= 12.6E6 : bf16, my.k3= dense<251.210723> : tensor<f32>}: () -> ()
  ^bb9():
    "cfx.cond_br"(%7, %undefined_value)[^bb10] {a0= 
  [dense<[0x1, 7]> : tensor<2xi32>, "z@\\@az__zXb", @main::@main::@f_1, affine_map<(d0, d1, d2)[s0, s1] -> (((d2) floordiv 6) ceildiv 4)>]}: (tensor<*xcomplex<ui32>>, tensor<*xcomplex<ui32>>) -> ()
  ^bb10():
    %v10 = "foo.op"(%7 , %r2#2, %9): (tensor<*xcomplex<ui32>>, (i64) -> tensor<*xsi1024>, !x.t_1) -> tensor<3 x 0x?xf8E3M4  > loc(callsite("callee"("dir/with space.c":4294967295:0) at "f":1:56 to :57))
  }): ((i64) -> tensor<*xsi1024>, complex<i64>, tensor<i128>) -> () loc("with \"q\"")
  %11 = "my_dialect.thing"(%_1): (tensor<  ?x1x41x!x<"abc">>) -> (tuple<index, f64, ui64>) loc("f":0:0)
  "foo.br"(%r2#0, %r2#0)[^exit1, ^exit1] {value0 = 10 : index, k$1= 0xE2ED : f16, a2= tuple<ui64, i128,
    i64, i128, f32,
    i7, f32, f128, f16, ui1, si32, index, f80, f8E8M0FNU, f32, index, f6E3M2FN, f4E2M1FN, ui17, i8, f8E8M0FNU, i64, f8E4M3, i1>, value3= unit}	: 
  (complex<i64>, complex<i64>) -> () loc("f":354:245)
^exit1:
  "a.jump"(%r2#2, %r2#0) 
 [^2]: ((i64) -> tensor<*xsi1024>, complex<i64>) -> () loc("with \"q\"")
^2():
  "bar.yield"(%r2#1) <{b0= dense<"0xA7048C9966E5DD525CF62C99CEE5DED73883B3FDB28F7349"> : tensor<3x2x1xf32>, x1 
 = array<i64: -9008136655081721>, value2= #x_y1,  d.k3= [array<i64: 1, -9223372036854775808>, {my.k0= 1.0E+10 : bf16, a1 
 = #x_y1, x2}, #foo.a<[? , -8] , 52>]}> {x0= false, sym_name1= #loc2, attr2 
 = dense<> : tensor<4x4x0xi32>}: (tensor<i128>) -> () loc("":59)
}) {value0=   #loc2, x1= true , "quoted key 2"=  none, x3}: () -> none
"my_dialect.thing"(%0, %0) {}: (none,  none) -> ()
%12, %v13:2 = "bar.yield"(%0 , %0)<{attr0 = affine_set<(d0)[s0] : ((d0 + s0) floordiv 3 <= 6, 9 * (s0) == 0, s0 >= (d0) ceildiv 4)>, attr1= @_priv}>: (none,
    none) -> (index, f32, tuple<i64>)
%14, %value15:2 = "foo.bar.baz"(%v13#0, %0) {z90= #x_y1, k$1= #loc3}:   (f32, none) -> (bf16, tensor<1x?x?x881xf64>, si128)
