#distinct = distinct[0]<"{%'.!{\\\F0\9F\99\82">
#loc2 = loc("0224.in.mlir":9:6)
#loc3 = loc("0224.in.mlir":9:17)
#loc10 = loc("x")
#loc13 = loc("a.mlir":49:42 to :46)
#loc14 = loc("a.mlir":136:4294967295)
#loc15 = loc("op.1")
#loc16 = loc(unknown)
#loc21 = loc("0224.in.mlir":23:12)
#loc30 = loc("src/x.py":37:2 to 38:75)
#loc31 = loc("n")
#loc32 = loc("0224.in.mlir":40:128)
#loc34 = loc("a.mlir":36:0)
#loc39 = loc("0224.in.mlir":47:10)
#map = affine_map<()[s0] -> ()>
#map1 = affine_map<()[s0] -> (s0 * 12, 4)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d1 mod 8, (d0 floordiv 2) ceildiv 6, (-d0) mod 4)>
#set = affine_set<(d0, d1) : (d0 * 7 - d0 ceildiv 8 >= 0, (d0 + d1) mod 4 >= 0)>
#loc45 = loc(callsite(#loc13 at #loc14))
#loc52 = loc(callsite(#loc45 at #loc15))
"builtin.module"() ({
  "a.b"() ({
  ^bb0(%arg3: none loc("0224.in.mlir":9:6), %arg4: tensor<complex<f32>> loc("0224.in.mlir":9:17)):
    %6:4 = "my_dialect.thing"(%arg3, %arg4, %arg3) {my.k0 = dense<> : tensor<0x1xcomplex<f64>>, my.k3 = 0.000000e+00 : f16, sym_name1 = array<f32: 1.500000e+00, 0.6258623>, z92 = 38 : index} : (none, tensor<complex<f32>>, none) -> (si24, memref<*xi32>, i64, tensor<?x743x42x55xi16>) loc(#loc4)
    "x.y"(%arg3) <{d.k0 = [sparse<[[3, 4], [5, 4], [0, 0]], [-3, -1, 277]> : tensor<6x5xi32>, 7 : index], value1 = [{sym_name0 = "\\/b'<" : i3, value1}, affine_map<(d0)[s0] -> ()>, affine_map<() -> (-6, 1)>, tensor<0x6x5xbf16>]}> : (none) -> () loc(#loc43)
    "x.y"(%6#3, %arg4, %6#3) <{attr1, k$0 = [false, "*/b\22"]}> : (tensor<?x743x42x55xi16>, tensor<complex<f32>>, tensor<?x743x42x55xi16>) -> () loc(#loc6)
    %7 = "a.b"(%6#0, %6#1, %6#1) ({
      %8:2 = "x.y"() : () -> (vector<[2]x[4]x9xi32>, index) loc(#loc8)
      %9 = "bar.yield"() <{value0 = dense<1.875000e-01> : tensor<f8E3M4>}> {_u2 = array<i32>, d.k0 = 89752987067238421440276106029543573537527762417609004190448434627218842788680245527019412839980191392605149884977370184527228714350099705896769666860922058093558247649429548537353054358943814390362821302704481696258045573265765935024313035046885967565627173552612214605144250214866793347 : i1024, my.k3 = {a0 = array<f32>, foo.k1 = 0 : ui64, "quoted key 2" = "\\.@}a\C3\A9\7F" : f16, x3 = 0 : ui1}, sym_name1} : () -> tuple<f8E5M2FNUZ, index> loc(#loc51)
      %10 = "foo.bar.baz"(%8#1, %6#3) <{_u1 = -3153 : si17, foo.k2 = [4.276790e-01 : f32, -2.000000e+00 : bf16, dense<0x7E00> : tensor<f16>, true], sym_name0 = true}> ({
      ^bb0(%arg6: tensor<2x?x5xf8E4M3B11FNUZ> loc(callsite(#loc45 at #loc15)), %arg7: !bar.t loc(unknown)):
        "a.b"(%8#1) : (index) -> () loc(#loc53)
        %17 = "d.op_1"() : () -> complex<f8E4M3B11FNUZ> loc(#loc19)
        %18 = "foo.op"(%9, %8#1, %17) <{attr2 = distinct[1]<>, b0 = false, value1 = 6.550400e+04 : f16}> {_u2 = 4155458914231241576881458679915482738144881464585667317320905251418689408685371787417199175580635981019758902047216129910599600640274900662445168647402181230860860134318092636715733907426219400764015667945858452043304372661637151387009114069843660667867419970563554775048498099729522822006337343 : i1024, attr0 = 29 : index, value1 = true, value3 = "\\.@}a\C3\A9\7F" : f16} : (tuple<f8E5M2FNUZ, index>, index, complex<f8E4M3B11FNUZ>) -> index loc(#loc20)
      }, {
      ^bb0(%arg5: f8E4M3FNUZ loc("0224.in.mlir":23:12)):
        %12:3 = "z.nop"(%9, %9, %arg5) : (tuple<f8E5M2FNUZ, index>, tuple<f8E5M2FNUZ, index>, f8E4M3FNUZ) -> (index, si128, complex<i8>) loc(#loc22)
        %13 = "bar.yield"(%12#2, %9, %12#1) {_u2 = #set, d.k0 = array<i1: true, true>, my.k3 = "\09\00\22z!", value1 = -2.7182818284590451 : f64} : (complex<i8>, tuple<f8E5M2FNUZ, index>, si128) -> memref<3x1xi1024> loc(#loc23)
        "foo.br"()[^bb1] {_u1 = {b0, d.k2 = -1.500000e+00 : f64, my.k1}, d.k0 = true, my.k2 = {attr0 = 0.260111809 : f32, "quoted key 1" = "<%S"}} : () -> () loc(#loc24)
      ^bb1:  // pred: ^bb0
        %14:3 = "x.y"(%13, %12#1, %6#0) : (memref<3x1xi1024>, si128, si24) -> (bf16, i64, tuple<tf32>) loc(#loc25)
        "a.jump"(%arg4, %14#2)[^bb2] {_u2 = i8, sym_name1, x0 = [#x.v<["x y",57,?]>, sparse<[[4, 1], [4, 1], [1, 1], [0, 1]], [1, 2, 3, 0]> : tensor<6x2xi64>, #distinct, dense<0.841739177> : tensor<2x2x4xf32>]} : (tensor<complex<f32>>, tuple<tf32>) -> () loc(#loc26)
      ^bb2(%15: si16 loc("x")):  // pred: ^bb1
        %16:3 = "foo.bar.baz"() <{sym_name1 = 1.000000e+00 : f32, value0}> {_u1 = #my.b.c, attr0 = @_priv, k$2 = []} : () -> (!x.type, none, none) loc(#loc27)
      }) {_u0 = 0 : i7} : (index, tensor<?x743x42x55xi16>) -> f64 loc(#loc12)
      %11:4 = "x.y"(%8#1, %8#1, %8#0) {a3 = "\9E\00", b2 = false, sym_name0 = {a1, d.k0 = dense<(1.500000e+00,2.831000e+00)> : tensor<4xcomplex<f32>>, value2 = 57 : i16}, z91 = [[dense<[849, 507]> : tensor<2xindex>, "\09\\0\22", 1], 1408813 : i32, #map]} : (index, index, vector<[2]x[4]x9xi32>) -> (memref<204x300xi7, strided<[?, 36], offset: 14>>, tuple<complex<f64>, complex<f32>, f64, i8>, tensor<?xui3>, !x.t<{-0 68} , "x y" , "x y">) loc(#loc28)
    }) : (si24, memref<*xi32>, memref<*xi32>) -> tensor<14x4x32xcomplex<f80>> loc(#loc7)
    "z.nop"(%6#1, %6#3, %6#1) <{}> : (memref<*xi32>, tensor<?x743x42x55xi16>, memref<*xi32>) -> () loc(#loc47)
  }, {
  ^bb0(%arg0: complex<f16> loc("src/x.py":37:2 to 38:75), %arg1: memref<243x3x?xbf16, {kind = "scratch"}> loc("n"), %arg2: tensor<?xf80> loc("0224.in.mlir":40:128)):
    "foo.br"(%arg1, %arg2)[^bb1, ^bb2] : (memref<243x3x?xbf16, {kind = "scratch"}>, tensor<?xf80>) -> () loc(#loc33)
  ^bb1(%2: vector<12x9xui32> loc("a.mlir":36:0)):  // pred: ^bb0
    "foo.br"()[^bb2] {a0, attr1 = dense_resource<weights0> : tensor<3xi8>, attr2 = {sym_name0 = #map1}} : () -> () loc(#loc54)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "a.jump"(%arg1, %arg0)[^bb3, ^bb3] {a1 = 1 : ui1, value0 = tensor<2x405x2xi16>} : (memref<243x3x?xbf16, {kind = "scratch"}>, complex<f16>) -> () loc(#loc38)
  ^bb3(%3: index loc("0224.in.mlir":47:10), %4: bf16 loc(unknown)):  // 2 preds: ^bb2, ^bb2
    %5 = "x.y"(%3, %arg0, %arg1) {sym_name0 = {z90 = [dense<-1.904640e+05> : vector<4x1xbf16>, #map2]}, value1 = #map3} : (index, complex<f16>, memref<243x3x?xbf16, {kind = "scratch"}>) -> tuple<> loc(#loc49)
  }) {k$2, my.k1 = "\00\0A\\", "quoted key 0" = 1.00000000000000008333642060758598535E-30 : f128} : () -> () loc(#loc1)
  %0:3 = "x.y"() {attr0 = dense<7.616230e+25> : vector<1xbf16>} : () -> ((!bar<"x<y>">, memref<64x1x881xindex, strided<[11, 8, 1], offset: ?>>) -> memref<105x3xcomplex<f8E4M3FN>>, !my_dialect.t, none) loc(#loc41)
  %1 = "x.y"(%0#1, %0#2) {_u3 = 24 : i16, my.k1 = dense<[["\C1\00\09\C3\9F", "0{!*<."]]> : tensor<1x2x!foo.str>, x0, x2 = 13 : index} : (!my_dialect.t, none) -> index loc(#loc50)
  "foo.op"() : () -> () loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("src/x.py":0:211)
#loc1 = loc("0224.in.mlir":8:3)
#loc4 = loc("a.mlir":4294967295:0)
#loc5 = loc("a.mlir":13:69 to :70)
#loc6 = loc("0224.in.mlir":12:5)
#loc7 = loc("0224.in.mlir":13:11)
#loc8 = loc("0224.in.mlir":14:14)
#loc9 = loc("":73:0)
#loc11 = loc("":27:7 to :11)
#loc12 = loc("0224.in.mlir":17:13)
#loc17 = loc("dir/with space.c":49:36 to 52:67)
#loc18 = loc("src/x.py":275:4294967295)
#loc19 = loc("0224.in.mlir":20:18)
#loc20 = loc("0224.in.mlir":21:16)
#loc22 = loc("0224.in.mlir":24:23)
#loc23 = loc("0224.in.mlir":26:16)
#loc24 = loc("0224.in.mlir":27:9)
#loc25 = loc("0224.in.mlir":29:22)
#loc26 = loc("0224.in.mlir":30:9)
#loc27 = loc("":34:72 to :18)
#loc28 = loc("0224.in.mlir":36:18)
#loc29 = loc("dir/with space.c":11:0)
#loc33 = loc("0224.in.mlir":41:5)
#loc35 = loc("f":144:309)
#loc36 = loc("with \22q\22")
#loc37 = loc("dir/with space.c":17:36 to 20:75)
#loc38 = loc("dir/with space.c":0:103)
#loc40 = loc("dir/with space.c":42:1 to :5)
#loc41 = loc("dir/with space.c":254:17)
#loc42 = loc("0224.in.mlir":52:3)
#loc43 = loc("callee"(#loc5))
#loc44 = loc(fused[#loc9, #loc10, #loc11])
#loc46 = loc(fused[#loc17, #loc18])
#loc47 = loc("callee"(#loc29))
#loc48 = loc(callsite(#loc36 at #loc37))
#loc49 = loc("callee"(#loc40))
#loc50 = loc("n"(#loc15))
#loc51 = loc(fused<5 : i32>[#loc44])
#loc53 = loc("callee"(#loc46))
#loc54 = loc(callsite(#loc35 at #loc48))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A0611B"
    }
  }
#-}

