"builtin.module"() ({
 %0:3 = "foo.op"() <{z90= false}> {}: () -> (i128, vector<13x[11]xf6E2M3FN>, i17) loc(callsite(fused["name", "f":0:318] at "op.1"))
 // 
 %value1:3 = "d.op_1"() {"quoted key 0"= true, a1= 0x2: i3}: () -> (f64, i64, f128) loc("x")
 %v2 = "a.b"(%0#2, %0#2): (i17, i17) -> tensor<235x4x2x46xf8E8M0FNU>
 %_3 = "bar.yield"(%value1#2, %value1#1) {attr0= !bar.param<[-8]>, my.k1= bf16}: (f128, i64) -> tuple<>
 %tmp_4:2 = "foo.compute"(%value1#2) ({
  "builtin.module"() ({
   %value5 = "foo.bar.baz"() {attr0= 8.382 : f64, foo.k1, "quoted key 2"= -9223372036854775808}: () -> memref<1xindex, strided<[1], offset: 12>> loc("f":38:75)
   "my_dialect.thing"(%value5, %value5, %value5): (memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>) -> () loc(callsite(fused["":11:11 to :19, "f":8:42 to 9:5] at "name"))
   "foo.bar.baz"(%value5) {my.k0= @s$, x1, x2= 65504.0 : f64}: (memref<1xindex, strided<[1], offset: 12>>) -> ()
   , %value7:3 = "x.y"(%value5, %value5, %value5): (memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>) -> (complex<i32>, f64, i8, (none, index, !my_dialect<"">) -> (i8, index))
  }) : () -> () loc(fused[])
 }) {d.k0, "quoted key 1"}: (f128) -> (ui1, tensor<4x?x?x4xvector<[13]x13x15xf8E5M2>>) loc("f":273:30)
 %8 = "a.b"() ({
 }) {"quoted key 0"= " '\"a\C3\A9" : i32, _u1= -434997.0 : f64, x2= 9 : index}: () -> complex<f64>
 %9:2 = "foo.bar"()<{sym_name0= 65504.0 : f8E3M4, d.k1= array<i64: 294466>, "quoted key 2"= 640388.0 : f32}>: () -> (ui3, vector<15x13xi3>) loc(fused[])
 %value10 = "x.y"()<{_u0= {_u0= -1.0e38 : f8E5M2FNUZ, z91= dense<-113012258229> : tensor<si64>}, x1= 9: i8, a2= 1 : index, x3= "\00_\C3\A9\t*ßb\nb{"}> ({
  %v11 = "foo.bar"(%_3, %9#0, %v2): (tuple<>, ui3, tensor<235x4x2x46xf8E8M0FNU>) -> vector<[2]x9xbf16> loc("callee"("a.mlir":18))
  %12 = "d.op_1"(%tmp_4#0, %8) {k$0= [], k$1}: (ui1, complex<f64>) -> tensor<8x8x20x7xcomplex<f8E4M3B11FNUZ>> loc("n"("a.mlir":4294967295:28))
  "a.b"(%value1#0, %value1#1): (f64, i64) -> () loc("src/x.py":138:0)
  %13 = "bar.yield"(%v11) {}: (vector<[2]x9xbf16>) -> i32 loc("dir/with space.c":285:476)
  %14 = "foo.compute"(%v2) <{}> {x0= 6.183, x1= "_%\t%\\", x2}: (tensor<235x4x2x46xf8E8M0FNU>) -> (vector<12x4xindex>) loc("f":33:3 to 34:67)

  %v15:3 = "d.op_1"(%14, %14) {}: (vector<12x4xindex>, vector<12x4xindex>) -> (memref<654x2x4xf8E4M3FNUZ, strided<[11, ?, ?], offset:0>, "gpu">, memref<3x465x?xf8E4M3FNUZ, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>, f64)
 }): () -> memref<6xui17, strided<[?], offset: ?>> loc("a.mlir":105:388)
 %value16 = "foo.bar"(%value10) ({
  "foo.compute"(%value10, %value10) <{a0= 59 : index}>: (memref<6xui17, strided<[?], offset: ?>>, memref<6xui17, strided<[?], offset: ?>>) -> () loc("src/x.py":374:300)
  %value17:3 = "d.op_1"(): () -> (f8E5M2FNUZ, complex<f80>, memref<497x8xf16, strided<[?, 1], offset:0>, 2>)
  %_18, %value19:2 = "x.y"(%value17#2, %value1#1) {"quoted key 0"= {_u0= "\\\t.a\00\\\nß\"/X\00", a1= 1: i1, _u2, value3= "'\t'@z"}, z91= false, a2= dense<"0xD3583C492041EC7B25C3BC29"> : tensor<4x3x1xi8>}: (memref<497x8xf16, strided<[?, 1], offset:0>, 2>, i64) -> (tensor<*xvector<15x6xi24>>, i16, none) loc(callsite("x" at "op.1"))
  "a.b"(): () -> () loc(fused<#foo.m>["name"])
  %arg20 = "foo.compute"(): () -> f32 // trailing comment
  "x.switch"()[^3] {b0= 0.3 : f16}: () -> ()
 ^3():
  %value21 = "a.b"(%v2, %tmp_4#0, %value1#0) <{d.k0, x1= 0: si1, "quoted key 2"= 0: i128}> {}: (tensor<235x4x2x46xf8E8M0FNU>, ui1, f64) -> memref<545xvector<[16]x13x[4]xui7>, strided<[?], offset: ?>>
  "a.jump"(%value19#1, %value19#1, %v2)[^4]: (none, none, tensor<235x4x2x46xf8E8M0FNU>) -> () loc(callsite(fused[] at "callee"("":22:20 to 24:51)))
 ^4():
  %22 = "my_dialect.thing"() ({
  ^bb5(%r23 : none loc("":0:388), %_24: f80, %25: vector<i1>):
   %v26 = "foo.bar"(%0#2) {attr0= affine_map<(d0, d1, d2)[s0] -> (d1 - d1 + (d2) ceildiv 1, ((s0) mod 4) ceildiv 6, d2)>, sym_name1= i32, value2= #bar.a<"x y" 72 26>, b3}: (i17) -> (f8E4M3) loc(fused[fused[], fused[], "x"])
   "my_dialect.thing"() ({
   ^b6:
    %value27, %_28:2 = "foo.bar"(%value1#0, %v26) {_u0, value1= 610.355191 : f64, b2, z93= tensor<45x1xindex>}: (f64, f8E4M3) -> (ui32, vector<f6E2M3FN>, !my_dialect.a.b) loc("":3:33 to :39)
    %29, %v30:2 = "bar.yield"(): () -> (f32, tensor<854xf128, {a = 1 : i64}>, !foo.type) loc(callsite(unknown at "name"))
    "x.y"(%29) {}: (f32) -> () loc(unknown)
   }, {
    "a.b"(%tmp_4#1): (tensor<4x?x?x4xvector<[13]x13x15xf8E5M2>>) -> () loc("callee"("f":57))
   }) {x0, z91}: () -> ()
   "a.b"(%v26, %_24, %value17#2): (f8E4M3, f80, memref<497x8xf16, strided<[?, 1], offset:0>, 2>) -> ()
  }, {
  }, {
   %31 = "z.nop"(%value17#1, %_18) <{}> {sym_name0, b1= array<f64: 0.0379181, 1.0, 0xFAD928710F4EA0CD, -33320.0, 826.959834>, k$2= -467540.0 : f16, sym_name3= []}: (complex<f80>, tensor<*xvector<15x6xi24>>) -> (memref<8x1xvector<[15]x10xf64>>) loc("op.1")
  }): () -> index
  "foo.bar.baz"(%value19#1, %22)<{sym_name0= {value0, attr1= ".", a2= dense<"0xF33D258E"> : tensor<2xbf16>, k$3= 0x0: ui8}, b1= " @ 0.}", k$2= "<}./X\n <\7f\t\n}"}>: (none, index) -> () loc("dir/with space.c":9:59 to 11:65)
  "x.switch"(%22, %value19#1)[^3]: (index, none) -> ()
 }) {}: (memref<6xui17, strided<[?], offset: ?>>) -> i128
 %32:3 = "my_dialect.thing"(%0#0): (i128) -> (complex<f32>, index, complex<f64>) loc("callee"("a.mlir":4:439))
 %33 = "my_dialect.thing"(%value16, %32#2)<{value0= array<f32: 337.737099, 0.3, -65504.0, 0x7719101A>, b1= tensor<*xi1>}>: (i128, complex<f64>) -> f32
 %v34 = "foo.bar"(%32#0): (complex<f32>) -> tuple<f8E4M3FN, i17, f8E4M3B11FNUZ> loc("a.mlir":461:373)
}) {foo.module_attr = [false, 27.83E7 : f16, "z\\\t\00\55\t"]} : () -> ()
