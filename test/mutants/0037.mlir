#L0 = loc(fused["dir/with space.c":11:47 to 14:43, "src/x.py":19:16 to 22:68])
#map1 = loc(#L0)
#loc2 = 831279267
#map3 = 1

"builtin.module"() <{sym_name = "m90"}> ({
 %v0 = "foo.compute"(): () -> vector<7x[3]xf8E4M3FNUZ>
 %v1 = "z.nop"(%v0): (vector<7x[3]xf8E4M3FNUZ>) -> complex< f32 
 > loc("a.mlir":366:55)
 "x.y"(%v1, %v1, %v1) {my.k0= distinct[2]<affine_map<(d0, d1)[s0] -> (-(s0) * 2)>>,
    my.k1, a2= "'\n\t\00\7f\"Ω\00\18\n", a3  = [@"x y"::@s$, affine_map<(d0)[s0] -> ((s0) ceildiv 3 + (s0) floordiv 7, -(s0 * 3))>]}: (complex< f32 
 > , complex< f32 
 >, complex< f32 
 >) -> () loc("callee"(#L0))
 %2 4294967295 "foo.op"(%v1, %v1, %v0) <{}> ({
}, {
 ^$0(%arg3 : memref<*xindex>, %v4 : memref<150x? x ?xf8E4M3> loc(callsite(callsite("":48:36 to 50:3 at "":326:397) at "op.1")), %value5: !foo.v<<64 ?> true> loc("x")):
 }, {
 }) {a0= #map1}: (complex< f32 
 >, complex< f32 
 >, vector<7x[3]xf8E4M3FNUZ>) -> (tensor<51x19x3xf32>)
 %6 = "d.op_1"(): () -> index
 %value7 = "foo.bar.baz"(): () -> i32 loc("":238:=)
 "my_dialect.thing"() ({
 }, {
  "a.b"(%6) {a0 
 = 65504.0 : f64, b1=  @"a", value2= false, x3=	 #loc2}:  (index) -> () loc(fused["f":308:473, "dir/with space.c":14])
  "bar.yield"(%v1, %v1) ({
}, {
   "cfx.cond_br"()[^exit6] {b0= unit, sym_name1= dense<> : tensor<1x0xf8E3M4>, x2= 0x6DEC8CB6D8A676B1 : f64}:	 () -> ()
  ^exit6():
   "x.switch"(%v1, %v1)[^bb7, ^bb7]:	 (complex< f32 
 > , complex< f32 
 >) -> ()
  ^bb7:
   %8 = "foo.bar.baz"(%2):	 (tensor<51x19x3xf32>) -> i64
  }, {
   %9,
    %10:3 = "foo.op"() <{}> {attr0=  #map3, value1= true, a2= array<i64: 1, -1, -1, 0>}: () -> (() -> (), tuple<f6E3M2FN,  i7>, f8E5M2, si1)
  }): (complex< f32 
 >, complex< f32 
 >) -> () loc(#L0)
  "cfx.cond_br"()[^bb4, ^bb4]: () -> ()
 ^bb4():
  "x.switch"()	[^bb4] {sym_name0= -4: i3, foo.k1=   -9.999999e9 : f32}: () -> () loc(fused<3 : i32>["v"("with \"q\""), "dir/with space.c":300:0])
 }) {sym_name0 
 = @"é"}: () -> () loc("src/x.py":322:83)
 %v11:2 = "foo.bar.baz"(%value7): (i32) -> (i8,tuple<>) loc(fused["v"("":4294967295:181), "x"])
}) {foo.module_attr = 8: i8} : () -> ()
