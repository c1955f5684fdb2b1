// ir-gen random --seed 257 --size 99999999999999999999
"builtin.module"() <{sym_name = "m55"}> ({
 "x.y"() <{k$0= array<f32: 0.8323662, 0.0, 812710.0>, d.k1=  dense<0> : tensor<4xsi1> , sym_name2= {}, x3= 0x1C: i32}>: () -> ()
 %v0 = "my_dialect.thing"() ({
 ^bb0(%1 : f128 loc("src/x.py":355:204)):
  %value2 = "foo.bar"(%1, %1, %1) ({
   "foo.op"(%1, %1) {foo.k0=	 [], a1=   f32}: (f128, f128) -> ()
  }, {
  ^bb2(%_3: tensor<11x4x7x1xvector<3x8x14xbf16>>, %arg4 : memref<?xi7>):
   %5 = "foo.op"(%_3, %_3): (tensor<11x4x7x1xvector<3x8x14xbf16>>, tensor<11x4x7x1xvector<3x8x14xbf16>>) -> memref<699xi32 , strided<[?], offset:0>> loc("f":6:54)
  }): (f128, f128, f128) -> (index) loc("dir/with space.c":50:399)
  %value6:4 = "x.y"(%1, %value2):	 (f128, index) -> (complex<f16 >, tuple<i17, ui16, f8E4M3FNUZ, ui16>, memref<1 x 480x2xi8, strided<[56, ?, 1]>>, tensor<  2x829 x complex<bf16>>) loc("dir/with space.c":27:61 to :69)
  "my_dialect.thing"() ({
   %v7:2 = "d.op_1"(%value6#2, %value6#2, %value6#0) ({
   ^loop4(%8: tuple<i8, si17, i1>):
    %9 = "x.y"(%value6#2): (memref<1 x 480x2xi8, strided<[56, ?, 1]>>) -> vector<[10]x6xindex>
    %10,
    %x11:3 = "a.b"(%value2, %9): (index, vector<[10]x6xindex>) -> (i8, complex<i1	>, i32, index) loc(fused[])
   }): (memref<1 x 480x2xi8, strided<[56, ?, 1]>>, memref<1 x 480x2xi8, strided<[56, ?, 1]>>, complex<f16 >) -> (memref<1x42xf16, strided<[36, 1]>, 3>, tensor<42x0x4x?xsi3, 3 : i32>)
   %value12 = "foo.bar"(%value6#2,
    %v7#0) {sym_name0,sym_name1= -4: i3}: (memref<1 x 480x2xi8, strided<[56, ?, 1]>>, memref<1x42xf16, strided<[36, 1]>, 3>) -> vector<1 x f32> loc("dir/with space.c":434:108)
  }) {attr0= sparse<[[2, 1, 2], [0, 0, 1], [0, 0, 2], [2, 0, 2]], [-1, 1, 6, 0xFFFFFFFFFFFFFFFF]> : tensor<3x2x3xi64>, x1= "%\t\00X%\\", _u2= dense<[1, false,
    0, true]> : tensor<4xui1>, x3= -3.14159265358979 : f64} : () -> () loc("src/x.py":186:0)
  %value13:3 = "foo.bar.baz"(%value6#1) {sym_name0= 0x1 : index, my.k1	= 40 : index, z92= 127: i7, attr3= vector<[9]x8xi1024>}: (tuple<i17, ui16, f8E4M3FNUZ, ui16>) -> (vector<10 x 4xi1024>, f32, f32) loc(callsite(unknown at "":56))
  %r14, %arg15:3 = "foo.bar.baz"(%value2) <{x0= @main::@f_1, d.k1= {}}>: (index) -> (tuple<bf16, si128>, f64, f32, f64) loc("dir/with space.c":1:64 to 1:77)
 }): () -> memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6> loc(callsite(fused<#foo.m>["f":50, "src/x.py":33:35 to 33:64, unknown] at "op.1"))
 %value16 = "foo.bar"(%v0) <{value0= loc(callsite(unknown at "src/x.py":79:373)), sym_name1= 0x1: ui128}> {}:  (memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>) -> i1
 "a.b"(%value16, %value16,
    %value16) <{"quoted key 0"= 18446744073709551615}>: (i1, i1, i1) -> ()
 %v17 = "foo.bar"(%value16, %v0, %v0)<{k$0, attr1,
    x2 = 9.999999e9 : f8E4M3B11FNUZ}> {}:	 (i1, memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>, memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>) -> i128 loc("x")
 %_18:4 = "d.op_1"(%v0): (memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>) -> (!my_dialect<"a b">, complex<ui8>,  tuple<f64, i7, si1>, si24) loc("f":84)
 %v19:3 = "foo.op"() {b0= unit}: () -> (tensor<51x7 x complex<  si32>, #foo.enc>, i8, i1024)
 %v20, %value21:3 = "x.y"(%v19#1, %_18#1, %value16) {k$0, attr1= vector<[9]x9xf32>}: (i8, complex<ui8>,
    i1) -> (index, memref<?xindex, strided<[1], offset:0>, "local mem">, tensor<1x?xui64 >, f8E4M3B11FNUZ)
 %22 = "a.b"(%value21#2 , %value21#0, %value21#0) ({
 }, {
 ^6(%value23: i8, %tmp_24: index):
  %_25:3 = "foo.bar.baz"(%v0, %v19#1) {d.k0= -1}: (memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>, i8) -> (complex<ui64>, f64, index) loc("with \"q\"")
  %value26:3 = "my_dialect.thing"(%v0,
    %tmp_24, %_25#0) {my.k0=	 array<f32: -135.182283, 0xF6327238, 0x70D3F0DE>}: 
  (memref<52xcomplex<f32>, affine_map<(d0)[] -> (6 * ((0) floordiv 1))>, 6>, index, complex<ui64>) -> (complex<ui32>, f8E4M3FNUZ, tensor<ui8>) loc("op.1")
 }): (f8E4M3B11FNUZ, memref<?xindex, strided<[1], offset:0>, "local mem">, memref<?xindex, strided<[1], offset:0>, "local mem">) -> (memref<954 x 2xi128, affine_map<(d0, d1) -> (d1, d0)>, "gpu">) loc("a.mlir":4294967295:0)
 %a.b27 = "foo.op"() <{my.k0= -65536: si17,value1= 0x09 : f8E4M3, b2  = 4: ui16}> {}:   () -> ui1
 %v28:4 = "a.b"(%value21#1) <{attr0= 0x7FFFFFFFFFFFFFFF : index, k$1= tuple<i16,i1024, f64, index, index, i8, index, f32, i16,
    f80,  i64, si8, f128, f6E2M3FN,f8E5M2, f16, i17, ui128, f16 , f6E3M2FN, bf16, si64>}> ({
  "builtin.module"() ({
   %29:4 = "foo.bar.baz"() {my.k0= @"0start"::@s$, b1= affine_map<(i0, i1)[N0, N1] -> ((N0 + i0) * N1, -((i0) mod 1))>,value2= {}, b3= 0: i64}: () -> (tensor<90xf32 
 >, complex<bf16>, f32, index)
  }) : () -> ()
 }) :   (tensor<1x?xui64 >) -> (i17, !bar.param<?>, vector<8 x 8xi24>,tensor<?x1x?x0xindex>) loc("dir/with space.c":0:57)
 "x.y"(%value21#1) ({
 ^bb7(%_30: complex<si1>, %value31: si8 loc("a.mlir":4294967295:63), %_32: none):
 }): (tensor<1x?xui64 >) -> () loc("a.mlir":44:34 to 47:47)
 %value33 = "foo.compute"(%v17, %v28#0)<{}> {b0= 0x1A : f6E2M3FN, "quoted key 1"= 0 : index, k$2	= 
  {}, x3= bf16}: (i128, i17) -> ui32 loc("dir/with space.c":55:123)
}) : () -> () loc("with \"q\"")
