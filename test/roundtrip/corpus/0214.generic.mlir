#distinct = distinct[0]<28413726921311 : index>
#distinct1 = distinct[1]<"'}< \0A-!<\09">
#loc = loc("dir/with space.c":467:4294967295)
#map = affine_map<()[s0] -> ()>
#loc1 = loc("n"(#loc))
"builtin.module"() ({
  %0 = "d.op_1"() : () -> f32
  %1 = "my_dialect.thing"(%0, %0, %0) <{attr0 = dense<0> : tensor<4x4x1xui32>, foo.k1 = 4.253530e+37 : bf16}> ({
  ^bb0(%arg0: tuple<f32, tensor<f32>, i64, f128>, %arg1: complex<f16>, %arg2: vector<10x12xf16>):
    %16 = "my_dialect.thing"(%0, %arg2, %arg0) <{}> : (f32, vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> none
    %17 = "foo.bar.baz"(%arg2, %arg0) <{b2 = array<i1: true>, sym_name1 = "\0A}#_\7F-9", value0 = true}> ({
    }) : (vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> !bar.a.b
    %18 = "a.b"() <{attr0}> : () -> vector<9xf32>
    %19:4 = "foo.compute"(%16) {attr0, z91 = dense_resource<r.0> : tensor<5xf32>} : (none) -> (f32, !foo.t<<-3 "x y"> , "x y" , <true,i8>>, vector<14x5x11xtf32>, vector<15xf16>)
    %20:3 = "foo.op"() {d.k0 = dense<> : tensor<0xindex>, "quoted key 1" = -8.643620e+10 : bf16} : () -> (tuple<>, i64, complex<i16>)
  }) {k$1 = 21 : index, k$2 = 27 : index, sym_name0} : (f32, f32, f32) -> vector<8x5xi16>
  %2 = "bar.yield"(%0, %1, %1) : (f32, vector<8x5xi16>, vector<8x5xi16>) -> tensor<f16>
  %3:4 = "bar.yield"(%0) {value0 = dense<-1.796250e+02> : tensor<f16>} : (f32) -> (ui32, vector<[14]xi32>, !bar.t<<?> , {<f32>}>, memref<3xbf16, strided<[60]>>)
  %4 = "foo.bar.baz"() {attr0 = #bar.attr, my.k1 = array<f64: 6.0221407599999999E+23, 2.433820e+05, 2.000000e+00, 2.2283812339322365E-238, -6.2928549340474506E+277>} : () -> index
  %5 = "z.nop"(%4) : (index) -> bf16
  "a.b"(%3#2, %3#2, %0) {k$0 = 0 : i64} : (!bar.t<<?> , {<f32>}>, !bar.t<<?> , {<f32>}>, f32) -> ()
  "foo.bar"(%5, %3#3) ({
    "foo.bar.baz"(%3#2) ({
      "d.op_1"(%4, %3#2) : (index, !bar.t<<?> , {<f32>}>) -> ()
      %8 = "d.op_1"(%4, %2, %3#2) : (index, tensor<f16>, !bar.t<<?> , {<f32>}>) -> i1
      %9 = "foo.compute"(%0, %5) {_u1 = dense<> : tensor<0x2x0xcomplex<f16>>, sym_name0 = {x0 = f8E5M2FNUZ}} : (f32, bf16) -> f80
      %10 = "a.b"(%5) {_u1 = {_u0 = #distinct, z91 = array<i64>}, attr0 = #distinct1} : (bf16) -> si7
      %11 = "foo.compute"() : () -> !my_dialect<"abc">
      "x.switch"()[^bb1] : () -> ()
    ^bb1(%12: i7, %13: si7):  // pred: ^bb0
      "cfx.cond_br"(%11, %3#2, %11)[^bb2, ^bb2] {_u0 = dense<[[-6.250000e-01], [1.250000e-01], [0x70]]> : tensor<3x1xf8E3M4>} : (!my_dialect<"abc">, !bar.t<<?> , {<f32>}>, !my_dialect<"abc">) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "cfx.cond_br"()[^bb3] {attr0} : () -> ()
    ^bb3(%14: vector<13x[5]xf8E4M3B11FNUZ>):  // pred: ^bb2
      %15 = "x.y"() : () -> vector<9x[4]x13xbf16>
    }) : (!bar.t<<?> , {<f32>}>) -> ()
    %6:3 = "bar.yield"() : () -> (si17, complex<si7>, ui8)
    "a.b"(%6#1, %1, %3#3) : (complex<si7>, vector<8x5xi16>, memref<3xbf16, strided<[60]>>) -> ()
    "x.switch"(%3#2)[^bb1] <{}> {a0 = #loc1, attr3, foo.k2 = #map, sym_name1} : (!bar.t<<?> , {<f32>}>) -> ()
  ^bb1:  // pred: ^bb0
    %7:3 = "d.op_1"(%6#0, %5) : (si17, bf16) -> (ui1, tensor<?x6x0xcomplex<i7>>, memref<?xcomplex<f32>>)
  }) : (bf16, memref<3xbf16, strided<[60]>>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000003AD8E40FE9B98BAD7894339B1B02B7D55DD76B88"
    }
  }
#-}

