// ir-gen random --seed 187 --size 18
#l_x0 = loc("v"(unknown))
#x_y1 = "<\5E\7f" : index
!ty0 = !x<"x<y>">
#l_x2 = loc("name")
#attr_3 = dense<"0x1550315F"> : vector<4x1xui8>
#loc4 = loc("with \"q\"")
!T_1 = tensor<51xf8E4M3B11FNUZ>
#map5 = unit

"builtin.module"() ({
    %value0 = "foo.compute"() {x0, a1= 0x0: i24, my.k2= affine_set<(d0)[s0] : ((8) mod 1 * 5 >= (0) mod 4, s0 * 7 + (d0) floordiv 4 <= 4)>}: () -> ((tensor<*xcomplex<f16>>, f16) -> ())
    "bar.yield"() : () -> () loc(#l_x0)
    %1:2 = "z.nop"(%value0) ({
    }, {
    ^bb1(%v2 : memref<*xbf16>, %3: tensor<1x40x?x?xi32,#foo.enc<-2>>, %4: memref<?x4 x 52xi64, 1>):
        "foo.compute"(%3, %value0, %v2)<{a0=  [#x_y1, affine_set<(d0, d1, d2)[s0] : ((d2) * s0 * 1 >= 0, -((d2) mod 5) == 0)>]}> ({
        ^bb2:
            %$5, %6:2 = "foo.bar.baz"(%v2) {sym_name0= #my<"a b">, x1= dense<[0,6814228168443522609962404204195647572171058264859821506898238995031428004676714122090546454249812978706648476736752564998544184554696935889933750594735460634]> : tensor<2xui1024>, sym_name2= 69670.0 : f16}: (memref<*xbf16>) -> (index,
    !ty0, ui8) // trailing comment
            "foo.bar.baz"(%6#1) <{_u0 = 1.5 : f8E4M3, d.k1= affine_map<(d0)[s0] -> ()>, foo.k2, "quoted key 3"= {}}> {value0= affine_map<()[s0] -> (((s0) floordiv 6) mod 3, (9 * 7) floordiv 5)>, attr1= "zX\t\t*", a2= "日本\\\"\"!", a3= true}: (ui8) -> ()
            %r7:2 = "foo.compute"(%$5, %value0) {}: (index, (tensor<*xcomplex<f16>>, f16) -> ()) -> (!ty0, f32)
            %value8 = "x.y"() {}: () -> memref<56x?xf16, 3> // trailing comment
            "my_dialect.thing"(%r7#0, %value8)	: (!ty0,
    memref<56x?xf16, 3>) -> () loc("name") // trailing comment
            %9 = "foo.op"() {d.k0, "quoted key 1", foo.k2= dense<28> : tensor<index>}  : () -> i32
        }, {
            "cfx.cond_br"(%4)[^bb4] <{z90 = affine_map<(d0, d1)[s0, s1] -> (8 * (8 * 3), (1) ceildiv 4 * 5, ((d0) mod 1) floordiv 2)>, z91=  unit}>: (memref<?x4 x 52xi64, 1>) -> () loc("n"("dir/with space.c":22:63 to 23:57))
        ^bb4(::):
            %_10:2 = "foo.bar"(%v2, %3, %3) <{sym_name0=  dense<0.2> : tensor<3x3xf16>, attr1= @b::@"a"}> {_u0 = sparse<[[3, 2]], [0]> : tensor<5x4xi8>, b1= #x_y1, _u2= dense<[[[0x127], [-2147483648]]]> : tensor<1x2x1xi32>}: (memref<*xbf16>, tensor<1x40x?x?xi32,#foo.enc<-2>>, tensor<1x40x?x?xi32,#foo.enc<-2>>) -> (tuple<ui17, i32 , f16, i17>, index)
            "cfx.cond_br"(%v2 , %4)[^x.y5, ^x.y5] <{d.k0= 6 : index}> ({
                %value11:3 = "a.b"(%_10#0, %_10#1, %value0) {"quoted key 0", z91= 459432.0}: (tuple<ui17, i32 , f16, i17>, index, (tensor<*xcomplex<f16>>, f16) -> ()) -> (i7 , tensor<4x586x2x0 x f6E2M3FN>, !ty0) loc(#l_x2)
                "d.op_1"(%_10#0,  %_10#1) {a0= #attr_3, "quoted key 1"= #attr_3, attr2 = dense<> : tensor<0x1xbf16>, b3= 22.41E9 : f6E2M3FN}: (tuple<ui17, i32 , f16, i17>, index) -> () loc(#l_x0)
                %v12 = "d.op_1"(%v2, %v2) {x0= 1: i128 , x1=  dense<0> : tensor<ui8>, value2= 1: 
  i1, "quoted key 3"= "<\"" : i1}: (memref<*xbf16>, memref<*xbf16>) -> (i1024)
            }, {
})	: (memref<*xbf16>, memref<?x4 x 52xi64, 1>) -> () loc(#loc4)
        ^x.y5:
            "foo.br"(%3, %value0, %3) 
 [^bb6, ^bb4]: (tensor<1x40x?x?xi32,#foo.enc<-2>>,  (tensor<*xcomplex<f16>>, f16) -> (), tensor<1x40x?x?xi32,#foo.enc<-2>>) -> ()
        ^bb6(%a.b13: index):
            "d.op_1"(%value0, %3, %v2) <{value0 = dense_resource<res_0> : tensor<5xi32>, attr1= 
  #x.b.c, "quoted key 2"= dense<224> : tensor<i128>, a3= #x_y1}>: ((tensor<*xcomplex<f16>>, f16) -> (), tensor<1x40x?x?xi32,#foo.enc<-2>>, memref<*xbf16>) -> ()
        }): (tensor<1x40x?x?xi32,#foo.enc<-2>>, (tensor<*xcomplex<f16>>, f16) -> (), memref<*xbf16>) -> ()
        %_14 = "z.nop"() {sym_name0= 0: 
  i128} : () -> complex<f6E3M2FN> loc("f":49:357) // trailing comment
        %_15 = "bar.yield"() <{sym_name0= #map5}> {}: () -> !T_1
    }) {_u0= #map5, my.k1=	 "a\t/\00" : i8 , x2= #foo.a}: ((tensor<*xcomplex<f16>>, f16) -> ()) -> (memref<? x 4xf32, strided<[37, 1], offset:0>> , !x<"x<y>">) loc("n"("src/x.py":2:40 to 5:39))
    %16 = "z.nop"(%value0,  %1#0, %1#1) <{_u0= 
  unit, z91}> {attr0= @main::@x.y, x1}: ((tensor<*xcomplex<f16>>, f16) -> (), memref<? x 4xf32, strided<[37, 1], offset:0>>, !x<"x<y>">) -> tensor<892x49x?x?xsi1 
 > loc("x")
}) {foo.module_attr = []} : () -> () loc("":0:4294967295)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000B76A6DA7D17BB12C54650C78F4B964E6514474F6"
    }
  }
#-}
