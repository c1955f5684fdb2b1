// ir-gen random --seed 283 --size 24
%tmp_0 = "foo.compute"() ({
^exit0(%-1: i64):
 %x2, %3:2 = "bar.yield"(%-1, %-1) <{}> {value0, _u1= 65504.0 : f16}: (i64, i64) -> (complex<i32>, complex<f16>, index) loc(fused<"meta">[])
 "bar.yield"(%x2, %x2, %-1) ({
 ^bb1:
  %_4, %5:2 = "z.nop"(%x2) {z90= affine_map<() -> ((-(6)) mod 8)>}: (complex<i32>) -> (i24, ui3, bf16) loc(fused[fused[], callsite("f":196:55 at "a.mlir":29:51 to :52), "dir/with space.c":):405])
  // "quotes" and {braces} in a comment
  %_6:2 = "foo.compute"(%5#0, %x2, %5#0): (ui3, complex<i32>, ui3) -> (index, vector<f64>) loc("dir/with space.c":36:62 to 37:76)
  %_7 = "foo.op"(%5#1,%-1, %_6#0) ({
   %x8 = "foo.op"(%_6#1, %5#1) <{k$0, foo.k1=   "a*\7f/.\C3\A9%}*" : i1, attr2= dense<[(-3.525, 695.171566), (65504.0, 3.14159265358979), (2.0, 8.408), (0xE21E, -2.5e-3)]> : tensor<4xcomplex<f16>>}>: (vector<f64>, bf16) -> (!foo<"abc">)
   %value9 = "a.b"() {z90= dense<[1, false, -1]> : tensor<3xi1>, b1= bf16, value2= 0, a3= sparse<[[2, 2], [1, 1]], [1.0, 0x26817FBE]> : tensor<3x4xf32>}: () -> (memref<*xf80, "local mem">)
   %_10 = "d.op_1"(%value9, %x8) {_u0= [[affine_map<(d0, d1, d2) -> (5, 3, 9 * (d1 + d2))>], #foo.attr, ""]}: (memref<*xf80, "local mem">, !foo<"abc">) -> vector<16xf8E4M3>
   "x.switch"(%x8)[^exit3]: (!foo<"abc">) -> () loc("src/x.py":42:13 to :17)
  ^exit3(%_11: tuple<f80, i1024>, %_12 : memref<37x8x456xbf16, "local mem">, %a.b13: f16):
   "d.op_1"(): () -> () loc(unknown)
   %v14 = "my_dialect.thing"(%x8, %_6#1) {z90= ["\"\t\00" : i32,  #my.attr, unit],my.k1= true, sym_name2= 1: si3}: (!foo<"abc">, vector<f64>) -> i1 loc("v"("name"))
   "cfx.cond_br"()[^exit3] {d.k0, a1= true, _u2= array<i1>, foo.k3= -48855664805 : index}: () -> () loc(callsite("dir/with space.c":98 at "":225:0))
  }): (bf16, i64, index) -> (vector<ui8>) loc("n"("src/x.py":0:359))
 }): (complex<i32>, complex<i32>, i64) -> ()
}, {
}) {z90= -0.2786045 : f64, b1= -9.12915e-15 : f6E3M2FN, value2, k$3}: () -> !x<"x<y>"> loc("src/x.py":93:455)
%v15 = "a.b"(%tmp_0, %tmp_0) {_u0	= false, k$1, k$2= "'\C3\A9é\260\2A\\\A2'\00" : bf16, foo.k3}: (!x<"x<y>">, !x<"x<y>">) -> (tensor<?xf8E3M4>) loc(unknown)
%16 = "my_dialect.thing"(%v15, %tmp_0, %v15): (tensor<?xf8E3M4>, !x<"x<y>">, tensor<?xf8E3M4>) -> si7
%17:4 = "a.b"() ({
^bb4(%value18: tensor<*xindex>, %_19 : complex<f4E2M1FN>, %-20 : si32):
 %v21 = "d.op_1"(%-20, %_19): (si32, complex<f4E2M1FN>) -> !foo.param<-2> loc(fused[])
 %22 = "foo.bar.baz"(%tmp_0, %-20): (!x<"x<y>">, si32) -> complex<ui1024> loc(callsite("n"("dir/with space.c":216:412) at "x"))
 %value23 = "a.b"(%_19) <{"quoted key 0"= {attr0= array<i1: true, false, false, true>}, k$1= distinct[2]<128.313062 : f8E4M3>}>: (complex<f4E2M1FN>) -> i3
 "foo.op"() {a0, sym_name1}:  () -> ()
}, {
 "x.switch"(%tmp_0, %v15, %v15290[^6]<{k$0  = 62 : index}>: (!x<"x<y>">, tensor<?xf8E3M4>, tensor<?xf8E3M4>) -> ()
^6(%_24: complex<f8E5M2>, %_25: f64 loc("callee"(fused[]))):
 "cfx.cond_br"(%tmp_0, %_24, %_24)[^bb7, ^bb7] <{x0= loc("name"), attr1= [[#my.attr, -265.538239 : f32], "0%}Xz\C3\A9-\00\n"], sym_name2= sparse<[[2], [0], [0], [1]], [1, -1, 4294967295, -3]> : tensor<4xi32>, a3= 8.163 : f32}>: (!x<"x<y>">, complex<f8E5M2>, complex<f8E5M2>) -> () loc("n"("f":6:80 to 9:33))
^bb7:
 "foo.br"()[^bb8] ({
}): () -> ()
^bb8():
 %v26 = "my_dialect.thing"(%16) <{foo.k0= #bar.v<55 , 3 , "x y">}>: (si7) -> memref<*xi3, "shared"> loc("":33:22 to 34:51) // trailing comment
}) {"quoted key 0"= 
  affine_map<(d0)[s0, s1] -> ()>} : () -> (complex<f6E2M3FN>, i8, i24, none) // trailing comment
