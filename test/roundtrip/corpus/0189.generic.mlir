#loc = loc("src/x.py":23:26 to :17)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (-d2 + s0 - 9)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0) -> ((d0 mod 3) * 5, 8)>
"builtin.module"() <{sym_name = "m37"}> ({
  "bar.yield"() : () -> ()
  %0:4 = "foo.op"() {attr1 = #x<"abc">, value0 = [#bar.b.c, #my.attr, [-1 : i32, -143 : si17], #loc]} : () -> (f16, f16, tf32, complex<i1024>)
  "foo.op"(%0#2, %0#2, %0#1) : (tf32, tf32, f16) -> ()
  %1 = "d.op_1"() {a0 = #map, sym_name1 = array<i16: 58>, z92 = [[], #map, -4 : i7]} : () -> f16
  %2:2 = "foo.bar.baz"(%0#2, %0#2, %0#2) {"quoted key 0" = #map1, x1 = #map} : (tf32, tf32, tf32) -> (memref<182xf64, strided<[1]>>, f16)
  %3:4 = "a.b"(%2#1, %0#3) {value0} : (f16, complex<i1024>) -> (!x.v<i8>, tuple<index, bf16, f8E5M2>, complex<i3>, tuple<i1, i64, i64>)
  %4 = "my_dialect.thing"(%3#0, %2#0, %0#2) : (!x.v<i8>, memref<182xf64, strided<[1]>>, tf32) -> !x.v<-5>
  %5 = "a.b"(%1, %3#2) <{}> {foo.k1 = "\00\00.\7F{./", "quoted key 0" = @f_1::@_priv} : (f16, complex<i3>) -> tensor<*xi32>
  "foo.bar.baz"(%2#0, %3#1) ({
    "foo.bar"() <{d.k0 = dense<[[-1, -4], [-1, 0]]> : vector<2x2xi3>}> ({
    }) : () -> ()
    %17 = "x.y"(%4, %3#3, %3#2) <{z90}> : (!x.v<-5>, tuple<i1, i64, i64>, complex<i3>) -> i24
    "foo.bar"(%4, %0#2) ({
    }) {_u1 = false, k$2 = #x.a<"x y",-7,{[8,a.b,?]}>, sym_name0} : (!x.v<-5>, tf32) -> ()
    "z.nop"(%1, %5) ({
      %19:3 = "bar.yield"(%3#1) {_u2 = #map, k$0 = [], my.k1 = dense<0> : tensor<1x1xui8>} : (tuple<index, bf16, f8E5M2>) -> (i1024, (!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> (), memref<2x?xcomplex<f16>>)
      "x.y"(%19#1, %0#1, %0#0) {b1 = dense<[[2.240000e+02, 8.125000e-01, 0x80, 1.875000e+00]]> : tensor<1x4xf8E4M3FNUZ>, value2 = -7.4938334106858986E+209 : f64, z90 = array<i16: 1, 0, 1>} : ((!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> (), f16, f16) -> ()
      %20:4 = "foo.op"(%19#1) <{_u0, sym_name1 = affine_set<(d0, d1)[s0, s1] : (d0 * 5 >= 0)>}> : ((!foo.t_1, f16, !my_dialect.param<71, {13, ?}, ?>) -> ()) -> (f16, i16, memref<111xi8, 2>, complex<f32>)
      %21:2 = "x.y"() <{"quoted key 0" = -1.000000e+01 : f8E5M2}> : () -> (f32, tuple<si128, bf16>)
      %22 = "my_dialect.thing"(%21#0, %21#1) <{sym_name1 = dense<> : tensor<0x3x1xf64>, value2, x0 = "\22\09\09{}..\7F0"}> {"quoted key 0"} : (f32, tuple<si128, bf16>) -> memref<2xf64, "local mem">
      %23 = "foo.op"(%22) {k$1 = 59 : index, value2 = "z/\09b}b}a*", value3 = [], z90 = @b} : (memref<2xf64, "local mem">) -> tensor<7x3xf16>
    }) {z90 = [], z91 = array<i8: -128, -128, -25, -35>} : (f16, tensor<*xi32>) -> ()
    %18 = "my_dialect.thing"(%5, %1, %4) ({
    }) : (tensor<*xi32>, f16, !x.v<-5>) -> complex<f16>
  }) : (memref<182xf64, strided<[1]>>, tuple<index, bf16, f8E5M2>) -> ()
  %6 = "a.b"(%3#2, %3#3, %4) ({
    "a.jump"()[^bb1, ^bb1] : () -> ()
  ^bb1(%15: complex<f16>):  // 2 preds: ^bb0, ^bb0
    %16:2 = "foo.bar"(%3#3) <{x0 = -1 : si32}> : (tuple<i1, i64, i64>) -> (memref<*xi8, "local mem">, f8E8M0FNU)
  }) {k$1 = distinct[0]<>, value0 = dense<[7.500000e+00, 1.625000e+00]> : tensor<2xf6E2M3FN>} : (complex<i3>, tuple<i1, i64, i64>, !x.v<-5>) -> i8
  %7 = "d.op_1"(%6) : (i8) -> tensor<f16>
  %8 = "foo.bar"(%7) ({
    %13:4 = "x.y"(%3#1) : (tuple<index, bf16, f8E5M2>) -> (complex<f64>, complex<f16>, complex<f16>, tensor<?x0x0x?xsi64>)
    %14 = "a.b"(%1, %4) <{_u1 = affine_map<()[s0] -> (-22, s0 floordiv 8 - s0 mod 5)>, a0}> {my.k0 = [vector<10xi24>, [array<i1: true>, array<i16>, #map2]]} : (f16, !x.v<-5>) -> vector<6x4xf64>
    "foo.bar.baz"() <{b0 = "" : si7}> {a0, sym_name1 = []} : () -> ()
  }) {my.k0 = 3.417500e+02 : f16} : (tensor<f16>) -> index
  "d.op_1"() <{"quoted key 0" = dense_resource<blob0> : tensor<1xi8>}> ({
  }, {
    %11 = "foo.op"(%8) : (index) -> complex<f32>
    %12:3 = "foo.bar.baz"(%8) ({
    ^bb0:
    }, {
    }) : (index) -> (f32, tensor<256x0x28x4xf16>, f64)
    "x.y"() {a1 = #map2, foo.k2 = [], x0 = [array<i16>, sparse<[[3, 2, 1], [5, 2, 0]], [0, 2341787813922]> : tensor<6x3x5xi64>, -1 : i8, #map3]} : () -> ()
  }) {attr0 = -3.000490e-01 : f16} : () -> ()
  %9 = "foo.compute"(%0#2) <{b1 = 7.0075240771002468E+158 : f64, foo.k0}> {attr1 = #map, sym_name0 = [], sym_name2 = @b} : (tf32) -> f16
  "d.op_1"(%6, %9) {b0 = dense<[-1.680410e+26, 0x7FFF, 5.000000e-01, -6.735320e-06]> : tensor<4xbf16>, x1 = array<i16>} : (i8, f16) -> ()
  %10 = "x.y"() : () -> f64
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F9"
    }
  }
#-}

