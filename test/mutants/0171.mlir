!t0 = none

%value0:4 = "d.op_1"() {foo.k0= 0x7E00 : bf16, foo.k1= 9223372036854775807 : index, attr2= @"x y"::@main, k$3= 127: i7}: () -> (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>, tuple<si32, i17, f32, f64>, f16, f80)
%value1:2 = "d.op_1"() ({
^bb0:
  %2 = "foo.compute"(%value0#2, %value0#2, %value0#1) ({
    %_3 = "my_dialect.thing"(%value0#0) {foo.k0= sparse<[[2, 2], [1, 1], [1, 4], [0, 3]], [-0.3, 6.02214076e23, 0x7C00, -2.785]> : tensor<3x6xbf16>}: (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> none
    %a.b4 = "z.nop"(%value0#1, %_3, %value0#0)<{d.k0=   0x1B : f6E2M3FN, k$1= 0x7E00 : bf16}> {value0= dense<"0x0A25015FBE2AFB76855776AA"> : vector<2x3xui16>}: (tuple<si32, i17, f32, f64>, none, memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> !foo<"abc">
    %value5 = "a.b"(): () -> (tensor<52xsi128>) loc(fused["callee"("":351:352), "with \"q\"", "with \"q\""]) // trailing comment
  }): (f16, f16, tuple<si32, i17, f32, f64>) -> (none) loc(callsite("v"("a.mlir":219:4294967295) at "f":4294967295:4294967295))
}, {
  "x.switch"(%value0#2)[^bb3] ({
    %6, %v7:2 = "bar.yield"(%value0#3, %value0#2, %value0#2): (f80, f16, f16) -> (!x<"a b">, i8, vector<14x6x[5]xf6E2M3FN>) loc("":32:63 to 32:18)
    %8 = "foo.op"()<{}> {b0, a1  = true, "quoted key 2"= dense_resource<blob0> : tensor<5xi32>, d.k3}: () -> f8E4M3 loc("":83)
    %value9 = "foo.op"(%v7#0, %8): (i8, f8E4M3) -> complex<f64> loc("src/x.py":4294967295:308)
    %10 = "foo.compute"(%8): (f8E4M3) -> i128
    %value11, %12:2 = "z.nop"() ({
    ^bb8(%a.b13: bf16):
      %14:4 = "bar.yield"(%v7#0) {}: (i8) -> (!t0, f8E4M3FNUZ, ui32, memref<?x?xsi32>) loc("n"("a.mlir":32:32 to 32:44))
      %value15 = "bar.yield"() {value0, attr1= sparse<[[1, 1]], [-708546531620013]> : tensor<3x4xi64>, "quoted key 2"= dense<(79, -7)> : tensor<complex<i32>>, sym_name3}: () -> memref<5xsi64>
    }) {foo.k0= distinct[2]<unit>}: () -> (complex<f8E4M3FN>, f8E4M3, f16)
    "foo.br"(%6, %6)[^5]<{x0= true, z91= array<i32: 2>, foo.k2= 0x41FC : f16, value3= @"é"::@s$::@f_1}>: (!x<"a b">, !x<"a b">) -> ()
  ^5():
    "x.switch"(%value11)[^bb6, ^bb7]: (complex<f8E4M3FN>) -> () loc("a.mlir":84)
  ^bb6():
    "cfx.cond_br"(%v7#0, %10)[^bb7, ^bb7]: (i8, i128) -> () loc(callsite("f":0:484 at "src/x.py":315:473))
  ^bb7(%value16: i32 loc("v"("callee"("src/x.py":433:0))), %a.b17: f32):
    "foo.bar"(%value16, %12#1) {a0= [], x1= 654663507: i64, x2, x3= -1: i32}: (i32, f16) -> ()
  }): (f16) -> ()
^bb3():
  "a.jump"()[^bb3] {_u0= distinct[5]<". \D0%X\t">, d.k1= #bar.p<"x y", ?>, k$2= @"0start", x3= affine_map<(d0)[s0] -> (((d0) ceildiv 1) floordiv 5, (s0 * 6) mod 4)>}: () -> () loc("v"("":24:46 to 27:5))
}) {z90= #my.p<[?,<21>,-2]>, my.k1, z92}: () -> (tensor<*xf16>, i64)
%19 = "bar.yield"(): () -> bf16
%18 = "bar.yield"(%value0#2, %value1#0): (f16, tensor<*xf16>) -> (bf16) loc("dir/with space.c":217:0)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000010C5EB7304497548549FF5120E81D7930EB56C8"
    }
  }
#-}
