!ty0 = f16
#attr_0 = {b0= sparse<[[1], [1], [0]], [474, 661, 26]> : tensor<2xi64>, k$1= #foo.a<32 true 81>}
#map1 = {x0= affine_map<(d0)[s0, s1] -> ((7 * 3) ceildiv 1, s0, 6 * (s0 * 9))>, _u1= 0x0: i8, z92= loc("op.1"), my.k3	= 0xFE68F140A3F9D27D : f64}
#l_x2 = loc("name")
!T_1 = ui1
#attr_3 = {"quoted key 0"=  -5870088207140, "quoted key 1"= 
  #map1}
#x_y4 = {k$0= #attr_3}
!alias_2 = index
!t3 = i3
!T_4 = f8E5M2
!alias_5 = !bar<"x<y>">
!T_6 = bf16
!T_7 = si24
#loc5 = loc("op.1")
#a6 = @x.y::@"a"

"builtin.module"() ({
    %0 = "a.b"() ({
        %value1:4 = "z.nop"()<{attr0, foo.k1= 1.0e38 : f32, _u2= true}>: () -> (!foo.type , !my_dialect.v<-2 -1>, memref<338 x f80, affine_map<(d0)[] -> (4 * 5 + (7) mod 8)>>, index) loc("":266:0)
        %2:4 = "x.y"(%value1#1, %value1#1): (!my_dialect.v<-2 -1>, !my_dialect.v<-2 -1>) -> (memref<205x?x1xvector<16x[3]x7xindex>>, !ty0, !ty0, f64)
        "foo.br"()	[^bb1] {a0= #attr_0, z91= #attr_0, z92=  "}\\\" ", attr3  = dense<(-40.55E1, 448408.0)> : tensor<3xcomplex<f64>>} : () -> ()
    ^bb1():
        "x.switch"(%2#2)[^exit2] {sym_name0= #map1}:  (!ty0) -> ()
    ^exit2(%_3: (f8E8M0FNU) -> (), %v4: i64 loc("f":293:321), %5: !ty0 loc(#l_x2)):
        %value6:2 = "my_dialect.thing"(%_3, %5,  %2#2) ({
            "my_dialect.thing"(%_3): ((f8E8M0FNU) -> ()) -> ()
            %r7 = "bar.yield"(%v4): (i64) -> !T_1
            %8 = "bar.yield"() {b0 = -73.76E1, z91= affine_map<(i0)[N0] -> ((i0 + 7) * N0)>, k$2= dense<(28, -38)> : tensor<complex<i32>>} 
 : () -> i64
            "foo.compute"(%8) {"quoted key 0", a1= #x_y4}: 
  (i64) -> () loc("name") // trailing comment
            %_9:3 = "a.b"() ({
                %value10:2 = "foo.compute"(%value1#2, %5) {d.k0= #bar<"a b">}: (memref<338 x f80, affine_map<(d0)[] -> (4 * 5 + (7) mod 8)>>, !ty0) -> (!alias_2, memref<1x?xsi1>) loc(#l_x2)
                "d.op_1"(%2#3, %2#1, %value10#1) 
 : (f64,!ty0, memref<1x?xsi1>) -> ()
                %11 = "bar.yield"(): () -> !x.param<-3, ?>
                %$12 = "z.nop"(%11) {foo.k0= true}: (!x.param<-3, ?>) -> none
                "z.nop"()  : () -> () // trailing comment
                "x.switch"(%value10#0, %r7)[^bb6, ^bb6]: (!alias_2, !T_1) -> ()
            ^bb6(%tmp_13 : !my_dialect.param<{19,{? , a.b , 7},<53, 68>},?>):
                "cfx.cond_br"(%value10#1, %value10#1)[^bb7] {my.k0= 1: i64,b1}: (memref<1x?xsi1>, memref<1x?xsi1>) -> () loc("v"("f":0:126))
            ^bb7():
                %14 = "foo.bar"()<{}>: () -> memref<796x5x4xcomplex<f8E5M2FNUZ>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 2> loc("x")
            }): () -> (i7, memref<8xf4E2M1FN> , !T_1) loc("":48:446)
            "foo.compute"(%8): (i64) -> ()
        }) : ((f8E8M0FNU) -> (), !ty0, !ty0) -> (!my_dialect.param<<-6 , 71>,"x y">, index) loc("with \"q\"")
        "cfx.cond_br"(%value6#1)	[^bb3]  : (index) -> ()
    ^bb3(%value15: tensor<0x? x 57x3xi32, "sparse">, %v16: tensor<3x2x?xf64> loc(callsite(#l_x2 at fused[#l_x2, unknown])), %17 : f64 loc("src/x.py":371:4294967295)):
        %value18 = "foo.bar"() {} : () -> (!t3) loc(callsite(#l_x2 at fused<3 : i32>["a.mlir":4294967295:0, "f":53]))
        %v19 = "a.b"(%value18 , %value1#0, %17) {d.k0 = @s$}: (!t3, !foo.type, f64) -> !T_4
        %v20:4 = "foo.bar"(%value18, %2#3)<{z90=   -9223372036854775808, foo.k1, b2 
 = false, a3= -1:	 i1}>: (!t3, f64) -> (!alias_5, !bar.a.b, i1024, complex<	f8E5M2FNUZ>) loc(fused["a.mlir":430:4294967295, #l_x2, fused["a.mlir":8:55 to :60, "":79]])
    }): 
  () -> complex<f32> loc(callsite(unknown at fused["dir/with space.c":191:0]))
    %21 = "bar.yield"(%0, %0) ({
        "a.jump"() 
 [^9] {foo.k0= dense<[[[(5.72541e+18, 66.50E1)]], [[(615.452379, 477.387663)]]]> : tensor<2x1x1xcomplex<f64>>}: () -> ()
    ^9:
        "foo.op"() {z90= dense_resource<r.0> : tensor<6xi64>}: () -> () loc(#l_x2)
        "a.jump"(%0, %0, %0)[^exit10]: (complex<f32>,  complex<f32>, complex<f32>) -> () loc(fused["src/x.py":20:22 to 23:30, callsite("a.mlir":224:4294967295 at #l_x2), callsite("":70 at "src/x.py":0:154)])
    ^exit10(%v22: () -> tensor<?x2xi1024> loc(#l_x2)):
        "foo.bar"() <{attr0= sparse<[], []> : tensor<4xi64>, _u1= 8.83450e+33, x2}>: () -> () loc(unknown)
        %v23 = "foo.bar.baz"() ({
}): () -> complex<  f16> loc("f":4:17 to 5:5)
        %24:3 = "d.op_1"(%0 , %0, %v22) {my.k0, x1= "\BF\\!\\#a*"}: (complex<f32>, complex<f32>, () -> tensor<?x2xi1024>) -> (!T_7, !T_1,
    !alias_2)
        %25 = "foo.compute"(%24#0,
    %24#2, %0) {attr0= -101611349: si1024}: (!T_7, !alias_2, complex<bf16>) -> (f6E3M2FN) loc(#loc5)
        %26 = "x.y"(%24#2) {}: (!alias_2) -> !alias_5
    }) {d.k0= dense<(8.800, 1.0e38)> : tensor<3x3xcomplex<f64>>, value1= #a6, k$2= 66.44E4}: (complex<f32>, complex<f32>) -> !T_6
    %27 = "a.b"(%0, %21, %0): (complex<f32>, !T_6, complex<f32>) -> memref<4xcomplex<f64>> loc("src/x.py":4294967295:4294967295)
    %value28 = "foo.compute"(%0, %0,  %21)<{k$0,  d.k1= 0.2 : f16}> {sym_name0= dense<(12.4E8, 0.1665213)> : tensor<4xcomplex<f16>>, a1= "\00\n\n\t'", value2=   tensor<0x3xi32, 3 : i32>}: (complex<f32>, complex<f32>, !T_6) -> ui64 loc(callsite("a.mlir":1:27 to 4:56 at "":152:45))
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000604839E63487DD468A142A2890134BE6B20DB40CC7525C8C5595605D1A71F02AEA126CACBE0F9A197E8FD8D4B2FCC802"
    }
  }
#-}
