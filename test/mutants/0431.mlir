// ir-gen random --seed 48 --size 7
!t0 = tensor<8x4xi32>
#l_x0 = loc("with \"q\"")
!t1 = !my_dialect.t<<?> abc>
#l_x1 = loc("src/x.py":474:21)

"builtin.module"() <{sym_name = "m24"}> ({

%_0 = "bar.yield"() {}: () -> f64
%1:3 = "x.y"(%_0)<{z90= #x.a<true>,
    sym_name1= 20: i64}> {"quoted key 0"= -2147483648: si32, b1= false}: (f64) -> (f32, !t0, index) loc(#l_x0)
%value2 = "foo.bar"(%1#2, %1#2, %1#2) ({
%_3:4 = "my_dialect.thing"(%1#1) ({
^bb1(%value4 : index loc(fused<2 : i32>["a.mlir":11:38 to 13:70, #l_x0]), %v5 �(: vector<[10]x2x13xf32>):
// a comment
"a.jump"(%1#1, %v5, %1#2)[^bb2] <{my.k0= true}> ({
^bb4(%value6: tensor<f8E5M2> loc(unknown), %7: none):
%r8, %9:3 = "foo.op"(): () -> (!t0, f32, !bar.t<{{a.b}} , -7 , true>, !t1)
}) {}: (!t0, vector<[10]x2x13xf32> , index) -> ()
^bb2():
"cfx.cond_br"(%v5, %1#0)[^3]: (vector<[10]x2x13xf32>,
    f32) -> ()
^3(%r10 : vector<[5] x bf16>):
%11:4 = "foo.compute"(%v5, %_0, %r10) {k$0= dense<1> : tensor<2x3xui3>}: (vector<[10]x2x13xf32>, f64, vector<[5] x bf16>) -> (tensor<4x53x1xcomplex<f32>>, tensor<?x3xvector<2x1xi128>>, complex<f8E3M4>, i128) loc("a.mlir":18:35 to 21:24)
}, {
// é unicode
"foo.br"()[^b6]<{b0= array<i64: 3, -1, -1>, foo.k1= 1: i64}>:	 () -> () loc("name")
^b6:
"x.switch"(%_0, %1#1, %1#1)[^bb7, ^bb7] {a0= affine_set<(i0, i1)[N0] : ((i0) ceildiv 6 - N0 - i1 == 0, N0 <= 6, ((N0) ceildiv 1) mod 2 <= 8)>} : (f64, !t0, !t0) -> ()
^bb7(%value12: (none, vector<10x3x14xf8E4M3>) -> (bf16, i1), %_13: !foo.t<"x y" , [<-6> , "x y" , <-7>]>, %v14: memref<284xf64, 3>):

"cfx.cond_br"(%1#2, %1#2, %v14)[^x.y8, ^x.y8]: (index, index, memref<284xf64, 3>) -> ()
^x.y8:
%_15:2 = "foo.compute"(%1#0, %1#0): (f32, f32) -> (tensor<?x?xf64>, bf16)
}, {
^bb9():
}) {value0, b1= loc("":499:344), d.k2=  "@\\🙂", "quoted key 3"=	 unit}: (!t0) -> (tensor<i8>, tensor< 
 f8E5M2>, bf16, i64)
%v16 = "foo.bar.baz"() {sym_name0= 17.39E9 : f32}: () -> f16 loc("dir/with space.c":2:32 to 2:48)
}, {
"builtin.module"() ({
"foo.bar.baz"(): () -> ()
}) : () -> () loc("op.1")
}) {x0= #my.v<[80,f32,?]>, sym_name1= distinct[3]<array<f32: 0.1015525, 2.767>>, sym_name2= #x<"a b">}: (index, index, index) -> vector<14xindex> loc(#l_x1)

"my_dialect.thing"(%1#0) {a0= -100.0}: (f32) -> () loc(unknown)
}) : () -> ()
