// ir-gen random --seed 224 --size 18
#map0 = "\\.@}a\C3\A9\7f" : f16
!alias_0 = none
#a1 = affine_map<()[N0] -> ()>
#L2 = loc("f":144:309)

"builtin.module"() ({
  "a.b"() ({
  ^0(%_0: none, %v1: tensor<complex<f32>>):
    %2, %v3:3 = "my_dialect.thing"(%_0, %v1, %_0) {my.k0= dense<> : tensor<0x1xcomplex<f64>>, sym_name1= array<f32: 1.5, 0.6258623>, z92= 38 : index, my.k3= 1.0e-30 : f16}: (none, tensor<complex<f32>>, none) -> (si24, memref<*xi32>, i64, tensor<?x743x42x55xi16>) loc("a.mlir":4294967295:0)
    "x.y"(%_0)<{d.k0= [sparse<[[3, 4], [5, 4], [0, 0]], [-3, -1, 277]> : tensor<6x5xi32>, 7 : index] , value1= [{sym_name0	= "\\/b'<" : i3, value1= unit}, affine_map<(d0)[s0] -> ()>, affine_map<() -> ((8) floordiv 7 - 7, (0) mod 6 + (4) ceildiv 8)>, tensor<0x6x5xbf16>]}> {}: (none) -> () loc("callee"("a.mlir":13:69 to :70))
    "x.y"(%v3#2, %v1, %v3#2) <{k$0= [false, "*/b\""], attr1}> {}: (tensor<?x743x42x55xi16>,  tensor<complex<f32>>, tensor<?x743x42x55xi16>) -> ()
    %_4 = "a.b"(%2, %v3#0, %v3#0) ({
      %5:2 = "x.y"(): () -> (vector<[2]x[4]x9xi32>, index)
      %_6 = "bar.yield"() <{value0= dense<0.1911055> : tensor<f8E3M4>}> {d.k0= 89752987067238421440276106029543573537527762417609004190448434627218842788680245527019412839980191392605149884977370184527228714350099705896769666860922058093558247649429548537353054358943814390362821302704481696258045573265765935024313035046885967565627173552612214605144250214866793347: i1024,
    sym_name1, _u2= array<i32>, my.k3= {a0= array<f32>, foo.k1= 0: ui64, "quoted key 2"= #map0, x3= 0: ui1}}: () -> tuple<f8E5M2FNUZ, index> loc(fused<5 : i32>[fused["":73, "x", "":27:7 to 27:11]])
      %_7 = "foo.bar.baz"(%5#1, %v3#2) <{sym_name0= true, _u1= -3153: si17, foo.k2= [0.4276790 : f32, -2.0 : bf16, dense<0x7E00> : tensor<f16>, true]}> ({
      ^2(%value8: tensor<2x?x5xf8E4M3B11FNUZ> loc(callsite(callsite("a.mlir":49:42 to :46 at "a.mlir":136:4294967295) at "op.1")), %r9: !bar.t loc(unknown)):
        "a.b"(%5#1): (index) -> () loc("callee"(fused["dir/with space.c":49:36 to 52:67, "src/x.py":275:4294967295])) // trailing comment
        %a.b10 = "d.op_1"(): () -> complex<f8E4M3B11FNUZ>
        %-11 = "foo.op"(%_6, %5#1, %a.b10) <{b0= false, value1= 65504.0 : f16, attr2= distinct[1]<>}> {attr0= 29 : index, value1  = -1: i1 , _u2= 4155458914231241576881458679915482738144881464585667317320905251418689408685371787417199175580635981019758902047216129910599600640274900662445168647402181230860860134318092636715733907426219400764015667945858452043304372661637151387009114069843660667867419970563554775048498099729522822006337343: i1024, value3= #map0}: (tuple<f8E5M2FNUZ, index>, index, complex<f8E4M3B11FNUZ>) -> index
      }, {
      ^bb3(%12: f8E4M3FNUZ):
        %_13, %14:2 = "z.nop"(%_6, %_6, %12): (tuple<f8E5M2FNUZ, index>, tuple<f8E5M2FNUZ, index>, f8E4M3FNUZ) -> (index, si128, complex<i8>)

        %_15 = "bar.yield"(%14#1, %_6, %14#0) {d.k0= array<i1: true, true>, value1= -2.718281828459045, _u2= affine_set<(d0, d1) : (d0 * 7 >= (d0) ceildiv 8, (d0 + d1) mod 4 >= 0)>, my.k3= "\t\00\"z!"}: (complex<i8>, tuple<f8E5M2FNUZ, index>, si128) -> (memref<3x1xi1024>)
        "foo.br"()[^bb4] {d.k0= 1: i1, _u1= {b0, my.k1, d.k2= -1.5}, my.k2= {attr0= 0.2601118 : f32, "quoted key 1"= "<%\53"}}: () -> ()
      ^bb4:
        %value16:3 = "x.y"(%_15, %14#0, %2): (memref<3x1xi1024>, si128, si24) -> (bf16, i64, tuple<tf32>)
        "a.jump"(%v1, %value16#2)[^5] {x0= [#x.v<["x y",57,?]>, sparse<[[4, 1], [4, 1], [1, 1], [0, 1]], [0x1, 2, 3, 0]> : tensor<6x2xi64>, distinct[3]<"{%'.!{\\🙂">, dense<0.8417392> : tensor<2x2x4xf32>], sym_name1 
 = unit, _u2= i8}: (tensor<complex<f32>>, tuple<tf32>) -> ()
      ^5(%17 : si16 loc("x")):

        %x18, %19:2 = "foo.bar.baz"() <{value0, sym_name1= 1.0 : f32}> {attr0= @_priv, _u1= #my.b.c, k$2= []}: () -> (!x.type, !alias_0, !alias_0) loc(fused["":34:72 to 34:18]) // trailing comment
      }) {_u0= 0: i7}: (index, tensor<?x743x42x55xi16>) -> f64
      %a.b20:4 = "x.y"(%5#1, %5#1, %5#0) {sym_name0= {d.k0= dense<(1.5, 2.831)> : tensor<4xcomplex<f32>>, a1,  value2= 57: i16}, z91= [[dense<[849, 507]> : tensor<2xindex>, "\t\\0\"", 0x1: i64], 0x157F2D: i32, #a1], b2= false, a3= "\9E\00"}: (index, index, vector<[2]x[4]x9xi32>) -> (memref<204x300xi7, strided<[?, 36], offset: 14>>, tuple<complex<f64>, complex<f32>, f64, i8>, tensor<?xui3>, !x.t<{-0 68} , "x y" , "x y">)
    }): (si24, memref<*xi32>, memref<*xi32>) -> tensor<14x4x32xcomplex<f80>>
    "z.nop"(%v3#0, %v3#2, %v3#0) <{}>: (memref<*xi32>, tensor<?x743x42x55xi16>, memref<*xi32>) -> () loc("callee"(fused["dir/with space.c":11]))
  }, {
  ^bb6(%value21 : complex<f16> loc("src/x.py":37:2 to 38:75), %22: memref<243x3x?xbf16, {kind = "scratch"}> loc("n"(unknown)), %23: tensor<?xf80>):
    "foo.br"(%22, %23)[^bb7, ^8]: (memref<243x3x?xbf16, {kind = "scratch"}>, tensor<?xf80>) -> ()
  ^bb7(%v24: vector<12x9xui32> loc("a.mlir":36)):
    "foo.br"()	[^8] {a0, attr1= dense_resource<weights0> : tensor<3xi8>, attr2= {sym_name0= affine_map<()[N0] -> (6 * (N0 + N0), 4)>}}: () -> () loc(callsite(#L2 at callsite("with \"q\"" at "dir/with space.c":17:36 to 20:75)))
  ^8:
    // // nested
    "a.jump"(%22, %value21)[^loop9, ^loop9] {value0= tensor<2x405x2xi16>, a1= 1: ui1}: (memref<243x3x?xbf16, {kind = "scratch"}>, complex<f16>) -> () loc("dir/with space.c":0:103)
  ^loop9(%v25 : index, %26 : bf16 loc(unknown)):
    %v27 = "x.y"(%v25, %value21, %22) {sym_name0= {z90= [dense<-190229.0> : vector<4x1xbf16>, affine_map<(d0, d1)[s0, s1] -> ()>]}, value1= affine_map<(d0, d1, d2) -> ((d1) mod 8, ((d0) floordiv 2) ceildiv 6, (-(d0)) mod 4)>}: (index, complex<f16>, memref<243x3x?xbf16, {kind = "scratch"}>) -> tuple<> loc("callee"("dir/with space.c":42:1 to :5))
  }) {"quoted key 0"= 1.0e-30 : f128, my.k1= "\00\n\\", k$2}: () -> ()
  %v28, %a.b29:2 = "x.y"() {attr0= dense<"0x7C6A"> : vector<1xbf16>}: () -> ((!bar<"x<y>">, memref<64x1x881xindex, strided<[11, 8, 1], offset: ?>>) -> (memref<105x3xcomplex<f8E4M3FN>, affine_map<(d0, d1) -> (d0, d1)>>), !my_dialect.t, !alias_0) loc("dir/with space.c":254:17)
  %30 = "x.y"(%a.b29#0, %a.b29#1) {x0, my.k1= dense<[["\C1\00\tß", "0{!*<."]]> : tensor<1x2x!foo.str>, x2= 13 : index, _u3= 24: i16}: (!my_dialect.t, !alias_0) -> index loc("n"("op.1"))
  "foo.op"() {}: () -> ()
}) : () -> () loc("src/x.py":0:211)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A0611B"
    }
#-}
