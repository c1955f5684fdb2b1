// ir-gen random --seed 133 --size 10
#l_x0 = loc("":50)
#L1 = loc("callee"(fused["":471:0, "with \"q\"", #l_x0]))
!t0 = index

"builtin.module"() ({
  %_0 = "foo.bar.baz"(): () -> si8
  "a.b"(%_0, %_0): (si8, si8) -> ()
  "foo.bar.baz"(%_0, %_0): (si8, si8) -> () loc(unknown)
  "d.op_1"(%_0): (si8) -> ()
  %1 = "a.b"(%_0, %_0) {_u0 
 = loc(#L1)}: (si8, si8) -> i3
  %v2 = "x.y"(%1, %1, %1) ({
  ^bb0(%3: bf16):
    %4 = "x.y"(%_0, %1, %_0) {}: (si8, i3, si8) -> tensor<*xcomplex<f16>>
  }, {
  ^1(%a.b5: complex<f8E5M2>, %_6: !t0 loc(unknown)):
    %7 = "foo.compute"(%_6,
    %1) ({
      %_8 = "z.nop"(%1) ({
      ^bb3(%-9: ui7 loc(#L1), %10: f16, %-11: (memref<?x35xi16 , affine_map<(d0, d1) -> (d0)>>,  !t0) -> memref<3xsi1, affine_map<(d0) -> (d0)>, "gpu">):
        %_12 = "z.nop"(%-11, %-11) {sym_name0= "/\"\t#", sym_name1= [distinct[3]<0xC80226F2545D1495 : f64>, array<i8: -128, -128, -1, 1, 0xB>, #my.p<18,-3,92>, #my.attr], _u2=  dense<-5.82269e+29> : tensor<2x1x2xf32>, a3= -1}: ((memref<?x35xi16 , affine_map<(d0, d1) -> (d0)>>,  !t0) -> memref<3xsi1, affine_map<(d0) -> (d0)>, "gpu">, (memref<?x35xi16 , affine_map<(d0, d1) -> (d0)>>,  !t0) -> memref<3xsi1, affine_map<(d0) -> (d0)>, "gpu">) -> complex<f16>
      }) {z90, value1= 
  @b::@"with\"quote", sym_name2= affine_map<() -> ((9) floordiv 2 + (3) floordiv 4)>}	: (i3) -> tensor<170x667x1xindex, "sparse"> loc(#l_x0)
    }) {attr0=	 0x44B144DC7C4D00BE : f64, foo.k1= #bar.a<-8>, a2= 0x7: ui8}: (!t0, i3) -> ui32
    %v13 = "bar.yield"() {value0= 1075282, k$1, my.k2= affine_map<(d0, d1, d2)[s0] -> (d0, (d2) floordiv 7, (d1) mod 2 + s0 - 5)>}  : () -> !t0
  }) {value0= dense_resource<r.0> : tensor<3xf64>}: (i3, i3, i3) -> i32 loc("f":17:30 to :30)
  %value14 = "d.op_1"(%1 , %v2) {_u0= affine_map<(i0, i1)[N0] -> (1 * (1 + N0))>, k$1= 0.3 : bf16}: (i3, i32) -> (vector<14x1x[14]xi8>)
  %value15, %tmp_16:2 = "foo.bar"(%_0):   (si8) -> (complex<f16  >, complex<f128>, f80)
}) : () -> ()

{-#
  dialect_resources: {
  dialect_resources: {
    builtin: {
      r.0: "0x0800000083495D9E92812A90AD1FF38760AF8F890193A00DA9515785"
    }
  }
#-}
