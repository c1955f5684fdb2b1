!ty0 = tensor<3x7x3 x i128>
!T_1 = f8E4M3FNUZ
!t2 = si1
#attr_0 = dense<[4294967295, -1]> : tensor<2xi32>
#map1 = tensor<953x6x?x!bar.v<"x y" , <{true} <99>>> 
 >
!T_3 = tensor<34x?x213xi32	>
#loc2 = loc("":9:3 to :12)
#l_x3 = loc(unknown)

"builtin.module"() <{sym_name = "m90"}> ({
 %0:2 = "a.b"()<{sym_name0= dense<[0 , 0, 0x1]> : tensor<3xui8>}> ({
 ^bb0(%1: (index, f64, tensor<1 x 2xf16, #foo.enc	>) -> (vector<15xf32>, f32), %v2: f8E4M3FN):
  "foo.bar.baz"(): () -> () loc("v"(fused[]))
  %value3 = "foo.bar"(%1) {attr0, sym_name1  = @f_1::@_priv::@main,
    a2= 18 : index,x3= !foo.param<<-3, {-4}> ?>}: ((index, f64, tensor<1 x 2xf16, #foo.enc	>) -> (vector<15xf32>, f32)) -> i17
  %value4:4 = "foo.bar"(%v2): (f8E4M3FN) -> (ui64, i16, complex<f32>, (complex<bf16>, bf16) -> (!ty0, i1024)) loc(fused<1 : i32>["dir/with space.c":445:46, fused[], "dir/with space.c":341:86])
 }) {k$0= dense_resource<blob0> : tensor<6xi8>, z91= 0 : index, my.k2, _u3= dense_resource<res_1> : tensor<4xf64>}:	 () -> (f32, tf32)
 "foo.compute"(%0#0, %0#1) <{"quoted key 0"= dense<"0x041BBBA9D77079F5"> : tensor<1x1xi64>, value1=  #my.a, a2= none}> ({
  %arg5 = "foo.bar"(): () -> vector<7 x [6]xbf16> loc(callsite("op.1" at fused["name", "dir/with space.c":49:29 to 52:75]))
  %value6 = "d.op_1"(%arg5, %0#0) {_u0= -1: i128}: (vector<7 x [6]xbf16>, f32) -> f8E4M3 loc("":19:349)
  %_7, %8:2 = "z.nop"(%value6, %arg5) ({
   %9, %$10:3 = "x.y"(): () -> ((vector<7xf16>) -> memref<3xf32, 3>,
    vector<index>, ui32, bf16) loc(fused["dir/with space.c":40:75 to 40:34, "dir/with space.c":82, "f":4294967295:131])
   %tmp_11:3 = "d.op_1"(%value6, %$10#1): (f8E4M3, ui32) -> (complex<f64>, tf32, si32) // trailing comment
   %12 = "z.nop"(%$10#2, %tmp_11#2, %tmp_11#2): (bf16, si32, si32) -> (vector<10 x 3x[1]xbf16>)
  }) {k$0  = false}:   (f8E4M3,vector<7 x [6]xbf16>) -> (tensor<0x470xi24 >, tuple<index>, tuple<index, si64, ui32, !ty0, f64, index, !T_1, f16, f6E3M2FN, ui64, complex<ui3>, bf16, f16, f16, ui24, bf16,  !t2, i128>)
  %13, %_14:2 = "foo.compute"(%_7) {my.k0= {"quoted key 0"= "\n\C3\A9\n@0",z91= 0x87C6A3AD7460290F : f64, attr2= 8.38277e+16, b3= #attr_0}, "quoted key 1"= affine_map<() -> (5 * (3 * (9)), 6 - 7 * 6)>, b2= tensor<1x?x56xsi1>}: (tensor<0x470xi24 >) -> (tuple<f16, i8, f8E4M3>, i1, f32)
  %15 = "foo.compute"(%_14#1)<{d.k0=   0xFFF0000000000000 : f64, k$1= array<i16: 615, -32768,  -32768,1126, -1>,
    "quoted key 2"= #attr_0}> ({
}): (f32) -> memref<780x7 x bf16, strided<[4, 1], offset:0>, {kind = "scratch"}>
 }) {z90= #foo.v<42, ?>, x1= #x.b.c, b2= 2625654196653017907263644273515691981384522456432955525619255738068000746282408225761446893918664738504213932901322064858169642004346992473838708826269904923748157346187840503501138328218901720359451435703172408572203506729031736815516543451484328188216760321281337692: i1024, k$3= #attr_0}  : (f32, tf32) -> ()
 "d.op_1"(%0#1, %0#0) ({
 }, {
 ^bb4:
  %v16:3 = "z.nop"(%0#1) {sym_name0= #map1}: (tf32) -> (f8E5M2FNUZ , f32,  tensor<0x2xvector<6xindex>>) loc("":253:45)
  %v17 = "a.b"(%v16#2, %v16#0, %0#1) ({
  ^bb8(%18: i24):
   %arg19:2 = "foo.compute"(%v16#2, %18) ({
    // é unicode
    %20 = "z.nop"(%18, %v16#0 , %0#0) {x0, k$1	= 30 : index, sym_name2}: (i24, f8E5M2FNUZ, f32) -> index
    %value21 = "x.y"(%v16#2, %v16#1) {}: (tensor<0x2xvector<6xindex>>, f32) -> f8E4M3FNUZ loc("f":8:140)
    // // nested
    %_22 = "a.b"(%value21, %value21): (f8E4M3FNUZ, f8E4M3FNUZ) -> f8E4M3
    %23 , %v24:3 = "bar.yield"(): () -> (f6E3M2FN , f8E8M0FNU, index, tensor<*x!x<"a b">>) loc("name")
    %v25 = "foo.op"(%v24#2): (tensor<*x!x<"a b">>) -> f32
   })  :   (tensor<0x2xvector<6xindex>>, i24) -> ((!foo.param<-0 {[? , "x y"], 28}>, tensor<*xf64>) -> !bar.param<{[?] {f32 , a.b}} ?>, ui1)
   "d.op_1"(): () -> () loc(callsite("a.mlir":0:124 at "":26:66 to :73))
   %v26 = "foo.bar"(%v16#1, %v16#0): (f32, f8E5M2FNUZ) -> tuple<i64,  ui16, f4E2M1FN, si8,bf16, memref<975x4xf128, affine_map<(d0, d1) -> (d0, d1)>, {kind = "scratch"}>,  index, f16,i7, complex<ui17>, i64,index, tensor<252xsi1024>, i128,
    f6E3M2FN, !T_3, !bar.v<74>,f64, ui32>
   %27 = "foo.op"(%0#0, %v16#2, %v26) {z90= 10, k$1 
 = 33 : index,  a2= 1: i1}: (f32, tensor<0x2xvector<6xindex>>, tuple<i64,  ui16, f4E2M1FN, si8,bf16, memref<975x4xf128, affine_map<(d0, ) -> (d0, d1)>, {kind = "scratch"}>,  index, f16,i7, complex<ui17>, i64,index, tensor<252xsi1024>, i128,
    f6E3M2FN, !T_3, !bar.v<74>,f64, ui32>) -> (none)
  }): (tensor<0x2xvector<6xindex>>, f8E5M2FNUZ, tf32) -> tuple<ui1, index, bf16,ui17>

  %28 = "foo.bar"() {}: () -> (complex<f64>)
  %_29:2 = "foo.bar"(%28,  %v16#1, %v16#2) {a0, b1= 0: 
  i3}: 
  (complex<f64>, f32, tensor<0x2xvector<6xindex>>) -> (i32, f8E5M2FNUZ) loc(unknown)
  %$30 = "d.op_1"(%v16#1, %v16#0): (f32, f8E5M2FNUZ) -> (f32) loc(callsite(fused["f":127:123, "f":27:44 to :45, #loc2] at "src/x.py":32:318))
  "x.switch"()[^exit5] {my.k0, value1, "quoted key 2", x3= 2	: i8}: () -> () loc("":47:15 to 50:64)
 ^exit5(%31: i32 loc("f":334:0), %value32: tuple<i17, i1, si24, i1>):
  "x.switch"(%$30,
    %$30)[^exit6] 
 : (f32, f32) -> () loc(#l_x3)
 ^exit6(%_33 : si64, %value34: memref<62xvector<12 x f32>, strided<[1], offset: 6>, "gpu">):
  "x.switch"(%28)[^bb7, ^exit5]: (complex<f64>) -> ()
 ^bb7:
  %value35:2 = "x.y"(%0#0, %$30) {b0= [9 : index, loc(fused["v"(unknown)])], x1=  dense<[-1, 2563,  1]> : tensor<3xi24>, foo.k2= {a0= affine_map<(i0)[N0, N1] -> ()>}, x3}: (f32, f32) -> (!x.t<{-8,1,-3}>, tensor<	5x?x3xf32>) loc(#loc2)
 }) 
 : (tf32, f32) -> ()
 %36:3 = "foo.compute"(%0#0)	: (f32) -> (memref<?x689 x 673xvector<1x7x16xf64>>, tuple<>, vector<[14]xf8E5M2FNUZ>) loc("with \"q\"")
}) {foo.module_attr = @c} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000FBCC45D256E2",
      res_1: "0x0800000082453663B9910A1FC60405DC5801A6CB3B8156C99D2770EA6BD7F8A67A137A28"
    }
  }
#-}
