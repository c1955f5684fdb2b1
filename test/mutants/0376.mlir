#l_x0 = loc("":251:313)
#attr_1 = [dense<[127]> : tensor<1xi7>, "0\n{\C3\A9\\" : si3, "@@azz\t\"", si8]
#attr_2 = "0*"
#attr_3 = 18446744073709551615: i64
#l_x4 = loc("f":2:22 to :27)
!alias_0 = !foo.t<{?,{-0},{-8 true 4}}>
#l_x5 = loc("name")
#l_x6 = loc(unknown)

%0 = "a.b"() {_u0= -128: si8, attr1= @_priv,
    attr2= 
  false, value3}: () -> complex< 
 si17	> loc(#l_x0)
"z.nop"(%0, %0) {b0= 153: i17, sym_name1  = true, foo.k2= i32}  : (complex< 
 si17	>, complex< 
 si17	>) -> ()
%v1 = "x.y"(): () -> memref<4xindex, affine_map<(d0) -> (d0)>, "gpu">
"foo.compute"(%v1, %0, %v1): (memref<4xindex, affine_map<(d0) -> (d0)>, "gpu">, complex< 
 si17	>, memref<4xindex, affine_map<(d0) -> (d0)>, "gpu">) -> ()
%_2 = "a.b"(%0, %v1, %0) {}: (complex< 
 si17	>, memref<4xindex, affine_map<(d0) -> (d0)>, "gpu">, complex< 
 si17	>) -> tensor< 
 1x6 x index>
%v3:4 = "a.b"() {my.k0=   true, a1= array<f32: 8.863,
    0x2B130098,0.3468983, 0x00000001>, d.k2= affine_set<(d0) : (d0 >= (4) mod 2, (d0) ceildiv 7 - -(d0) >= (d0) mod 4)>}: () -> (memref<3x8x955xcomplex<f64>>, complex<f16>, f8E4M3FNUZ, vector<16xui3>)
%value4 = "a.b"(%v3#2): (f8E4M3FNUZ) -> vector<[1]xf16>
%_5, %$6:3 = "bar.yield"()<{}> ({
^bb0(%v7: memref<942x2xsi3, {kind = "scratch"}>, %_8: tuple<bf16,  ui24, tf32, si24, i24, f32, f16, ui3, ui16 , f8E4M3, f16, index , i1, i32, i1, ui16, index> loc("f":181:146)):
  %v9 = "bar.yield"(%0) {z90= @c::@f_1::@main}:  (complex< 
 si17	>) -> i64 loc("f":3)
  "x.switch"(%v3#3, %value4)[^bb1]: (vector<16xui3>, vector<[1]xf16>) -> () loc("src/x.py":139:423)
^bb1:
  %_10, %11:2 = "foo.op"(%_8, %v9 , %v7) ({
    %x12 = "bar.yield"() ({
      %value13 = "foo.compute"(%v3#2) {}:  (f8E4M3FNUZ) -> tf32
      // é unicode
      "x.y"() {value0}	: () -> ()
      %v14, %_15:2 = "z.nop"():  () -> (i64, complex<tf32>, f64) loc(#l_x0)
      %value16:2 = "foo.op"(): () -> (tensor<63x6x?x7 x f8E8M0FNU>, index) loc(fused[callsite("a.mlir":125:365 at #l_x0), #l_x0, fused<4 : i32>["x"]])
      %17 = "foo.compute"(%_15#0, %value16#1, %_15#0): (complex<tf32>, index, complex<tf32>) -> f32 loc(#l_x0)
    }, {
      %value18 = "bar.yield"(%value4 , %0) {my.k0,"quoted key 1"= #attr_1, k$2= "!%\\.z%\n\"", a3= 5.90710e-16 : f16}: (vector<[1]xf16>, complex< 
 si17	>) -> memref<949x17x55xf6E3M2FN>
    }) {_u0= #attr_2,
    z91= #attr_3, k$2= 8.22190e+11 : f6E3M2FN, value3= [#my<"x<1>">, -234351906	: i32, 60 : index]}: () -> (tuple<i7, si16, complex<f32>, i24>) loc("with \"q\"")
    "a.b"(%v3#3, %0, %x12): (vector<16xui3>, complex< 
 si17	>, tuple<i7, si16, complex<f32>, i24>) -> ()
    "z.nop"(%x12, %x12, %v7): (tuple<i7, si16, complex<f32>, i24>, tuple<i7, si16, complex<f32>, i24>, memref<942x2xsi3, {kind = "scratch"}>) -> () loc(fused["a.mlir":302:4294967295])
    %v19:3 = "z.nop"(%v7, %x12): (memref<942x2xsi3, {kind = "scratch"}>, tuple<i7, si16, complex<f32>, i24>) -> (i1, complex<f6E3M2FN  >, index)
    "a.jump"(%v7)[^bb3]: (memref<942x2xsi3, {kind = "scratch"}>) -> ()
  ^bb3(%-20: complex<f32 > loc("v"("with \"q\""))):
    "cfx.cond_br"(%undefined_value, %v19#1)[^4, ^4] <{k$0= -65536: i17, k$1= -1: i1}> {_u0= 0x292ED057D16E857F : f64,  my.k1= distinct[3]<1  : i8>, a2= loc(#l_x4)}: (memref<3x8x955xcomplex<f64>>, complex<f6E3M2FN  >) -> ()
  ^4:
    "a.jump"()[^exit5] <{value0	= affine_map<() -> (4, 9 - 7 - 7 - 8, ((9) mod 2) ceildiv 5)>}>: () -> ()
  ^exit5:
    %_21 = "foo.op"() {k$0= 0xE : f4E2M1FN}: () -> !alias_0 loc(callsite(fused["dir/with space.c":252:34] at fused<6 : i32>["a.mlir":63:63]))
  }): (tuple<bf16,  ui24, tf32, si24, i24, f32, f16, ui3, ui16 , f8E4M3, f16, index , i1, i32, i1, ui16, index>, i64, memref<942x2xsi3, {kind = "scratch"}>) -> (vector<[16]x12x10xf64>, tensor<?x?xcomplex<ui32>>, index) loc(fused[])
  %v22 = "z.nop"(%v3#2): (f8E4M3FNUZ) -> !alias_0 loc(fused<1 : i32>["src/x.py":27:264, #l_x0, #l_x5])
}) {b0}: () -> (vector<5xui1>, vector<6x[5]x[2]xi32>, index , vector<[7]x15x[13]xi64>) loc(#l_x6)
