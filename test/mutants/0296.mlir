!alias_0 = i32
!t1 = complex<f8E8M0FNU>
!T_2 = memref<1xf8E4M3FN>
!ty3 = !my_dialect.v<{<20, -5, -3>,i8},a.b,84>
!ty4 = memref<70xvector<11x2x2xi3>, "local mem">
#loc0 = loc("":331:211)
#loc1 = dense<> : tensor<0xui32>
#map2 = false
!T_5 = memref<1xvector<15x7x10xi32>, strided<[40], offset: 3>, 7>
#loc3 = 0: ui8
!ty6 = vector<5x[15]xf80>
#x_y4 = "\00\00\n_#\5C\00_"

"builtin.module"() <{sym_name = "m62"}> ({
  %0:3 = "foo.compute"() {_u0= 0xC3AAAB8D0EAA460F312F : f80, k$1} 
 : () -> (ui1, tuple<f8E8M0FNU, f16>, complex<f32>)
  %1 = "foo.compute"(%0#0 , %0#2) ({
    %2 = "my_dialect.thing"(%0#0) ({
    ^bb1:
      "z.nop"()<{}> ({
}, {
      ^2(%_3: vector<16xindex>, %value4 : f4E2M1FN loc("a.mlir":166:65), %5: tuple<f32, i17, bf16, si8, !alias_0, !foo.v<<{87 , ? , ?},-4,-0> , -3 , {-5 , -8 , <? 73 -2>}>, ui1024, i32, f16, f64, !t1, i1, f8E5M2, ui64, !T_2, f32, i64, i24, f16>):
        %v6, %value7:2 = "a.b"(%_3, %0#1, %_3): (vector<16xindex>, tuple<f8E8M0FNU, f16>, vector<16xindex>) -> (bf16, vector<[2]x[2]xf64>, memref<*xindex, 1>) loc(unknown)
      }) 
 : () -> () loc("name")
      %value8 = "d.op_1"() {a0= 0x25 : f8E4M3FNUZ}:   () -> !ty3 loc("f":49)
      %value9 = "d.op_1"(%0#0, %0#1) {x0= affine_map<(i0)[N0, N1] -> (((N0) mod 5) ceildiv 3)>, z91= "\t*} \n"}: (ui1, tuple<f8E8M0FNU, f16>) -> tensor<390xui128> loc("a.mlir":0:196)
      %v10 = "my_dialect.thing"(%0#2, %0#1, %value8): (complex<f32>, tuple<f8E8M0FNU, f16>, !ty3) -> (() -> ())
      %11 = "a.b"(%0#2)<{a0= 60 : index, _u1, d.k2= tuple<bf16, i128, i64, f64, f80, i64, index, f64, f16, i64, i24, f32, ui8, index, f16, f8E4M3FN, f32, i7, f64, f4E2M1FN>}>: (complex<f32>) -> si32 loc("dir/with space.c":24:8 to :12)
      %r12, %_13:2 = "foo.op"(%value8, %11, %value8): (!ty3, si32, !ty3) -> (bf16, tensor<?x?x62 x 8x!foo.param<14 , -7>>, complex<f16>) loc(unknown)
    }, {
    ^bb3(%v14 : complex<si8>):
      "a.b"(%0#2) {foo.k0= [loc(fused[unknown, "":321:57, "name"]), 0x7C : f8E4M3FNUZ]}: (complex<f32>) -> ()
      %v15:2 = "x.y"()<{"quoted key 0"= dense<[0.1, 8.2762e-8, 9.757]> : tensor<3xf32>, sym_name1= true, sym_name2= dense<0.3731459> : tensor<f6E3M2FN>}> ({
      ^bb4(%value16: complex<tf32>):
        %v17 = "x.y"(): () -> (memref<?x49xcomplex<ui1>, strided<[?, 1], offset: 15>, 6>) loc(callsite(#loc0 at #loc0))
      }) {}: () -> (!alias_0, !ty4) loc(#loc0)
      %value18:3 = "foo.bar.baz"(%0#2) {attr0= distinct[3]<0x41 : f8E3M4>}: (complex<f32>) -> (tensor<8x0x5xcomplex<f32>>, i128, f8E4M3)
      %-19 = "foo.bar"(%v15#0, %value18#1, %value18#1): (!alias_0, i128, i128) -> ((!bar.param<"x y">, index) -> (none, !x.t<{[?, "x y", -7],[f32, "x y"]}>))
      %20:3 = "foo.op"(%value18#2, %value18#0, %value18#2) ({
        "foo.bar.baz"(): () -> ()
        %v21 = "z.nop"() <{value0= "\t", attr1= 4.74174e2}> {my.k0= #my<"x<1>">}: () -> bf16 loc("a.mlir":5:11 to 8:30)
        %_22 = "foo.compute"(%0#0) {sym_name0= dense<0x8CCFF993> : tensor<4x4x3xf32>, x1= #my.attr, "quoted key 2"= 59 : index}: (ui1) -> (index)
      }): (f8E4M3, tensor<8x0x5xcomplex<f32>>, f8E4M3) -> (vector<16x12x[3]xui1024>, index, index)
    }) {attr0=  false}: (ui1) -> f64 loc(callsite("v"(unknown) at "v"("a.mlir":118:382)))
  }, {
}, {
    "cfx.cond_br"()[^bb7, ^9]<{k$0= affine_map<(d0, d1, d2)[s0, s1] -> ()>, d.k1= dense<18446744073709551615> : tensor<i64>}> ({
      "foo.op"()<{x0= 18446744073709551615, "quoted key 1"= dense<[[[0x0, 4], [0, 1], [16777215, 14709]]]> : tensor<1x3x2xui24>, _u2= 4294967295: ui32, value3= #my.p<96 [-1]>}> ({
        %23 = "foo.bar.baz"(%0#1, %0#2, %0#0)<{}> {d.k0= #loc1, b1= array<f32>, foo.k2= #map2}:  (tuple<f8E8M0FNU, f16>, complex<f32>, ui1) -> bf16 loc(#loc0)
        "x.switch"(%0#0, %23, %0#1)[^bb12] <{sym_name0	= -1: i1, _u1= 0 : index}> {z90= affine_map<(d0, d1)[s0, s1] -> ()>}: (ui1, bf16, tuple<f8E8M0FNU, f16>) -> () loc("a.mlir":49:332)
      ^bb12:
        "foo.br"()[^bb12]: () -> ()
      }) {}: () -> ()
      %value24 = "d.op_1"()<{"quoted key 0"= 1, my.k1= distinct[5]<>}>: () -> ui16
      %value25 = "my_dialect.thing"(%0#2 , %0#1) {d.k0= affine_map<()[s0, s1] -> (s0 * 6, 0, 6)>} 
 : (complex<f32>, tuple<f8E8M0FNU, f16>-1 -> vector<3x9xf8E5M2FNUZ>
    }): () -> ()
  ^bb7:
    "x.switch"(%0#0)[^8] {k$0= [unit, ["-\n\\\0C\\\05"]], my.k1}: (ui1) -> () loc(fused<#foo.m>[unknown])
  ^8(%_26: f32 loc(callsite("":22 at "a.mlir":247:427))):
    "a.jump"(%_26)[^9, ^9] ({
    ^13(%x27: !x.t_1, %-28: memref<19x980xi64, strided<[63, 1]>>, %-29: tensor<si64>):
      %30 = "d.op_1"(): () -> tuple<si1, i16, si1024>
      %v31:4 = "x.y"(%x27, %_26 , %-29) {b0= "z#\n\00ébé" : f8E8M0FNU, z91= #loc1, b2= ""}: (!x.t_1, f32, tensor<si64>) -> (f64, (i1, !T_5, f64) -> (tf32), complex<f8E4M3>, memref<19xbf16>) loc(unknown)
    }) {sym_name0= #loc1, _u1= "*", attr2= 1.0 : f32}: (f32) -> () loc("n"("x"))
  ^9(%value32: f32 loc("a.mlir":0:0)):
    %value33 = "foo.op"(%0#1, %0#0, %0#1) {foo.k0= 
  affine_set<(d0)[s0] : ((d0 - 6) floordiv 7 == 0, (d0) mod 5 >= s0 - d0)>, k$1= {x0= array<i8>, _u1= #map2, attr2= false, b3=	 #loc3}, z92= affine_map<(d0)[s0, s1] -> (2 * 5, s1)>}: (tuple<f8E8M0FNU, f16>, ui1, tuple<f8E8M0FNU, f16>) -> !ty3 loc(#loc0)
    %-34, %value35:2 = "bar.yield"(%0#2, %0#0, %value32) ({
    }) {x0= 1: i64}: (complex<f32>, ui1, f32) -> (i1024, complex<i8>, ui3)
    "foo.compute"(%value35#1, %value35#0) <{z90= ): i64, _u1= [7 : index, @f_1], _u2, x3= array<i64: 383601606893488, -9223372036854775808>}> {}: (ui3, complex<i8>) -> () loc(fused[])
    "z.nop"(%-34, %0#2, %-34): (i1024, complex<f32>, i1024) -> () loc("src/x.py":38:32 to 39:12)
    %arg36, %value37:2 = "a.b"(%0#2, %value35#0, %value35#0): (complex<f32>, complex<i8>, complex<i8>) -> (none, !ty6, ui1)
    "foo.br"(%value37#0, %value37#0)[^9]: (!ty6, !ty6) -> () loc("with \"q\"")
  }) {sym_name0, "quoted key 1"= @_priv::@"a"}	: (ui1, complex<f32>) -> memref<2xindex>
  %38 = "bar.yield"(%0#1) ({
    %39 = "a.b"(%0#2): (complex<f32>) -> tuple<i7> loc("dir/with space.c":313:451)
    %v40:2 = "d.op_1"(%39, %39) <{z90, b1= [@c, "_*-*日本" : bf16, affine_set<(i0, i1, i2)[N0] : (6 * (i2 - 8) <= 3, 2 <= 1, (i1 + i2) ceildiv 6 >= 0)>], d.k2= {}}>: (tuple<i7>, tuple<i7>) -> (!x.t<{{?, "x y"},true,[98]} <f32, <56 27 f32>> -7>, f6E3M2FN) loc(fused<1 : i32>[])
  }, {
}) {}:   (tuple<f8E8M0FNU, f16>) -> memref<2xvector<5xf8E4M3>> loc("f":54)
  %$41 = "foo.bar"(%0#1, %1) {}: (tuple<f8E8M0FNU, f16>, memref<2xindex>) -> f8E5M2
}) {foo.module_attr = #x_y4} : () -> () loc(unknown)
