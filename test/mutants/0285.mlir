// ir-gen random --seed 46 --size 30
#l_x0 = loc("op.1")
!T_0 = complex<f32>
#L1 = loc("n"("with \"q\""))
!t1 = vector<[7]xf6E2M3FN>
#l_x2 = loc(fused[callsite(#L1 at unknown), "src/x.py":46:70 to 48:77])
#attr_3 = loc(#l_x2)
!ty2 = tensor<29x24x60xf8E3M4>
#attr_4 = @"x y"
#L5 = loc("op.1")
#loc6 = loc("n"("x"))
#loc7 = loc("with \"q\"")
#a8 = dense_resource<blob0> : tensor<5xf64>

%v0 = "bar.yield"() ({
}): () -> f64
%v1:4 = "x.y"() {my.k0, value1= {d.k0= loc("dir/with space.c":11:450)}, z92= #foo.p<[-0 , <-4 , "x y">]>}: () -> (none, none, memref<*xi8, "gpu">, complex<f4E2M1FN>) loc(fused["n"("name"), #l_x0])
%v2 = "bar.yield"(%v1#1) {b0= "{\n\00\tb\C3\A9", x1= 1: i32}: (none) -> none loc(#l_x0)
%3:4 = "a.b"(%v0) ({
 %value4 = "foo.compute"(): () -> bf16
 "a.b"() <{foo.k0= dense<(0xB3DFF99E, 4.797)> : tensor<complex<f32>>, x1}> {}: () -> ()
 "a.jump"(%v1#2)[^1, ^1]: (memref<*xi8, "gpu">) -> ()
^1(%5: vector<5xi64> loc("x")):
 "foo.compute"(%5): (vector<5xi64>) -> () loc(#L1)
 %v6 = "bar.yield"(%v2) {value0= 0: i64, sym_name1= sparse<[[0], [4], [0]], [0x403A, 0.9804031, 1.0E+10]> : tensor<5xbf16>, _u2= 0xB30EFF02084753A4 : f64, d.k3= @s$::@f_1}: (none) -> !t1
 "x.y"(%v6)<{}>: (!t1) -> ()
 %7, %value8:2 = "bar.yield"(%value4) {}: (bf16) -> (memref<33x36 x 32xsi8, strided<[?, 57, ?], offset:0>>, tensor<902x3x48x!my_dialect.param<"x y">>, memref<2x3x3xindex, strided<[?, 43, ?], offset:0>>)
 %_9 = "bar.yield"() {b0= dense<-5.52830e+12> : tensor<f6E3M2FN>, b1= #attr_3}: () -> !foo.a.b loc(fused[])
}):   (f64) - (tensor<3x1x12xsi3>, !T_0, !T_0, i32)
%10 = "foo.bar"(%3#0, %3#1) {value0= "", foo.k1= #attr_3, attr2= array<i32: -2147483648, 904657764, 1, 0>}: (tensor<3x1x12xsi3>, !T_0) -> !foo.v<i8>
%11 = "foo.bar.baz"(%3#1, %10) ({
 %value12 = "bar.yield"() ({
  %value13 = "a.b"(%3#3, %v0, %v0)<{attr0= 1.0e38 : f64}> {"quoted key 0"= array<f64: 697086.0, 59689.0, 35.5E1>, b1}:	 (i32, f64, f64) -> (complex<f8E4M3>)
 }) {foo.k0}: () -> memref<6xf6E3M2FN, {kind = "scratch"}> loc("":44:57 to 45:44)
 %v14:4 = "foo.bar.baz"(): () -> (!foo.param<32>, tensor<2x3x44xi1>, complex<f8E4M3>, memref<?xi64>)
 %15 = "a.b"(%v1#2, %v14#2)<{k$0= true}>: (memref<*xi8, "gpu">, complex<f8E4M3>) -> (!T_0)
}, {
^loop4(%-16 : f80 loc(callsite(unknown at "f":93:472))):
 %17:4 = "my_dialect.thing"(%3#1, %v1#0,  %3#3) <{x0= -1}> {a0= affine_set<(d0)[s0] : (d0 == 0, (s0 + s0) mod 8 == 0)>, value1}: (!T_0, none, i32) -> (vector<index>, (i64) -> (), !ty2, bf16) loc("f":0:416)
 "foo.op"(%17#1, %17#1)<{my.k0= "#-*\01}\00\\-X\\", sym_name1, z92= "</"}> {}: ((i64) -> (), (i64) -> ()) -> () loc(#l_x0)
 %v18 = "a.b"(%10): (!foo.v<i8>) -> f16 loc(#l_x0) // trailing comment
 %_19:3 = "my_dialect.thing"(%3#3, %17#2, %17#2) ({
 ^x.y5():
  %value20 = "d.op_1"(%10, %v18, %17#2) {attr0= 0 : index, _u1= #attr_4}: (!foo.v<i8>, f16, !ty2) -> tf32 loc(fused<"meta">[callsite("dir/with space.c":6:21 to 6:74 at "a.mlir":73:222), "n"(unknown), callsite(#L5 at unknown)])
  %arg21 = "d.op_1"(%3#1, %17#2): (!T_0, !ty2) -> (tensor<  bf16>) loc("op.1")
  "foo.bar.baz"(%arg21, %arg21, %17#3) <{foo.k0= -1: i32}> {}: (tensor<  bf16>, tensor<  bf16>, bf16) -> () loc("src/x.py":47:49 to 50:19)
 }, {
  %x22 = "foo.op"(%v18) ({
  ^bb7(%arg23 : index, %_24: !foo.t<-7>, %v25: !T_0 loc("src/x.py":164:99)):
   %-26 = "my_dialect.thing"(): () -> none loc(fused["src/x.py":266:108, "f":163:0, #loc6]) // trailing comment
   %27:2 = "d.op_1"(%v25, %v1#2, %_24) <{}>: (!T_0, memref<*xi8, "gpu">, !foo.t<-7>) -> (!T_0, bf16) loc(unknown)
  }) {a0= 0.588, attr1=	 sparse<[[1, 1], [2, 1], [3, 1], [3, 0]], [960.487448, 87.17E5, 0.3, 513.461055]> : tensor<5x2xf32>}: (f16) -> f16 loc(#L1)
  "foo.bar.baz"(%17#0, %v1#2, %3#3)<{z90= #attr_3, value1= #attr_3, k$2= distinct[2]<(tensor<?x8x?x?xbf16>) -> (si128, tensor<30 x ?x?xf16>)>, "quoted key 3"}> {b0= #attr_3, foo.k1= @"x y"}: (vector<index>, memref<*xi8, "gpu">, i32) -> ()
 }, {
 ^bb8(%_28 : f8E4M3 loc(#loc7), %v29: vector<3x[12]x12xi24> loc("f":19), %_30 : si1):
 }): (i32, !ty2, !ty2) -> ((vector<ui1024>, complex<f6E3M2FN>) -> (i8, ui1), !t1, complex<f64>) loc(callsite("f":141:0 at "f":36))
 %31 = "bar.yield"(%-16, %_19#2, %_19#0) {_u0, b1, x2, x3= #a8}: (f80, complex<f64>, (vector<ui1024>, complex<f6E3M2FN>) -> (i8, ui1)) -> !foo.t_1
 %32 = "bar.yield"() {}: () -> tensor<0x0x1x?xindex>
}) {sym_name0, b1= array<i8: 0x1, 13, -128>, k$2= "b-%_'"}: (!T_0, !foo.v<i8>) -> complex<i16>
"d.op_1"(): () -> () loc(#loc6)
%33:2 = "a.b"(%3#2, %3#3, %3#2) {z90= affine_map<(d0, d1, d2) -> (d1, 1, d2)>, d.k1, "quoted key 2"= dense<"0x884A83A1371078B24CD2C327BD3950D7"> : tensor<2x4x1xi16>, a3= true}: (!T_0, i32, !T_0) -> (memref<165xcomplex<f16>, "shared">, index)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B0521F0DD124BBB45826B3950ED158CD06BD8A8F7E4CDA15823F4A9618384A6B1EEDFA48516F6971"
    }
  }
#-}
