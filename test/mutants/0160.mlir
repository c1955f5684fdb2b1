// ir-gen random --seed 221 --size 34
!t0 = bf16
#l_x0 = loc(unknown)
!ty1 = i64
!t2 = i8
#a1 = dense<(51, -44)> : tensor<complex<i32>>

"builtin.module"() ({
  "bar.yield"() <{a0= 0x0:  ui7, _u1=   "\t \".\t-\00-./}_" : f8E4M3}> 
 : () -> ()
  %value0 = "foo.op"() {}: () -> (!foo.param<77, -4, -8>) loc("n"("src/x.py":46:70 to 46:64))
  %1 = "a.b"(%value0, %value0) {sym_name0, z91 
 = {}, z92= "\00bz{", attr3= 0.2 : f64}: (!foo.param<77, -4, -8>, !foo.param<77, -4, -8>) -> f16 loc(fused[])
  %_2 = "x.y"(%value0, %1, %1) {value0= -1: i64, sym_name1= [#foo.p<<{65 , ? , ?}, 62> -7 [?,i8,<-5 "x y" ?>]>], b2= [distinct[2]<>]}: (!foo.param<77, -4, -8>, f16 , f16) -> ((!t0 , i1) -> !t0)
  %v3, %_4:3 = "foo.bar.baz"(%value0, %_2, %1) {_u0= 0xD4ED : f16, _u1= {x0= (memref<?x?xf64>) -> i1}}: (!foo.param<77, -4, -8>, (!t0 , i1) -> !t0, f16) -> (complex<f8E3M4>, i1024, !my_dialect.t_1, index)
  %-5 = "foo.bar"(%_4#0) {x0}:  (i1024) -> !foo.type loc(fused[fused[#l_x0, "f":29, "f":28:11 to 31:54]])
  %6 = "foo.op"(%_2)	:   ((!t0 , i1) -> !t0) -> i7
  %7:2 = "foo.bar"(%_4#2, %-5): (index,  !foo.type) -> (vector<14xf16>, tensor<  complex<i1>>)
  %8 = "z.nop"(%7#0, %7#1, %7#0) ({
}): (vector<14xf16>, tensor<  complex<i1>>, vector<14xf16>) -> !ty1 loc("a.mlir":370:4294967295)
  "z.nop"() ({
  ^bb0(%v9: complex<i128>, %10: i16 loc("src/x.py":170:4294967295), %arg11 : i64 loc("":11:34 to :41)):
    "z.nop"() ({
    ^2:
      %value12 = "foo.compute"(%arg11, %8) {a0= "b.{\\\"\t{", x1= dense<0.3> : tensor<f6E2M3FN>} : (i64, !ty1) -> f6E2M3FN
    }) {_u0= @x.y::@_priv, d.k1=  distinct[4]<-9223372036854775808 : index>, x2= 0: i8}: () -> ()
    %_13:3 = "foo.bar"(%v9, %7#1) {b0= true, attr1= affine_set<(d0, d1)[s0, s1] : ((1 * (s1)) mod 7 == 0, 6 - s1 * 8 <= 1)>} : (complex<i128>,  tensor<  complex<i1>>) -> (tf32, index, f32) loc(#l_x0)
    %14:2 = "bar.yield"(%8): (!ty1) -> (vector<11x1x3xui32>, tuple<i128, vector<15x8x11xui8>, memref<934x955x?xindex, "local mem">, f64>) loc("callee"("name"))
    "a.jump"(%_2,%-5)  [^$1]: ((!t0 , i1) -> !t0,  !foo.type) -> ()
  ^$1(%x15: complex<f16>, %value16: tensor<*xf32> loc(fused<8 : i32>["f":0:4294967295]), %17 : bf16):
    %18 = "foo.compute"(%v3, %14#0, %-5) ({
      %value19 = "a.b"(%x15, %_2,
    %value16) {foo.k0= @c, attr1, z92= 0x0: ui1, my.k3= 4.9e-324 : f6E2M3FN}: (complex<f16>, (!t0 , i1) -> !t0, tensor<*xf32>) -> memref<3x5xvector<index>,  2>
      "a.jump"(%_2, %_4#0, %17)  [^bb4] {"quoted key 0", x1= 
  -1: i32, sym_name2	= -0.0882372}: ((!t0 , i1) -> !t0, i1024, bf16) -> ()
    ^bb4():
      %20:4 = "foo.compute"(%17): (bf16) -> (f8E5M2, f4E2M1FN, !t0, ui1) // trailing comment
      %_21:4 = "z.nop"(%20#0) ({
        %22 = "foo.op"(%17, %20#3): (bf16, ui1) -> index
        %23 = "foo.compute"() : () -> ui32 loc("op.1")
        "foo.bar.baz"() {_u0=	 -47.71E1 : bf16, k$1 = 9223372036854775807: si64}: 
  () -> ()
        %x24 = "foo.op"() {"quoted key 0"= [], a1=   {}}: 
  () -> f32
      }, {
        %v25 = "foo.compute"(%20#2, %20#0, %20#1):  (!t0, f8E5M2, f4E2M1FN) -> i7 loc("dir/with space.c":380:377) // trailing comment
        "d.op_1"(%20#3):  (ui1) -> () loc("a.mlir":330:4294967295)
        "foo.op"(%value19, %20#2) {}: (memref<3x5xvector<index>,  2>,
    !t0) -> ()
        %26 = "x.y"(%v9) {}:  (complex<i128>) -> !t0 loc(fused<"meta">[])
        "bar.yield"(%1)<{_u0, "quoted key 1"= i16, d.k2}>: (f16) -> () loc("f":79:421)
        %27 = "z.nop"(%v25, %7#1, %20#3)<{foo.k0= 1: 
  i32, sym_name1= #a1 , k$2=	 0x1, sym_name3= dense<(76, -1)> : tensor<complex<i32>>}>: (i7, tensor<  complex<i1>>, ui1) -> si32 loc("dir/with space.c":46:43 to :45)
      }):   (f8E5M2) -> (tuple<f4E2M1FN, !t2, tf32>, index, ui128, tensor<?xi16>)
      "d.op_1"(%_21#1, %14#0) :   (index, vector<11x1x3xui32>) -> ()
      "foo.br"(%_21#2, %_21#2)[^bb4]<{b0, _u1=   "*0./\00\n"}> ({
        "builtin.module"() ({
          %28 = "x.y"()	: () -> tensor< *xf8E3M4>
          %value29:3 = "foo.bar.baz"(%28): (tensor< *xf8E3M4>) -> (none,f16, i128) loc("op.1")
        }) : () -> ()
      }, {
        "cfx.cond_br"(%arg11)[^bb8] <{d.k0= dense<false> : tensor<297xi1>, x1= array<f32: 92.5E7>}> {value0= "\55*{\\#{🙂/",
    x1= dense<[[371753.0, 0.7849030, 0.1, -31.11E1], [0.8248720, 63.20E8, 3.14159265358979, 0x47], [0xD9,0.2985077, 0.1872092, 0.1]]> : tensor<3x4xf8E8M0FNU>} 
 : (i64) -> ()
      ^bb8:
        // // nested
        "cfx.cond_br"(%_21#0)[^$9,
    ^$9] : (tuple<f4E2M1FN, !t2, tf32>) -> ()
      ^$9(%30: complex<f32>, %31: tuple<>):
        "foo.br"(%_21#2, %-5)[^bb10, ^bb10] 
 : (ui128, !foo.type) -> () loc("src/x.py":35:69)
      ^undefined_block():
        "foo.bar"()<{my.k0, sym_name1= {sym_name0= array<f32: -0.0542427>, k$1 = @"x y",  k$2= #bar.v<<true,[-1 , "x y" , 51]>>}}>: () -> ()
      }) {b0= 9223372036854775807 : index, z91,_u2= "\t.z\C3\A90 "}:   (ui128, ui128) -> ()
    }, {
      "foo.bar.baz"(): () -> () loc("f":9:35 to 11:25)
    }) {d.k0= affine_map<(d0) -> (d0 * 6, -(d0 + d0))>, foo.k1,foo.k2= {sym_name0= array<i32>}}: (complex<f8E3M4>, vector<11x1x3xui32>, !foo.type) -> ((!ty1) -> f32) loc(callsite("x" at unknown))
    %32 = "foo.op"(%_4#0): (i1024) -> (memref<? x ui64, strided<[?], offset:0>, 5>)
    %_33 = "my_dialect.thing"(%17 , %14#0): (bf16,  vector<11x1x3xui32>) -> f6E2M3FN loc("dir/with space.c":378:222)
    "foo.bar.baz"(%32, %_33, %18) {value0}: (memref<? x ui64, strided<[?], offset:0>, 5>, f6E2M3FN, (!ty1) -> f32) -> () loc(unknown)
    "x.switch"(%32, %_33, %_13#2)[^$1] {x0= 137769095207118372, sym_name1= -506: i32,  attr2=	 {}} : (memref<? x ui64, strided<[?], offset:0>, 5>, f6E2M3FN,f32) -> ()
  }) {value0= -3.14159265358979, k$1, attr2= dense<[(47, -69), (49, -60), (85, -46), (37 , -63)]> : tensor<4xcomplex<i32>>}: () -> () loc("src/x.py":158:156)
  %value34 = "bar.yield"(): () -> f32 loc("a.mlir":4294967295:335)
  %v35 = "my_dialect.thing"()  : () -> (i64) loc("with \"q\"")
}) {foo.module_attr = false} : () -> () loc("":4:76 to 6:56)
