// ir-gen random --seed 139 --size 15
"builtin.module"() ({
    "foo.compute"(): () -> ()
    %_0 = "foo.bar.baz"():	 () -> vector<3xf4E2M1FN>
    "bar.yield"(%_0, %_0, %_0) {value0= affine_set<(d0)[s0, s1] : (1 * ((s0) floordiv 8) >= (d0) floordiv 2)>, _u1	= @x.y, attr2= 65535: i16}:   (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> ()
    %v1 = "a.b"(%_0, %_0 , %_0) ({
        "d.op_1"() {attr0= 3.95678e-27, foo.k1, sym_name2= unit, _u3=   0: ui1}: 
  () -> ()
        %v2 = "d.op_1"(%_0, %_0) {_u0= 0x1: i32, my.k1= affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 8, (d2) floordiv 6 + s1, (s1) floordiv 7)>, _u2= "a/\"\00@@é\\\"/b."}: (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> tensor<772 x ?x24xcomplex<f6E3M2FN>>
    }): (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> (i7) loc(unknown)
    %$3 = "foo.op"() ({
        "x.y"(%_0, %v1) {my.k0= distinct[2]<-9223372036854775808>, _u1	= 35 : index} 
 : (vector<3xf4E2M1FN>, i7) -> () loc("n"("":4294967295:305))
        %v4 = "foo.compute"() ({
        ^2(%value5: none loc("with \"q\""), %6 : memref<*xf6E2M3FN, 4>):
            %value7 = "x.y"(%_0,
    %_0, %6)<{z90= dense_resource<res_0> : tensor<4xi32>}> ({
            ^bb4(%value8: tuple<i24> loc(unknown), %v9 : (i32) -> (none, ui1024)):
                "bar.yield"(%value5, %value5): (none, none) -> () loc(fused["a.mlir":4294967295:298])
                %$10 = "bar.yield"(%value5, %v1) <{z90=   unit, attr1= 532.611111, sym_name2	= {sym_name0 
 = distinct[3]<-14071909727866 : index>, sym_name1}}>: (none,  i7) -> i3
                %11 = "foo.bar.baz"(%$10, %v1, %6)<{z90= loc("f":160:117)}> {z90, z91= distinct[4]<affine_map<(d0, d1)[s0] -> (d0 - d1 - 6, 3 * 3)>>,value2= {my.k0 = 397: si32}}: (i3,
    i7,  memref<*xf6E2M3FN, 4>) -> (index) loc("f":444:0)
                "a.jump"(%v9, %v9, %value8)[^bb5, ^bb6]: ((i32) -> (none, ui1024), (i32) -> (none, ui1024), tuple<i24>) -> () loc(fused["":18:23 to 21:28, "f":200:349])
            ^bb5():
                "foo.br"(%value8, %11)[^bb6] {}: (tuple<i24>, index) -> () loc("callee"("f":229:196))
            ^bb6(%12: f32):
                "cfx.cond_br"(%12)[^bb7,  ^bb6] {k$0= 950.257439 : f8E3M4}: (f32) -> ()
            ^bb7:
                "z.nop"(%11,  %v1, %v1): (index, i7, i7) -> () loc("callee"("src/x.py":4294967295:0))
            }) {attr0}: (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>, memref<*xf6E2M3FN, 4>) -> vector<2x[13] x 16xi7>
            "foo.bar"(%value5, %6): (none, memref<*xf6E2M3FN, 4>) -> () loc(callsite(fused<"meta">["dir/with space.c":49, "with \"q\"", "f":62:66] at "a.mlir":0:242))
            %13:4 = "d.op_1"(%v1, %_0):   (i7, vector<3xf4E2M1FN>) -> (!bar.type,  complex<f16>,
    f64, none) loc("v"("f":46:47 to 46:16))
            "foo.compute"(%_0, %13#3): (vector<3xf4E2M1FN>, none) -> () loc("f":39:77 to 40:19)
            %14, %15:2 = "x.y"(%13#0, %13#3)<{attr0= {"quoted key 0"= 
  array<i16: 65535, 65535>, b1=   -0.1, b2=	 sparse<[[0, 1, 1]], [0x7B7F]> : tensor<3x5x3xf16>}, a1= "_z_\"", attr2= loc(callsite("":213:199 at fused<"meta">["":0:390, "src/x.py":56]))}> {my.k0	= [43 : index,
    1.0e38 : f8E8M0FNU,-170141183460469231731687303715884105728:	 i1024]}: (!bar.type, none) -> (complex<ui1024>, index, index) loc(fused[])
            "a.jump"(%_0, %15#1)[^exit3] <{sym_name0= @_priv::@"with\"quote"::@f_1, foo.k1= 4294967295: i32, k$2= 
  58 : index, sym_name3 
 = false}> {a0= dense<1.0> : tensor<2x3xf16>, "quoted key 1"= 1}: (vector<3xf4E2M1FN>, index) -> ()
        ^exit3():
            %_16 = "a.b"(%13#2, %15#1, %v1)<{my.k0= "🙂%@-'}" : si17}> {}: (f64, index, i7) -> (memref<?xf4E2M1FN, strided<[1], offset: 13>>)
        }): () -> tuple<f64, f32> loc(fused["src/x.py":0:56, "dir/with space.c":300:4294967295, "n"("dir/with space.c":4294967295:171)])
        %v17 = "a.b"(%v1) {z90=	 dense_resource<r.1> : tensor<3xf32>, foo.k1}: (i7) -> i24
        "foo.bar"(%v1) {k$0= "", sym_name1}  : 
  (i7) -> () loc(callsite("a.mlir":47:23 to :32 at "dir/with space.c":31:3 to 32:5))
        %-18:4 = "my_dialect.thing"(%v4, %v1) {}: 
  (tuple<f64, f32>, i7) -> (f16, tuple<f80>, si32, index)
    }, {
        "foo.bar.baz"(%v1, %_0) {attr0= {_u0, x1= @"with\"quote"::@s$::@c,"quoted key 2"=	 dense<0x7FF8000000000000> : vector<2xf64>}, z91= -4: i3,
    attr2= @s$}: (i7, vector<3xf4E2M1FN>) -> () // trailing comment
    }, {
        %19 = "foo.bar"(%_0) {_u0= array<i32> , sym_name1= array<i16>, foo.k2= dense<[6.147, 935491.0]> : tensor<2xf4E2M1FN>}: (vector<3xf4E2M1FN>) -> f8E4M3B11FNUZ loc("f":396:139)
    }) {z90= 
  loc(callsite("dir/with space.c":294:327 at "src/x.py":321:414)), x1, foo.k2= unit}  : () -> index
    %_20 = "foo.compute"() {value0= 0 : i8}: () -> i17
    "my_dialect.thing"(%_0, %_0)<{"quoted key 0"= "\7f\\\n{a", z91, value2= 0x3E : f6E2M3FN, value3= array<f64: 1.0e-30, 9.999999e9, 0xAEDB2F09FBDC71DA, 0x6D839073D1ECEE40, 0.275>}>: (vector<3xf4E2M1FN>, vector<3xf4E2M1FN>) -> () loc("":26)
    %21 = "z.nop"(%_20, %v1) {b0= loc("src/x.py":8:1000000000000000000000000000000 to :22)}: (i17, i7) -> i32
}) {foo.module_attr = 4.75742e-17 : f8E4M3FN} : () -> () loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000724EF0604CD8710BB9327736FA336B50",
      r.1: "0x0400000013666CBDF0C0A0E5E4FBAB1D"
    }
  }
#-}
