#loc3 = loc("dir/with space.c":46:68 to :75)
#loc21 = loc("0066.in.mlir":52:5)
#map = affine_map<(d0, d1, d2) -> (-d0, -(d1 + d2))>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#map2 = affine_map<(d0)[s0, s1] -> (0)>
#set = affine_set<(d0)[s0] : (s0 * -42 + 3 >= 0)>
"builtin.module"() ({
  %0 = "bar.yield"() ({
  }, {
    %9:2 = "bar.yield"() ({
    ^bb0(%arg1: !x.t_1 loc("dir/with space.c":46:68 to :75)):
      %16 = "foo.compute"(%arg1, %arg1, %arg1) {x0 = {_u0 = -9.99999897E+9 : f32}} : (!x.t_1, !x.t_1, !x.t_1) -> f64 loc(#loc4)
    }) : () -> (f8E5M2FNUZ, f8E4M3FNUZ) loc(#loc2)
    "a.jump"(%9#0)[^bb1] : (f8E5M2FNUZ) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    %10 = "foo.op"(%9#0, %9#0) : (f8E5M2FNUZ, f8E5M2FNUZ) -> f32 loc(#loc6)
    "x.switch"(%10, %9#1)[^bb2, ^bb2] ({
      %14:2 = "z.nop"() : () -> (tensor<?x748xi1>, tuple<f6E3M2FN, f16>) loc(#loc24)
      %15 = "my_dialect.thing"() {attr1 = array<f64: -208.14938100000001, 1.17549435E-38, 0.97923740000000003, -4.940660e-324, 762.97623699999997>, foo.k0 = 0 : i64} : () -> !my_dialect<"abc"> loc(#loc9)
    }) : (f32, f8E4M3FNUZ) -> () loc(#loc7)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %11 = "z.nop"(%9#1) ({
      "builtin.module"() ({
        %13:4 = "foo.bar.baz"() {_u1 = {}, a2 = dense<[true, false]> : tensor<2xsi1>, k$3 = -5 : i17, sym_name0 = dense<> : tensor<0x4x2xf8E5M2>} : () -> (index, none, () -> (), memref<?x1x7xbf16, #map>) loc(#loc12)
      }) : () -> () loc(#loc11)
    }) {_u0 = [{foo.k1 = 6.054690e-01 : bf16, "quoted key 0" = 0x7C00 : f16}, #bar.p<?, 55>], x1 = 0x7C00 : f16} : (f8E4M3FNUZ) -> f32 loc(#loc10)
    "d.op_1"() {a0} : () -> () loc(#loc13)
    "foo.op"() {attr1 = 4.9954303125281406E-35 : f64, d.k2 = "%\E6\97\A5\E6\9C\AC{\\._/z\11a\F0\9F\99\82.", my.k3, x0 = {_u2 = {"quoted key 1" = -1 : i7, z90 = #map1}, sym_name1, value0 = {foo.k1 = 6.054690e-01 : bf16, "quoted key 0" = 0x7C00 : f16}}} : () -> () loc(#loc14)
    %12 = "foo.compute"(%9#0, %9#1, %11) {a0} : (f8E5M2FNUZ, f8E4M3FNUZ, f32) -> complex<f16> loc(#loc15)
    "x.y"(%9#1) : (f8E4M3FNUZ) -> () loc(#loc16)
  }) {_u0 = dense<[[[-65536, -1, 1, -1], [-65536, 1, 1, -65536], [-1, -65536, -10178, -1]]]> : tensor<1x3x4xi17>, attr2 = 0x7C00 : f16, foo.k3 = -1 : i17, sym_name1 = sparse<[[1, 4, 2], [1, 4, 1]], [-2147483648, 694]> : tensor<2x5x4xi32>} : () -> tuple<bf16, i1024, ui3, i128> loc(#loc1)
  %1 = "foo.compute"() {"quoted key 3" = "@\0AX!b\CA\09f#<0", x2 = #x.v<-1 f32>, z90, z91 = 22 : index} : () -> tensor<29x818xf16> loc(#loc17)
  %2:3 = "bar.yield"(%0, %0) {b0} : (tuple<bf16, i1024, ui3, i128>, tuple<bf16, i1024, ui3, i128>) -> (f32, memref<*xi32>, f32) loc(#loc24)
  %3:4 = "foo.op"() {k$0 = true, k$2 = #map1, z91 = [dense<> : tensor<0x2xf16>]} : () -> (f32, tuple<>, index, (f16, ui16) -> tensor<*xf32>) loc(#loc18)
  %4 = "a.b"(%3#0, %3#1) {k$1 = [0 : ui1, 4.000000e+00 : f4E2M1FN], x0 = #set} : (f32, tuple<>) -> memref<*xi32> loc(#loc19)
  %5 = "foo.op"(%1, %3#1, %3#1) {b2 = -1 : si32, d.k0, z91 = 1 : ui1} : (tensor<29x818xf16>, tuple<>, tuple<>) -> f32 loc(#loc20)
  %6 = "my_dialect.thing"(%4, %3#3, %3#2) ({
  ^bb0(%arg0: !bar.t_1 loc("0066.in.mlir":52:5)):
    "foo.op"() {_u0 = array<f32>, sym_name1 = 0xFC00 : f16} : () -> () loc(#loc6)
    %8:4 = "z.nop"() <{}> : () -> (vector<4xf8E4M3>, complex<f32>, memref<*xi32>, f32) loc(#loc22)
  }) {a1 = 0x7C00 : f16, x0 = [#map2]} : (memref<*xi32>, (f16, ui16) -> tensor<*xf32>, index) -> tensor<?xvector<i1>> loc(#loc20)
  %7 = "z.nop"(%4) : (memref<*xi32>) -> tuple<f8E4M3FN> loc(#loc23)
}) : () -> () loc(#loc)
#loc = loc("0066.in.mlir":0:0)
#loc1 = loc("with \22q\22")
#loc2 = loc("a.mlir":30:0)
#loc4 = loc("0066.in.mlir":22:9)
#loc5 = loc("0066.in.mlir":24:2)
#loc6 = loc("a.mlir":84:0)
#loc7 = loc("0066.in.mlir":27:2)
#loc8 = loc("op.1")
#loc9 = loc("a.mlir":314:0)
#loc10 = loc("src/x.py":0:370)
#loc11 = loc("0066.in.mlir":35:3)
#loc12 = loc("dir/with space.c":66:0)
#loc13 = loc("x")
#loc14 = loc("0066.in.mlir":40:2)
#loc15 = loc("0066.in.mlir":42:8)
#loc16 = loc("0066.in.mlir":43:2)
#loc17 = loc("callee")
#loc18 = loc("":12:9 to 15:58)
#loc19 = loc("0066.in.mlir":49:8)
#loc20 = loc(unknown)
#loc22 = loc("dir/with space.c":130:132)
#loc23 = loc("0066.in.mlir":56:10)
#loc24 = loc("n"(#loc8))

