"builtin.module"() ({
    "foo.bar.baz"(): () -> ()
    "foo.op"() {a0= array<i32: -2147483648>, attr1= f128, b2=	 dense<(86, -21)> : tensor<complex<i32>>}: () -> () loc("v"(fused["dir/with space.c":24:73 to 24:55, "x", "with \"q\""]))
    %0 = "d.op_1"() {z90=	 @s$ , a1= {b0= 0: ui32, _u1= distinct[1]<1: ui64>, "quoted key 2"= array<i16: -32768, 0, 0, 57>, a3= "{\t{zX%日本a"}, sym_name2}: () -> index
    %_1 = "a.b"(%0, %0) {"quoted key 0"= !foo.t<11>,
    b1= unit, "quoted key 2", b3= dense<> : tensor<4x4x0xf32>}: (index, index) -> !x.param<34,"x y"> loc("src/x.py":46)
    %2, %value3:3 = "my_dialect.thing"(%_1, %0) {k$0, sym_name1=	 (tensor<f80>, f16, f4E2M1FN) -> (), attr2= 1.17549435e-38 : f8E8M0FNU, foo.k3= dense_resource<blob0> : tensor<6xi32>}: (!x.param<34,"x y">, index) -> ((f64) -> (vector<8x10x14xsi128>, memref<?x?xi17>), i32, tensor<*xf8E5M2>, bf16) loc(fused<#foo.m>[unknown, callsite("f":123:461 at "a.mlir":247:0), "src/x.py":3:25 to 6:77])
    %v4 = "foo.bar.baz"(%0)<{}> {foo.k0= 0x0:	 i7}: (index) -> (tuple<i1, ui1, f128>) loc("v"(fused<"meta">["a.mlir":46:61 to :68, "":49:42 to :49]))
    %value5 = "foo.op"() {k$0= {z90= "\t*", sym_name1= "-//" : i7}, attr1=   {attr0= @"é"::@"a", d.k1= {b0=  -4.649 : f64, k$1= array<i64: 13335198531861208,
    1, 0x0>}}, sym_name2= "🙂-", value3= affine_map<(d0, d1)[s0, s1] -> ((4 * (d0)) mod 5, s1)>}	: () -> f8E5M2
    "foo.op"(%value3#0, %v4, %v4): (i32 , tuple<i1, ui1, f128>, tuple<i1, ui1, f128>) -> ()
    %x6 = "foo.compute"(%0, %value3#2, %value5) ({
    ^b0(%value7: si1):
        %8:2 = "z.nop"() ({
            %_9 = "foo.compute"() {x0= "\"", my.k1= true, x2}: () -> f16
        }) {k$0	=  loc("n"("dir/with space.c":27:80 to :83)), "quoted key 1"= [distinct[4]<-1: i32>, dense<121451.0> : tensor<bf16>, 0:   ui7, ""], value2= 4.9e-324 : f64}: () -> (tuple<>, memref<436xui1, 4>) // trailing comment
        %v10:4 = "z.nop"(): 
  () -> (complex<i64 >, (f8E4M3FN) -> (f8E4M3), f6E3M2FN,
    vector<13 x [8]x[12]xf64>)
        %r11 = "bar.yield"(%_1, %v10#0): (!x.param<34,"x y">, complex<i64 >) -> !my_dialect.t<[-6] abc ?>
        %v12 = "z.nop"(%v10#3,  %v10#2, %v10#1) ({
            "builtin.module"() ({
                %value13 = "a.b"() {z90= #my.attr, k$1, z92= dense<[[0x0, 0x54, 4294967295]]> : vector<1x3xi32>}:  () -> f16
                "z.nop"() <{a0= @c::@x.y::@c, _u1= true, _u2}> {}:  () -> () loc(callsite("dir/with space.c":4294967295:325 at "f":112:0))
                "foo.bar.baz"(%value13): (f16) -> () loc("src/x.py":24:312)
                %_14 = "bar.yield"(%value13, %value13, %value13) {x0}: 
  (f16, f16, f16) -> !foo.param<<"x y">>
                %15 = "z.nop"(%_14, %value13, %value13): (!foo.param<<"x y">>, f16, f16) -> (i64)
                >() <{b0, sym_name1= 1980539: ui32, _u2= dense<> : tensor<3x2x0xui1024>, a3}> :	 () -> ()
            }) : () -"foo.bar.baz" ()
        }) {sym_name0=  {attr0= "_'X-", my.k1, k$2= dense_resource<res_1> : tensor<1xf32>}}: (vector<13 x [8]x[12]xf64>, f6E3M2FN, (f8E4M3FN) -> (f8E4M3)) -> (i64)
        %_16 = "d.op_1"(%v10#3, %v10#3, %r11): (vector<13 x [8]x[12]xf64>,  vector<13 x [8]x[12]xf64>, !my_dialect.t<[-6] abc ?>) -> !x.t<[? , abc], ?, -4>
        %v17:2 = "foo.bar.baz"(%_16, %_16, %value3#0) {k$0= @x.y, foo.k1  = sparse<[[2], [1], [2], [0]], [-128, 3, -1, 0xFF]> : tensor<5xi8>, my.k2=   array<f32: 0x5B12F22E>, sym_name3= 1.63E6 : f8E5M2}: (!x.t<[? , abc], ?, -4>, !x.t<[? , abc], ?, -4>, i32) -> (f8E5M2, i16) loc(callsite(fused[] at "src/x.py":12:28 to 15:44))
    }): (index, bf16, f8E5M2) -> tensor<37x40x47 x f16 > loc("f":363:65)
    %_18:4 = "foo.bar.baz"(): () -> (vector<15x4x[12]xtf32>, (none, ui24) -> (), ui7, !foo.v<{{"x y","x y"} "x y" 49}>) loc("op.1")
    %19 = "foo.bar"()<{z90 = "\\\"\C3\A9 \00-", k$1= {_u0= unit, b1=  array<i8: 1, 0xFF,-5>, sym_name2= 1 : index , _u3= [@c::@"é", 66355184969385308780028088221737180228456389166636893894230721093461929091121406497457939256879633559607292854770310407669342520964393632631026884273674119968067757358872399401874758484301094: i1024, si1]}, _u2}> {attr0= {value0}}: () -> (index)
    %a.b20 = "d.op_1"(%_18#3, %0, %19): (!foo.v<{{"x y","x y"} "x y" 49}> , index , index) -> vector<11xbf16> loc("with \"q\"")
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000005DA2DE5B614A75344366DC8B5BB8C3FF2C1970D341246575",
      res_1: "0x04000000FEE5B7B2"
    }
  }
#-}
