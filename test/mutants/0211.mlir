!ty0 = si64
!t1 = vector<15xf64>
!alias_2 = tensor<12x?x?xi24>
#l_x0 = loc(fused[])
!ty3 = tuple<i1024, f16, memref<7x?x8xi3, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "local mem">, si8>
#L1 = loc("f":189:453)
#loc2 = loc(fused<5 : i32>[#L1, "name", #L1])
!T_4 = !my_dialect<"abc">
#a3 = complex<f6E2M3FN>
!t5 = f32
!T_6 = memref<321xcomplex<f32  >, affine_map<(d0) -> (d0)>>

"builtin.module"() ({
 %_0, %arg1:3 = "d.op_1"(): () -> (f4E2M1FN, ui3, !ty0, !t1) // trailing comment
 %value2, %value3:2 = "foo.bar"() ({
}): () -> (!alias_2, tensor<*xindex>, !alias_2)
 %a.b4:4 = "foo.op"(%value3#1, %arg1#1, %_0) {b0= unit}: (!alias_2, !ty0, f4E2M1FN) -> (complex<i32>, si24, i1, bf16)
 "z.nop"()<{x0= [dense<0> : tensor<2x4xui64>, dense<[[0x2F801, 0.1], [4.9e-324, 1.5], [9.77267e-28, -56.93E1], [0.0, 683.451023]]> : tensor<4x2xtf32>, 2.718281828459045 : f8E4M3FN, affine_map<()[N0] -> ((3 + 3) mod 8, 7 * (N0 + N0), -(N0) - (2) mod 7)>], value1= dense<26.35E9> : tensor<f64>, my.k2= ["#}🙂", dense<6.02214076e23> : tensor<tf32>, -2.0 : bf16]}>: () -> ()
 %_5 = "my_dialect.thing"(%a.b4#2) ({
 ^bb0(%6: memref<?xsi8, 7>, %7: index, %_8 : i1):
  %value9 = "foo.op"() {}: () -> (!t1)
  %$10 = "bar.yield"(%_8): 
  (i1) -> vector<5x[1]x6xi32> loc(#l_x0)
  "foo.compute"(%value9, %value9, %a.b4#1) ({
   %x11 = "a.b"() ({
   ^2(%x12: !ty3, %value13: !ty3 loc(callsite(#loc2 at "a.mlir":27:80 to 28:62)), %value14: tf32):
    %arg15 = "a.b"(%arg1#0, %$10) {attr0= affine_set<(d0) : ((-(d0)) mod 3 >= 8 * (6), 6 <= 4)>}: (ui3, vector<5x[1]x6xi32>) -> (index) loc(callsite("n"("f":233:335) at callsite("a.mlir":0:418 at #l_x0)))
    %value16 = "foo.bar.baz"(%arg15): (index) -> i16 loc(fused<3 : i32>[]) // trailing comment
    %value18 = "a.b"(%6, %a.b4#1, %arg15): (memref<?xsi8, 7>, si24, index) -> !T_4 loc(fused[])
    %_19 = "my_dialect.thing"(%value16, %value18, %value2) {"quoted key 0"= sparse<[[1, 0, 2]], [-1]> : tensor<6x3x4xi64>, foo.k1= false, "quoted key 2"= 0.3 : bf16, z93= affine_map<()[s0] -> (((8) mod 4) mod 8)>}: (i16, !T_4, !alias_2) -> tensor<?x6xvector<14xi32>>
    %20 = "z.nop"(%x12, %a.b4#2, %arg15)<{z90= true, _u1= 131071: ui17, "quoted key 2"}>: (!ty3, i1, index) -> f16
   }): () -> tuple<i16, i7>
  }): (!t1, !t1, si24) -> ()
  "foo.compute"() <{sym_name0= "", foo.k1= dense<0x19> : tensor<f6E2M3FN>, k$2}> ({
  ^$3(%21: complex< 
 f32 >, %v22 : i7, %value23: index):
  }): () -> () loc("dir/with space.c":4294967295:373)
  %_24 = "foo.bar.baz"(%$10, %$10) {sym_name0= -4: i3, z91= 0: ui64, b2, d.k3}: (vector<5x[1]x6xi32>, vector<5x[1]x6xi32>) -> tuple<f16, bf16, !alias_2, i8>
 }) {attr0= #a3, _u1= #foo.v<<f32 {? -5}>>, _u2}: (i1) -> complex<f64>
 %25, %26:2 = "foo.op"(%a.b4#3)<{b0, a1= 1: si8}>: (bf16) -> (!foo.type, vector<13x[12]xindex>,  f16) loc("src/x.py":482:409)
 "d.op_1"(%value3#1): (!alias_2) -> ()
 %_27, %28:2 = "foo.bar"() {}: () -> (f32, !t5, memref<28x2xui1024, {kind = "scratch"}>) loc("src/x.py":9:58 to :59)
 %-29 = "foo.bar.baz"(%arg1#1, %_27) {foo.k0= affine_map<(d0)[s0, s1] -> ()>, sym_name1= dense<"0x6471067E77EE834F"> : tensor<i64>, foo.k2= array<i32: 53, -1, -19325, -1>, z93}: (!ty0, f32) -> !T_6
 %value30, %31:2 = "my_dialect.thing"(%28#1, %-29, %-29) {k$0= dense<4.9e-324> : tensor<4x3xf32>, x1= 0: i64, a2}: (memref<28x2xui1024, {kind = "scratch"}>, !T_6, !T_6) -> (i8, si64, f80)
 %v32 = "my_dialect.thing"(%31#0, %26#1) {sym_name0}: (si64, f16) -> vector<[3]x6x[2]xsi24> loc(#l_x0)
}) : () -> () loc("name")
