!ty0 = tensor<8xi16>
#attr_0 = 0: ui17
#attr_1 = -100.0 : bf16
#a2 = sparse<[[4, 0, 0], [1, 2, 1], [1, 0, 0]], [18446744073709551615, -15724, 0x11]> : tensor<5x3x2xi64>
#loc3 = loc("a.mlir":0:186)
!T_1 = memref<240x?xf8E5M2>
!alias_2 = index
#loc5 = [#attr_4]
#attr_4 = dense<4294967295> : tensor<i32>
#L6 = loc(unknown)
!T_3 = f32

"builtin.module"() ({
    "foo.compute"() ({
}) {}: () -> ()
    "foo.bar.baz"() ({
        %0 = "a.b"() <{}>: () -> !ty0 loc("f":4294967295:446)
    }): () -> () loc("":1)
    "d.op_1"() <{my.k0=  0.046 : f16, value1= {attr0= "!", foo.k1 = #attr_0, value2= affine_set<(d0)[s0] : (1 <= 9, ((d0) * s0) ceildiv 7 == 0, -(4) * 1 >= 0)>},  "quoted key 2"=   si8}> {}: () -> () loc("op.1")
    %a.b1 = "x.y"() <{}> ({
    ^exit1:
    }) {attr0= dense<(0x69250D7EA96F1FEA, 89.63E2)> : tensor<complex<f64>>, sym_name1= #attr_1}  : 
  () -> f64
    %_2:4 = "a.b"(%a.b1, %a.b1, %a.b1) {value0= dense<-1.0e38> : vector<1x3xf16>, sym_name1,  b2= false,  x3= {foo.k0= [#a2], k$1= #a2, k$2=   "\C3\A9" : i32}}: (f64, f64, f64) -> (f32, !foo.t_1, tensor<4x? x 1xf16> , complex<bf16>) loc("with \"q\"")
    %3 = "x.y"(%_2#1, %_2#0) {}: (!foo.t_1, f32) -> !bar.type loc("f":257:397)
    %4, %x5:2 = "bar.yield"(%3,  %_2#0, %_2#3): (!bar.type, f32, complex<bf16>) -> (!foo.param<?>, f32,  i32)
    %_6 = "bar.yield"(%4): (!foo.param<?>) -> complex< 
 f8E4M3FNUZ>
    %value7 = "foo.op"() ({
    ^bb2(%8 : !ty0, %v9: i16, %10: ui1):
        "my_dialect.thing"(%10, %_2#2, %3) <{b0= false}>: (ui1, tensor<4x? x 1xf16>, !bar.type) -> () loc(#loc3)
        "my_dialect.thing"(%_6, %3,
    %_2#2)<{attr0}> ({
        ^exit3:
            %value11 = "foo.compute"(%v9) <{z90,
    a1, b2= [affine_set<(d0, d1, d2)[s0, s1] : (s0 * 8 == 0)>, "\92\7fz!\83\n<", 20.11E3 : f64]}> ({
                %12:3 = "foo.compute"(%10, %_2#0)<{sym_name0}>: 
  (ui1, f32) -> (i32,
    f8E5M2FNUZ, i1)
                "bar.yield"() {b0= {attr0=   dense<-52.11E4> : tensor<3xf8E4M3FNUZ>, _u1 = dense_resource<weights0> : tensor<3xf64>, "quoted key 2"= 57 : index, _u3 = false}, _u1  = "a<" : f32, d.k2=	 ""}: () -> () loc("src/x.py":243:48)
                "foo.compute"(%10,  %x5#0) {}: (ui1, f32) -> () loc("x")
                %13:2 = "my_dialect.thing"(%_2#2, %12#0) {}: (tensor<4x? x 1xf16> , i32) -> (complex<f64>, !T_1)
                %value14:2 = "a.b"(%_2#1):   (!foo.t_1) -> (f64, index)
                "bar.yield"(%value14#1, %13#1) {x0= array<i8: -128,255, 1, 5>, value1= #x.p<-3,a.b>}: (index,
    !T_1) -> ()
            }): (i16) -> (index)
            %15 = "a.b"(%v9) {attr0 = "z", a1= #loc5}  : (i16) -> !alias_2
            "bar.yield"(%10, %_2#1, %15): (ui1, !foo.t_1, !alias_2) -> () loc("":0:211)
        }): (complex< 
 f8E4M3FNUZ>, !bar.type, tensor<4x? x 1xf16>) -> () loc(#loc3)
        "z.nop"(%v9, %10) ({
            %v16:4 = "my_dialect.thing"(%8): (!ty0) -> (ui17, tf32 , none, index) loc("x") // trailing comment
            %17 = "foo.op"(%v16#1, %v9, %v16#2): (tf32, i16, none) -> complex<f8E5M2FNUZ>
        }) {"quoted key 0"= #loc5, sym_name1,  value2= tuple<f64, bf16 , si32>}: (i16, ui1) -> ()
        %value18 = "d.op_1"(%_2#3 , %3, %10) <{_u0= affine_map<(d0)[s0] -> (s0 * 4 * 5, -(2 * (7)))>}>:	 (complex<bf16>, !bar.type , ui1) -> ((complex<i24>) -> (index, none))
        %_19, %v20:2 = "foo.bar"(%value18, %_6, %v9): ((complex<i24>) -> (index, none), complex< 
 f8E4M3FNUZ>,i16) -> (si1, f8E3M4, tuple<i17>)
    }, {
}, {
    ^b6(%21: !alias_2, %22: i32 loc(unknown)):
        "cfx.cond_br"(%22, %_2#1, %21)[^7, ^bb9] {x0= -9223372036854775808  : i64, _u1= "\EE# \00\\%🙂!b\00", d.k2= 
  array<i32: 0, 106514838, 1>}: (i32, !foo.t_1, !alias_2) -> ()
    ^7(%_23: !bar.param<{true, 37}> loc("":468:148), %24: !alias_2):
        "a.jump"(%24, %24)[^8, ^7] {}: (!alias_2, !alias_2) -> ()
    ^8(%a.b25 : complex<ui1024 
 >, %26: tensor< 
 *xcomplex<f8E4M3FNUZ>> loc(#L6)):
        "cfx.cond_br"(%4,
    %a.b1)[^bb9 , ^8]: (!foo.param<?>, f64) -> () loc(unknown)
    ^bb9():
        "a.jump"(%22, %22)[^7]: (i32, i32) -> () loc("dir/with space.c":93)
    }) {x0= affine_map<(d0, d1) -> (-(5 * (d1)), 8 * (4 * (8)), d0)> , value1= "-}\t\57\""}: () -> !ty0
    %27 = "foo.op"() {z90,  my.k1=  #loc5, "quoted key 2"= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF: si128 , d.k3= index}:   () -> !ty0
    "x.y"(%27): 
  (!ty0) -> () loc(callsite(unknown at "src/x.py":190:0))
    %v28, %a.b29:2 = "foo.bar.baz"(): () -> (memref<*xvector<index>, 4>, !T_3, !my_dialect.type)
}) {foo.module_attr = dense<[0xDE159942D53616D]> : tensor<1xi64>} : () -> () loc("n"("":196:157))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000038568582920F0031C5FE9BDB43FD2BB899B6A86505EB48BD"
    }
  }
#-}
