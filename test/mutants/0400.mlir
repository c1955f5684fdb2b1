// ir-gen random --seed 101 --size 8
!ty0 = si16
!alias_1 = memref<193x718x3xf32, strided<[19, ?, 24], offset: ?>>
#L0 = loc("x")

"builtin.module"() ({
  %0:4 = "my_dialect.thing"() {}: () -> ((complex<i8>) -> i17, i8, complex<f8E8M0FNU>, complex<i24>) loc("x")
  %-1 = "foo.bar"(%0#0, %0#0):  ((complex<i8>) -> i17, (complex<i8>) -> i17) -> memref<*xf32, {kind = "scratch"}> loc("callee"("name"))
  %v2:2 = "my_dialect.thing"(%0#3,
    %-1) {_u0}: (complex<i24>, memref<*xf32, {kind = "scratch"}>) -> (!ty0, !ty0)
  "foo.op"(%0#3 , %v2#1,  %v2#1) {a0= array<i1>, foo.k1= -4.9e-324 : f16, k$2  = 0}: (complex<i24>, !ty0, !ty0) -> () loc(fused["dir/with space.c":428:28])
  "d.op_1"(%v2#0, %v2#0): (!ty0, !ty0) -> ()
  "d.op_1"(%0#1,
    %0#0) ({
    "builtin.module"() ({
      %3 = "foo.bar"() {z90 
 =  distinct[3]<@"x y">, _u1= 19 : index, k$2= 0.3153654 : f8E5M2, "quoted key 3"}  : () -> (si8) loc(unknown)
      "foo.op"(%3 , %3): (si8, si8) -> ()
    }) : () -> ()
  }, {
  ^$0(%tmp_4 : () -> (), %value5: f64):
    %v6:2 = "my_dialect.thing"(%tmp_4, %v2#0, %v2#0) 
 : (() -> (), !ty0, !ty0) -> (complex<	ui1>, !alias_1)
  }, {
  ^bb1(%_7 : f64 loc(#L0)):
    "d.op_1"():	 () -> ()
  }) {value0}: (i8, (complex<i8>) -> i17) -> () loc("dir/with space.c":0:0)
  %8 = "foo.bar.baz"(%0#1, %-1) {z90=	 -9223372036854775808: si64}: (i8, memref<*xf32, {kind = "scratch"}>) -> !alias_1
  "my_dialect.thing"(%0#3)<{a0	= array<i32: 1, -2147483648, 1,  -894023, 1>,  d.k1=	 [-1]}> {z90=   "%-#_}🙂🙂<\"", value1= [0: si3, dense<"_z.z\\\00 \t\t/"> : tensor<3x2x2x!foo.str>, 1.0e-30 : bf16], b2= 1: i32, z93  = dense_resource<weights0> : tensor<1xi64>}: (complex<i24>) -> ()
}) {foo.module_attr = #bar.p<[-1 <76,?> {-4, "x y"}]>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000080522CAEA21FC2CD"
    }
  }
#-}
