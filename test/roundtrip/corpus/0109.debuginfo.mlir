!tuple = tuple<index, si64, ui32, tensor<3x7x3xi128>, f64, index, f8E4M3FNUZ, f16, f6E3M2FN, ui64, complex<ui3>, bf16, f16, f16, ui24, bf16, si1, i128>
!tuple1 = tuple<i64, ui16, f4E2M1FN, si8, bf16, memref<975x4xf128, {kind = "scratch"}>, index, f16, i7, complex<ui17>, i64, index, tensor<252xsi1024>, i128, f6E3M2FN, tensor<34x?x213xi32>, !bar.v<74>, f64, ui32>
#loc2 = loc("0109.in.mlir":13:7)
#loc3 = loc("0109.in.mlir":13:80)
#loc4 = loc("v")
#loc24 = loc("0109.in.mlir":38:8)
#loc41 = loc("f":334:0)
#loc42 = loc("0109.in.mlir":62:34)
#loc43 = loc("0109.in.mlir":66:9)
#loc44 = loc("0109.in.mlir":66:22)
#map = affine_map<() -> (135, -36)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() <{sym_name = "m90"}> ({
  %0:2 = "a.b"() <{sym_name0 = dense<[0, 0, 1]> : tensor<3xui8>}> ({
  ^bb0(%arg1: (index, f64, tensor<1x2xf16, #foo.enc>) -> (vector<15xf32>, f32) loc("0109.in.mlir":13:7), %arg2: f8E4M3FN loc("0109.in.mlir":13:80)):
    "foo.bar.baz"() : () -> () loc(#loc4)
    %28 = "foo.bar"(%arg1) {a2 = 18 : index, attr0, sym_name1 = @f_1::@_priv::@main, x3 = !foo.param<<-3, {-4}> ?>} : ((index, f64, tensor<1x2xf16, #foo.enc>) -> (vector<15xf32>, f32)) -> i17 loc(#loc5)
    %29:4 = "foo.bar"(%arg2) : (f8E4M3FN) -> (ui64, i16, complex<f32>, (complex<bf16>, bf16) -> (tensor<3x7x3xi128>, i1024)) loc(#loc47)
  }) {_u3 = dense_resource<res_1> : tensor<4xf64>, k$0 = dense_resource<blob0> : tensor<6xi8>, my.k2, z91 = 0 : index} : () -> (f32, tf32) loc(#loc1)
  "foo.compute"(%0#0, %0#1) <{a2 = none, "quoted key 0" = dense<-758450990667326716> : tensor<1x1xi64>, value1 = #my.a}> ({
    %20 = "foo.bar"() : () -> vector<7x[6]xbf16> loc(#loc52)
    %21 = "d.op_1"(%20, %0#0) {_u0 = -1 : i128} : (vector<7x[6]xbf16>, f32) -> f8E4M3 loc(#loc12)
    %22:3 = "z.nop"(%21, %20) ({
      %25:4 = "x.y"() : () -> ((vector<7xf16>) -> memref<3xf32, 3>, vector<index>, ui32, bf16) loc(#loc49)
      %26:3 = "d.op_1"(%21, %25#2) : (f8E4M3, ui32) -> (complex<f64>, tf32, si32) loc(#loc17)
      %27 = "z.nop"(%25#3, %26#2, %26#2) : (bf16, si32, si32) -> vector<10x3x[1]xbf16> loc(#loc18)
    }) {k$0 = false} : (f8E4M3, vector<7x[6]xbf16>) -> (tensor<0x470xi24>, tuple<index>, !tuple) loc(#loc13)
    %23:3 = "foo.compute"(%22#0) {b2 = tensor<1x?x56xsi1>, my.k0 = {attr2 = 8.382770e+16 : f64, b3 = dense<-1> : tensor<2xi32>, "quoted key 0" = "\0A\C3\A9\0A@0", z91 = -3.3479438496718296E-271 : f64}, "quoted key 1" = #map} : (tensor<0x470xi24>) -> (tuple<f16, i8, f8E4M3>, i1, f32) loc(#loc19)
    %24 = "foo.compute"(%23#2) <{d.k0 = 0xFFF0000000000000 : f64, k$1 = array<i16: 615, -32768, -32768, 1126, -1>, "quoted key 2" = dense<-1> : tensor<2xi32>}> ({
    }) : (f32) -> memref<780x7xbf16, strided<[4, 1]>, {kind = "scratch"}> loc(#loc20)
  }) {b2 = 2625654196653017907263644273515691981384522456432955525619255738068000746282408225761446893918664738504213932901322064858169642004346992473838708826269904923748157346187840503501138328218901720359451435703172408572203506729031736815516543451484328188216760321281337692 : i1024, k$3 = dense<-1> : tensor<2xi32>, x1 = #x.b.c, z90 = #foo.v<42, ?>} : (f32, tf32) -> () loc(#loc8)
  "d.op_1"(%0#1, %0#0) ({
  }, {
    %2:3 = "z.nop"(%0#1) {sym_name0 = tensor<953x6x?x!bar.v<"x y" , <{true} <99>>>>} : (tf32) -> (f8E5M2FNUZ, f32, tensor<0x2xvector<6xindex>>) loc(#loc22)
    %3 = "a.b"(%2#2, %2#0, %0#1) ({
    ^bb0(%arg0: i24 loc("0109.in.mlir":38:8)):
      %12:2 = "foo.compute"(%2#2, %arg0) ({
        %15 = "z.nop"(%arg0, %2#0, %0#0) {k$1 = 30 : index, sym_name2, x0} : (i24, f8E5M2FNUZ, f32) -> index loc(#loc26)
        %16 = "x.y"(%2#2, %2#1) : (tensor<0x2xvector<6xindex>>, f32) -> f8E4M3FNUZ loc(#loc27)
        %17 = "a.b"(%16, %16) : (f8E4M3FNUZ, f8E4M3FNUZ) -> f8E4M3 loc(#loc28)
        %18:4 = "bar.yield"() : () -> (f6E3M2FN, f8E8M0FNU, index, tensor<*x!x<"a b">>) loc(#loc10)
        %19 = "foo.op"(%18#3) : (tensor<*x!x<"a b">>) -> f32 loc(#loc29)
      }) : (tensor<0x2xvector<6xindex>>, i24) -> ((!foo.param<-0 {[? , "x y"], 28}>, tensor<*xf64>) -> !bar.param<{[?] {f32 , a.b}} ?>, ui1) loc(#loc25)
      "d.op_1"() : () -> () loc(#loc50)
      %13 = "foo.bar"(%2#1, %2#0) : (f32, f8E5M2FNUZ) -> !tuple1 loc(#loc32)
      %14 = "foo.op"(%0#0, %2#2, %13) {a2 = true, k$1 = 33 : index, z90 = 10 : i64} : (f32, tensor<0x2xvector<6xindex>>, !tuple1) -> none loc(#loc33)
    }) : (tensor<0x2xvector<6xindex>>, f8E5M2FNUZ, tf32) -> tuple<ui1, index, bf16, ui17> loc(#loc23)
    %4 = "foo.bar"() : () -> complex<f64> loc(#loc34)
    %5:2 = "foo.bar"(%4, %2#1, %2#2) {a0, b1 = 0 : i3} : (complex<f64>, f32, tensor<0x2xvector<6xindex>>) -> (i32, f8E5M2FNUZ) loc(#loc35)
    %6 = "d.op_1"(%2#1, %2#0) : (f32, f8E5M2FNUZ) -> f32 loc(#loc53)
    "x.switch"()[^bb1] {my.k0, "quoted key 2", value1, x3 = 2 : i8} : () -> () loc(#loc40)
  ^bb1(%7: i32 loc("f":334:0), %8: tuple<i17, i1, si24, i1> loc("0109.in.mlir":62:34)):  // 2 preds: ^bb0, ^bb2
    "x.switch"(%6, %6)[^bb2] : (f32, f32) -> () loc(#loc35)
  ^bb2(%9: si64 loc("0109.in.mlir":66:9), %10: memref<62xvector<12xf32>, strided<[1], offset: 6>, "gpu"> loc("0109.in.mlir":66:22)):  // pred: ^bb1
    "x.switch"(%4)[^bb3, ^bb1] : (complex<f64>) -> () loc(#loc45)
  ^bb3:  // pred: ^bb2
    %11:2 = "x.y"(%0#0, %6) {b0 = [9 : index, #loc4], foo.k2 = {a0 = #map1}, x1 = dense<[-1, 2563, 1]> : tensor<3xi24>, x3} : (f32, f32) -> (!x.t<{-8,1,-3}>, tensor<5x?x3xf32>) loc(#loc38)
  }) : (tf32, f32) -> () loc(#loc21)
  %1:3 = "foo.compute"(%0#0) : (f32) -> (memref<?x689x673xvector<1x7x16xf64>>, tuple<>, vector<[14]xf8E5M2FNUZ>) loc(#loc46)
}) {foo.module_attr = @c} : () -> () loc(#loc)
#loc = loc("0109.in.mlir":11:1)
#loc1 = loc("0109.in.mlir":12:9)
#loc5 = loc("0109.in.mlir":15:13)
#loc6 = loc("dir/with space.c":445:46)
#loc7 = loc("dir/with space.c":341:86)
#loc8 = loc("0109.in.mlir":19:2)
#loc9 = loc("op.1")
#loc10 = loc("name")
#loc11 = loc("dir/with space.c":49:29 to 52:75)
#loc12 = loc("-":19:349)
#loc13 = loc("0109.in.mlir":22:15)
#loc14 = loc("dir/with space.c":40:75 to :34)
#loc15 = loc("dir/with space.c":82:0)
#loc16 = loc("f":4294967295:131)
#loc17 = loc("0109.in.mlir":25:16)
#loc18 = loc("0109.in.mlir":26:10)
#loc19 = loc("0109.in.mlir":28:17)
#loc20 = loc("0109.in.mlir":29:9)
#loc21 = loc("0109.in.mlir":33:2)
#loc22 = loc("-":253:45)
#loc23 = loc("0109.in.mlir":37:10)
#loc25 = loc("0109.in.mlir":39:15)
#loc26 = loc("0109.in.mlir":41:11)
#loc27 = loc("f":8:140)
#loc28 = loc("0109.in.mlir":44:12)
#loc29 = loc("0109.in.mlir":46:12)
#loc30 = loc("a.mlir":0:124)
#loc31 = loc("":26:66 to :73)
#loc32 = loc("0109.in.mlir":49:11)
#loc33 = loc("0109.in.mlir":51:10)
#loc34 = loc("0109.in.mlir":56:9)
#loc35 = loc(unknown)
#loc36 = loc("f":127:123)
#loc37 = loc("f":27:44 to :45)
#loc38 = loc("":9:3 to :12)
#loc39 = loc("src/x.py":32:318)
#loc40 = loc("":47:15 to 50:64)
#loc45 = loc("0109.in.mlir":67:3)
#loc46 = loc("with \22q\22")
#loc47 = loc(fused<1 : i32>[#loc6, #loc7])
#loc48 = loc(fused[#loc10, #loc11])
#loc49 = loc(fused[#loc14, #loc15, #loc16])
#loc50 = loc(callsite(#loc30 at #loc31))
#loc51 = loc(fused[#loc36, #loc37, #loc38])
#loc52 = loc(callsite(#loc9 at #loc48))
#loc53 = loc(callsite(#loc51 at #loc39))

{-#
  dialect_resources: {
    builtin: {
      res_1: "0x0800000082453663B9910A1FC60405DC5801A6CB3B8156C99D2770EA6BD7F8A67A137A28",
      blob0: "0x04000000FBCC45D256E2"
    }
  }
#-}

