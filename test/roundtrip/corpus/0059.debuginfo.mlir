#distinct = distinct[0]<0 : i64>
#loc6 = loc("src/x.py":0:97)
#map = affine_map<(d0, d1, d2)[s0] -> (d0 * -5 + 4, (d2 mod 9) ceildiv 2)>
#map1 = affine_map<()[s0, s1] -> ((s0 * 8) floordiv 6)>
"builtin.module"() ({
  %0 = "d.op_1"() : () -> memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6> loc(#loc1)
  %1 = "foo.bar.baz"(%0, %0) : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> tensor<?x3xcomplex<f16>> loc(#loc2)
  "foo.bar.baz"(%0, %1, %1) {k$2 = #distinct, sym_name0 = dense<[[0, -1, 1, -1], [1, -1, -4, 0]]> : tensor<2x4xi3>, value1 = #map} : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, tensor<?x3xcomplex<f16>>, tensor<?x3xcomplex<f16>>) -> () loc(#loc3)
  %2:4 = "z.nop"() {foo.k0 = #loc6} : () -> (vector<11x1x3xbf16>, complex<si64>, tensor<?xcomplex<f80>>, memref<4xf32, strided<[1]>>) loc(#loc15)
  %3 = "a.b"(%0) {_u0 = array<f32>} : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> ui32 loc(#loc5)
  %4:3 = "my_dialect.thing"(%2#1) : (complex<si64>) -> (index, !my_dialect.type, none) loc(#loc7)
  %5 = "foo.bar.baz"() {_u3, attr1 = array<i16: 0, 92, -6679, 0>, sym_name0 = #map, value2 = complex<f128>} : () -> tensor<?x0xi8> loc(#loc8)
  %6 = "d.op_1"(%5, %2#0, %2#3) ({
    "foo.br"(%5, %4#0, %5)[^bb1] {_u0 = 7.260740e-01 : f16, "quoted key 2" = dense<[[-65536], [-1], [14]]> : tensor<3x1xi17>, sym_name1, x3 = array<i8: -1, -15>} : (tensor<?x0xi8>, index, tensor<?x0xi8>) -> () loc(#loc16)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%4#1)[^bb1] <{b0 = -1 : i32, value1 = {value0 = distinct[1]<0xFF800000 : f32>, value2, z91 = 232 : i64}}> {z90 = 0 : ui1} : (!my_dialect.type) -> () loc(#loc17)
  }) {a0 = #map1, b1 = [tuple<>, {b1 = dense<-0.000000e+00> : tensor<f16>, sym_name0 = "}X\CE\A9\E6\97\A5\E6\9C\ACa\C3\A9_{" : ui32}, 0x80 : f8E4M3FNUZ, -1]} : (tensor<?x0xi8>, vector<11x1x3xbf16>, memref<4xf32, strided<[1]>>) -> ui16 loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("0059.in.mlir":0:0)
#loc1 = loc("a.mlir":0:0)
#loc2 = loc("src/x.py":2:59 to :71)
#loc3 = loc("-":243:297)
#loc4 = loc("a.mlir":246:136)
#loc5 = loc(unknown)
#loc7 = loc("0059.in.mlir":9:20)
#loc8 = loc("0059.in.mlir":10:7)
#loc9 = loc("f":43:50 to :54)
#loc10 = loc("a.mlir":35:55 to 38:75)
#loc11 = loc("f":0:294)
#loc12 = loc("src/x.py":196:363)
#loc13 = loc("src/x.py":4294967295:25)
#loc14 = loc("-":66:104)
#loc15 = loc(callsite(#loc4 at #loc5))
#loc16 = loc(fused[#loc10, #loc11, #loc12])
#loc17 = loc(fused<"meta">[#loc13, #loc14])

