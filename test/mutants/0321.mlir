!alias_0 = tensor<817x0x8 x complex<i16>>
#L0 = loc("op.1")
#attr_1 = 232.226768 : bf16
#map2 = {a0= {value0= #attr_1}, _u1= 
  0xA885 : bf16}
#a3 = unit
#attr_4 = affine_map<(d0, d1)[s0] -> ()>
#loc5 = loc("with \"q\"")
!T_1 = si32
#loc6 = loc("dir/with space.c":111:312)

"builtin.module"() ({
  "foo.compute"() <{d.k0= 818786.0 : bf16, _u1= 0xBA0949E826EF1020 : f64, attr2= affine_set<(i0)[N0, N1] : ((i0 + N1) ceildiv 3 >= (N1) mod 3)>, attr3=  #x.a<true>}>: () -> ()
  %0 = "my_dialect.thing"() ({
  ^loop0:
    %1 = "bar.yield"() ({

      %v2 = "foo.bar.baz"() {}: () -> (memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>)
      // a comment
      "a.jump"(%v2) 
 [^bb5] ({
      ^bb6(%3: memref<?x?xcomplex<f16>,
    strided<[9, 1], offset: ?>> loc(unknown), %arg4: f8E4M3):

        "bar.yield"() {z90= 478: i16, foo.k1= dense<"0x7B6558BEE8FF7322"> : tensor<4x1x1xf64>, "quoted key 2"=  0}: () -> ()
        %5 = "foo.op"(%v2, %v2, %arg4): (memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>, memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>,  f8E4M3) -> !alias_0
        // a comment
        %x6:3 = "z.nop"(%v2, %v2) {value0}:	 (memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>,  memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>) -> (tensor<4x?xi17>,
    !foo.t<"x y", 32, "x y">, !alias_0)
        %7 = "foo.bar.baz"(%5, %x6#1, %x6#2): (!alias_0,
    !foo.t<"x y", 32, "x y">, !alias_0) -> vector<[15]x5xf80> loc("src/x.py":166:349)
        %_8 = "foo.bar.baz"(%x6#1, %x6#1, %x6#0): (!foo.t<"x y", 32, "x y">, !foo.t<"x y", 32, "x y">, tensor<4x?xi17>) -> vector<8x6xf64> loc(unknown)
        %9 = "d.op_1"() {k$0= loc(fused[#L0]), z91= -4.9e-324 : f64}: () -> (!bar<"abc">) loc(unknown)
      }): (memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>) -> ()
    ^bb5:
      %v10 = "bar.yield"()<{attr0	= "\\-Ω\té"}> {value0= #map2, x1= [dense_resource<blob0> : tensor<2xf32>, -0.2 : f16], b2= #my.a<<abc <? -1> ?> , 18>,  my.k3} 
 : () -> (tuple<si7, si17, bf16, memref<50xui16, affine_map<(d0) -> (d0)>>>) loc("":26:215)

      "d.op_1"() {k$0= [unit, !my_dialect.v<"x y">, #a3, #attr_4]}: () -> ()
      "my_dialect.thing"(%v10, %v2) 
 : (tuple<si7, si17, bf16, memref<50xui16, affine_map<(d0) -> (d0)>>>, memref<42x63x2xi16, strided<[42, ?, 1], offset:0>>) -> ()
    }, {
    ^7(%a.b11: tensor<681xf64> loc(fused<7 : i32>[callsite(#L0 at #loc5)])):
      "z.nop"(%a.b11, %a.b11) ({
}): (tensor<681xf64>, tensor<681xf64>) -> () loc("callee"("":6:320))

      "bar.yield"():   () -> ()
    }) {attr0=   1.0e-30 : f64, k$1= array<i16: 0, 1, 0x1, 65535>, _u2= 64067.0 : f8E4M3FN, a3= @_priv::@c}: () -> tensor<?x53 x i1024>
    %value12, %$13:3 = "foo.compute"(%1 , %1)<{}> {value0, a1 
 = 7.23837e10 : bf16, sym_name2= distinct[1]<dense<-2147483648> : vector<1x3xsi32>>}: (tensor<?x53 x i1024>, tensor<?x53 x i1024>) -> (ui24, !bar.type, tuple<i32, si16, vector<[12]x3xi32>>, bf16) loc("f":305:55)
    %value14 = "x.y"() ({
      "a.b"() ({
        %15 = "foo.op"() <{k$0= ""}> {b0= "%_*z" : i1024, a1= "\00\00\00\7f!\\\C3\A9! "}: () -> !alias_0 loc(fused[#loc5, "a.mlir":4294967296:290])
        "foo.compute"(%$13#2, %value12): (bf16, ui24) -> () loc("v"("op.1"))
        %v16 = "foo.op"(%$13#2, %15) {b0= dense<[[0], [0x0]]> : vector<2x1xui32>, k$1= {my.k0= "\4A0" , x1= 0x1A : f6E2M3FN, x2= "\00\7f" : i128, _u3= dense<"0x5A65"> : tensor<1x1xf16>}}: (bf16, !alias_0) -> tensor<56x8xcomplex<bf16>> loc("x")
        %$17:2 = "x.y"(%v16) <{z90= 0x1, _u1, attr2, attr3=  #map2}>: (tensor<56x8xcomplex<bf16>>) -> (tensor<*xsi32>, !T_1) loc(#loc6)
      }) {_u0}: () -> () // trailing comment
      %18, %_19:2 = "z.nop"(%$13#2, %$13#2): (bf16 , bf16) -> (tuple<i1, f16, ui1024>, f80, complex<	f64>)
    })	: () -> memref<604x53xf8E4M3FN, affine_map<(d0, d1) -> (d1, d0)>, "shared">
    "a.jump"(%$13#1, %value14,
    %value14)[^bb1, ^bb1]: (tuple<i32, si16, vector<[12]x3xi32>>, memref<604x53xf8E4M3FN, affine_map<(d0, d1) -> (d1, d0)>, "shared">, memref<604x53xf8E4M3FN, affine_map<(d0, d1) -> (d1, d0)>, "shared">) -> () loc("a.mlir":98:291) // trailing comment
  ^bb1:
    "foo.br"(%$13#1)[^2, ^bb1]:   (tuple<i32, si16, vector<[12]x3xi32>>) -> () // trailing comment
  ^2():
    %arg20 = "foo.bar"(%$13#0) {"quoted key 0",  "quoted key 1"= index, my.k2= 408612513}: (!bar.type) -> tensor< 64x4xcomplex<f32>>
    "cfx.cond_br"(%$13#2)[^bb3, ^bb1] {value0, my.k1=	 1: ui7, "quoted key 2"= 4.9e-324, _u3}: (bf16) -> ()
  ^bb3():
    // a comment
    %-21 = "bar.yield"(%value14, %$13#2)<{x0  = [{}, array<i1: false, false>], "quoted key 1"= 18446744073709551615, b2, "quoted key 3"=  false}>	: (memref<604x53xf8E4M3FN, affine_map<(d0, d1) -> (d1, d0)>, "shared">, bf16) -> vector<[4]x8xsi32>
  }) {my.k0=  "\tΩ.\00\7f.日本!", "quoted key 1", my.k2}: () -> memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">
  "foo.op"(%0, %0, %0) {z90= "\00\C3\A9\t\00'\FE\t",attr1= true, b2}: (memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">, memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">, memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">) -> ()
  "bar.yield"(%0, %0) {x0= #map2}: (memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">, memref<7x289 x f64,strided<[20, 1], offset: 9>, "shared">) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F70B8C571BC1E5F2"
    }
  }
#-}
