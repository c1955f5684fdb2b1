#loc3 = loc("src/x.py":23:26 to :17)
#loc23 = loc("0189.in.mlir":46:7)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (-d2 + s0 - 9)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0) -> ((d0 mod 3) * 5, 8)>
"builtin.module"() <{sym_name = "m37"}> ({
  "bar.yield"() : () -> () loc(#loc1)
  %0:4 = "foo.op"() {attr1 = #x<"abc">, value0 = [#bar.b.c, #my.attr, [-1 : i32, -143 : si17], #loc3]} : () -> (f16, f16, tf32, complex<i1024>) loc(#loc2)
  "foo.op"(%0#2, %0#2, %0#1) : (tf32, tf32, f16) -> () loc(#loc4)
  %1 = "d.op_1"() {a0 = #map, sym_name1 = array<i16: 58>, z92 = [[], #map, -4 : i7]} : () -> f16 loc(#loc5)
  %2:2 = "foo.bar.baz"(%0#2, %0#2, %0#2) {"quoted key 0" = #map1, x1 = #map} : (tf32, tf32, tf32) -> (memref<182xf64, strided<[1]>>, f16) loc(#loc6)
  %3:4 = "a.b"(%2#1, %0#3) {value0} : (f16, complex<i1024>) -> (!x.v<i8>, tuple<index, bf16, f8E5M2>, complex<i3>, tuple<i1, i64, i64>) loc(#loc7)
  %4 = "my_dialect.thing"(%3#0, %2#0, %0#2) : (!x.v<i8>, memref<182xf64, strided<[1]>>, tf32) -> !x.v<-5> loc(#loc8)
  %5 = "a.b"(%1, %3#2) <{}> {foo.k1 = "\00\00.\7F{./", "quoted key 0" = @f_1::@_priv} : (f16, complex<i3>) -> tensor<*xi32> loc(#loc9)
  "foo.bar.baz"(%2#0, %3#1) ({
    "foo.bar"() <{d.k0 = dense<[[-1, -4], [-1, 0]]> : vector<2x2xi3>}> ({
    }) : () -> () loc(#loc11)
    %17 = "x.y"(%4, %3#3, %3#2) <{z90}> : (!x.v<-5>, tuple<i1, i64, i64>, complex<i3>) -> i24 loc(#loc12)
    "foo.bar"(%4, %0#2) ({
    }) {_u1 = false, k$2 = #x.a<"x y",-7,{[8,a.b,?]}>, sym_name0} : (!x.v<-5>, tf32) -> () loc(#loc37)
    "z.nop"(%1, %5) ({
      %19:3 = "bar.yield"(%3#1) {_u2 = #map, k$0 = [], my.k1 = dense<0> : tensor<1x1xui8>} : (tuple<index, bf16, f8E5M2>) -> (i1024, (!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> (), memref<2x?xcomplex<f16>>) loc(#loc16)
      "x.y"(%19#1, %0#1, %0#0) {b1 = dense<[[2.240000e+02, 8.125000e-01, 0x80, 1.875000e+00]]> : tensor<1x4xf8E4M3FNUZ>, value2 = -7.4938334106858986E+209 : f64, z90 = array<i16: 1, 0, 1>} : ((!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> (), f16, f16) -> () loc(#loc17)
      %20:4 = "foo.op"(%19#1) <{_u0, sym_name1 = affine_set<(d0, d1)[s0, s1] : (d0 * 5 >= 0)>}> : ((!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> ()) -> (f16, i16, memref<111xi8, 2>, complex<f32>) loc(#loc18)
      %21:2 = "x.y"() <{"quoted key 0" = -1.000000e+01 : f8E5M2}> : () -> (f32, tuple<si128, bf16>) loc(#loc1)
      %22 = "my_dialect.thing"(%21#0, %21#1) <{sym_name1 = dense<> : tensor<0x3x1xf64>, value2, x0 = "\22\09\09{}..\7F0"}> {"quoted key 0"} : (f32, tuple<si128, bf16>) -> memref<2xf64, "local mem"> loc(#loc19)
      %23 = "foo.op"(%22) {k$1 = 59 : index, value2 = "z/\09b}b}a*", value3 = [], z90 = @b} : (memref<2xf64, "local mem">) -> tensor<7x3xf16> loc(#loc20)
    }) {z90 = [], z91 = array<i8: -128, -128, -25, -35>} : (f16, tensor<*xi32>) -> () loc(#loc15)
    %18 = "my_dialect.thing"(%5, %1, %4) ({
    }) : (tensor<*xi32>, f16, !x.v<-5>) -> complex<f16> loc(#loc17)
  }) : (memref<182xf64, strided<[1]>>, tuple<index, bf16, f8E5M2>) -> () loc(#loc10)
  %6 = "a.b"(%3#2, %3#3, %4) ({
    "a.jump"()[^bb1, ^bb1] : () -> () loc(#loc22)
  ^bb1(%15: complex<f16> loc("0189.in.mlir":46:7)):  // 2 preds: ^bb0, ^bb0
    %16:2 = "foo.bar"(%3#3) <{x0 = -1 : si32}> : (tuple<i1, i64, i64>) -> (memref<*xi8, "local mem">, f8E8M0FNU) loc(#loc24)
  }) {k$1 = distinct[0]<>, value0 = dense<[7.500000e+00, 1.625000e+00]> : tensor<2xf6E2M3FN>} : (complex<i3>, tuple<i1, i64, i64>, !x.v<-5>) -> i8 loc(#loc21)
  %7 = "d.op_1"(%6) : (i8) -> tensor<f16> loc(#loc25)
  %8 = "foo.bar"(%7) ({
    %13:4 = "x.y"(%3#1) : (tuple<index, bf16, f8E5M2>) -> (complex<f64>, complex<f16>, complex<f16>, tensor<?x0x0x?xsi64>) loc(#loc27)
    %14 = "a.b"(%1, %4) <{_u1 = affine_map<()[s0] -> (-22, s0 floordiv 8 - s0 mod 5)>, a0}> {my.k0 = [vector<10xi24>, [array<i1: true>, array<i16>, #map2]]} : (f16, !x.v<-5>) -> vector<6x4xf64> loc(#loc28)
    "foo.bar.baz"() <{b0 = "" : si7}> {a0, sym_name1 = []} : () -> () loc(#loc29)
  }) {my.k0 = 3.417500e+02 : f16} : (tensor<f16>) -> index loc(#loc26)
  "d.op_1"() <{"quoted key 0" = dense_resource<blob0> : tensor<1xi8>}> ({
  }, {
    %11 = "foo.op"(%8) : (index) -> complex<f32> loc(#loc31)
    %12:3 = "foo.bar.baz"(%8) ({
    ^bb0:
    }, {
    }) : (index) -> (f32, tensor<256x0x28x4xf16>, f64) loc(#loc38)
    "x.y"() {a1 = #map2, foo.k2 = [], x0 = [array<i16>, sparse<[[3, 2, 1], [5, 2, 0]], [0, 2341787813922]> : tensor<6x3x5xi64>, -1 : i8, #map3]} : () -> () loc(#loc17)
  }) {attr0 = -3.000490e-01 : f16} : () -> () loc(#loc30)
  %9 = "foo.compute"(%0#2) <{b1 = 7.0075240771002468E+158 : f64, foo.k0}> {attr1 = #map, sym_name0 = [], sym_name2 = @b} : (tf32) -> f16 loc(#loc34)
  "d.op_1"(%6, %9) {b0 = dense<[-1.680410e+26, 0x7FFF, 5.000000e-01, -6.735320e-06]> : tensor<4xbf16>, x1 = array<i16>} : (i8, f16) -> () loc(#loc39)
  %10 = "x.y"() : () -> f64 loc(#loc36)
}) : () -> () loc(#loc)
#loc = loc("0189.in.mlir":17:1)
#loc1 = loc("op.1")
#loc2 = loc("-":334:394)
#loc4 = loc("0189.in.mlir":20:2)
#loc5 = loc("0189.in.mlir":21:8)
#loc6 = loc("0189.in.mlir":22:9)
#loc7 = loc("0189.in.mlir":23:9)
#loc8 = loc("0189.in.mlir":24:7)
#loc9 = loc("0189.in.mlir":25:8)
#loc10 = loc("0189.in.mlir":26:2)
#loc11 = loc("":10:61 to 13:37)
#loc12 = loc("0189.in.mlir":29:11)
#loc13 = loc("-":258:58)
#loc14 = loc("a.mlir":23:0)
#loc15 = loc("0189.in.mlir":32:3)
#loc16 = loc("x")
#loc17 = loc("":15:13 to :22)
#loc18 = loc("0189.in.mlir":36:26)
#loc19 = loc("0189.in.mlir":38:15)
#loc20 = loc("-":4294967295:46)
#loc21 = loc("0189.in.mlir":44:9)
#loc22 = loc("0189.in.mlir":45:3)
#loc24 = loc("0189.in.mlir":48:11)
#loc25 = loc("0189.in.mlir":50:9)
#loc26 = loc("a.mlir":476:339)
#loc27 = loc("0189.in.mlir":52:16)
#loc28 = loc("0189.in.mlir":53:10)
#loc29 = loc(unknown)
#loc30 = loc("dir/with space.c":191:220)
#loc31 = loc("-":0:85)
#loc32 = loc("dir/with space.c":44:15 to 46:44)
#loc33 = loc("with \22q\22")
#loc34 = loc("0189.in.mlir":66:12)
#loc35 = loc("f":20:53 to 23:56)
#loc36 = loc("0189.in.mlir":69:8)
#loc37 = loc(callsite(#loc13 at #loc14))
#loc38 = loc(callsite(#loc32 at #loc33))
#loc39 = loc("callee"(#loc35))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F9"
    }
  }
#-}

