#loc7 = loc("op.1")
#loc13 = loc("0202.in.mlir":21:5)
#loc14 = loc("dir/with space.c":4294967295:417)
#loc15 = loc("0202.in.mlir":21:63)
#loc18 = loc("0202.in.mlir":25:7)
#loc19 = loc("0202.in.mlir":25:22)
#map = affine_map<(d0, d1, d2)[s0] -> ()>
#map1 = affine_map<(d0) -> (360)>
#map2 = affine_map<(d0, d1) -> ()>
#set = affine_set<(d0)[s0, s1] : (s0 * 10 == 0)>
"builtin.module"() ({
  "foo.compute"() : () -> () loc(#loc1)
  %0:3 = "foo.bar.baz"() : () -> (complex<ui24>, i7, index) loc(#loc2)
  %1 = "foo.bar.baz"() {_u0 = 1 : i64, d.k1 = -1 : si1} : () -> i8 loc(#loc3)
  "bar.yield"(%0#1, %0#0, %0#1) : (i7, complex<ui24>, i7) -> () loc(#loc4)
  %2 = "x.y"(%1, %0#0, %0#1) <{_u2 = @"0start"::@s$, _u3 = true, attr1 = affine_set<(d0)[s0, s1] : (s0 == 0)>, d.k0 = distinct[0]<dense<[[1.000000e+10, 0.00250000000000000005204, 1.61121259667468718638E-1741], [0.447372500000000006271, 6.02214075999999987024E+23, -2.96819483572193139735E-2374]]> : tensor<2x3xf80>>}> : (i8, complex<ui24>, i7) -> complex<i24> loc(#loc5)
  "foo.op"() : () -> () loc(#loc6)
  "d.op_1"() {k$0 = ".\00\\@\\/{\1F'-", my.k1} : () -> () loc(#loc7)
  "foo.bar.baz"(%0#2, %2) <{z90 = #foo.a<"x y",{{"x y" ? "x y"},a.b}>}> {foo.k0 = "!/\\", value1 = #map} : (index, complex<i24>) -> () loc(#loc8)
  %3 = "foo.bar.baz"() : () -> tensor<*xcomplex<i64>> loc(#loc9)
  %4 = "my_dialect.thing"(%0#2) ({
    %6 = "foo.compute"(%2, %3, %1) {_u3 = "\04b\F0\9F\99\82\95-\22'", value0 = dense<-13> : tensor<i64>, value1 = #set, z92 = #set} : (complex<i24>, tensor<*xcomplex<i64>>, i8) -> memref<7xi32, #map1> loc(#loc11)
    "x.switch"(%3, %3, %0#1)[^bb1, ^bb3] : (tensor<*xcomplex<i64>>, tensor<*xcomplex<i64>>, i7) -> () loc(#loc12)
  ^bb1(%7: si1 loc("0202.in.mlir":21:5), %8: i32 loc("dir/with space.c":4294967295:417), %9: f32 loc("0202.in.mlir":21:63)):  // pred: ^bb0
    "cfx.cond_br"(%3, %9)[^bb2, ^bb3] <{a0, attr3 = "\04b\F0\9F\99\82\95-\22'", k$2, value1 = affine_set<(d0, d1, d2)[s0] : (-((-d0 + s0) * s0) + 4 >= 0)>}> : (tensor<*xcomplex<i64>>, f32) -> () loc(#loc16)
  ^bb2:  // pred: ^bb1
    "foo.br"(%3, %2, %6)[^bb3] <{value0 = tuple<i1024>}> : (tensor<*xcomplex<i64>>, complex<i24>, memref<7xi32, #map1>) -> () loc(#loc17)
  ^bb3(%10: complex<i64> loc("0202.in.mlir":25:7), %11: si7 loc("0202.in.mlir":25:22), %12: complex<f32> loc("op.1")):  // 3 preds: ^bb0, ^bb1, ^bb2
    %13 = "x.y"() : () -> i3 loc(#loc20)
  }) : (index) -> memref<6xi16, 5> loc(#loc10)
  %5 = "foo.bar"(%1, %4) : (i8, memref<6xi16, 5>) -> !my_dialect<""> loc(#loc21)
  "my_dialect.thing"(%2) {a2, foo.k0, k$1 = "00", k$3 = #map2} : (complex<i24>) -> () loc(#loc22)
}) : () -> () loc(#loc)
#loc = loc("0202.in.mlir":5:1)
#loc1 = loc("0202.in.mlir":6:2)
#loc2 = loc("0202.in.mlir":7:10)
#loc3 = loc("0202.in.mlir":8:12)
#loc4 = loc("-":497:165)
#loc5 = loc("0202.in.mlir":10:7)
#loc6 = loc("src/x.py":0:443)
#loc8 = loc("0202.in.mlir":14:2)
#loc9 = loc("name")
#loc10 = loc("0202.in.mlir":17:8)
#loc11 = loc("f":231:165)
#loc12 = loc("-":144:266)
#loc16 = loc("0202.in.mlir":22:3)
#loc17 = loc("0202.in.mlir":24:3)
#loc20 = loc("src/x.py":62:0)
#loc21 = loc("0202.in.mlir":28:8)
#loc22 = loc("dir/with space.c":0:364)

