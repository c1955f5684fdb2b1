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
 : (tuple<si7, si17, bf16, memref<50xui16, affine_map<(d0) -> (d0)>>>, memref<42x63x2xi16, strided<[42,