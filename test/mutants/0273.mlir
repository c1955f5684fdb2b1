#loc0 = affine_set<(d0)[s0, s1] : (5 * (s0 + s0) == 0)>
#a1 = "\04b🙂\95-\"'"
!alias_0 = complex<i64>

"builtin.module"() ({
 "foo.compute"(): () -> ()
 %v0:3 = "foo.bar.baz"(): () -> (complex<ui24>, i7, none)
 %value1 = "foo.bar.baz"() {_u0= 1, d.k1= -1: si1}: () -> (i8)
 "bar.yield"(%v0#1, %v0#0, %v0#1): (i7, complex<ui24>, i7) -> () loc("":497:165)
 %2 = "x.y"(%value1,%v0#0, %v0#1)<{d.k0= distinct[3]<dense<[[1.0E+10, 2.5e-3, 0x2968943169A2CD500A25], [0.4473725, 6.02214076e23, 0xA1329EEF3B84CFCC23A5]]> : tensor<2x3xf80>>, attr1= affine_set<(d0)[s0, s1] : (s0 == 0)>, _u2= @"0start"::@s$, _u3= true}>: (i8, complex<ui24>, i7) -> complex<i24>
 // 
 "foo.op"(): () -> () loc("src/x.py":0:443)
 "d.op_1"() {k$0= ".\00\\@\\/{\1F'-",  my.k1}: () -> () loc("op.1")
 "foo.bar.baz"(%v0#2, %2)<{z90= #foo.a<"x y",{{"x y" ? "x y"},a.b}>}> {foo.k0= "!/\\", value1= affine_map<(i0, i1, i2)[N0] -> ()>}: (index, complex<i24>) -> ()
 %3 = "foo.bar.baz"(): () -> tensor<*xcomplex<i64>> loc("name")
 // é unicode
 %v4 = "my_dialect.thing"(%v0#2) ({
  %v5 = "foo.compute"(%2, %3, %value1) {value0= dense<-13> : tensor<i64>, value1= #loc0, z92= #loc0, _u3= #a1}: (complex<i24>, tensor<*xcomplex<i64>>, i8) -> memref<7xi32, affine_map<(d0) -> (5 * (9) * 8)>> loc("f":231:165)
  // "quotes" and {braces} in a comment
  "x.switch"(%3, %3, %v0#1)[^1, ^bb3]: (tensor<*xcomplex<i64>>, tensor<*xcomplex<i64>>, i7) -> () loc("":144:266)
 ^1(%6: si1, %v7: i32 loc("dir/with space.c":4294967295:417), %$8: f32):
  "cfx.cond_br"(%3, %$8)[^bb2, ^bb3]<{a0, value1= affine_set<(i0, i1, i2)[N0] : ((N0 - i0) * N0 <= 4)>, k$2, attr3= #a1}> {}: (tensor<*xcomplex<i64>>, f32) -> ()
 ^bb2:
  "foo.br"(%3, %2, %v5)[^bb3] <{value0= tuple<i1024>}>: (tensor<*xcomplex<i64>>, complex<i24>, memref<7xi32, affine_map<(d0) -> (5 * (9) * 8)>>) -> ()
 ^bb3(%$9: !alias_0, %x10 : si7, %_11: complex<f32> loc("op.1")):
  %value12 = "x.y"(): () -> i3 loc("src/x.py":62)
 }): (index) -> memref<6xi16, 5>
 %13 = "foo.bar"(%value1, %v4): (i8, memref<6xi16, 5>) -> !my_dialect<"">
 // // nested
 "my_dialect.thing"(%2) {foo.k0, k$1= "00", a2, k$3= affine_map<(d0, d1) -> ()>}: (complex<i24>) -> () loc("dir/with space.c":0:364)
}) : () -> ()
