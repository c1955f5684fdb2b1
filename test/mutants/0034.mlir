#map0 = affine_map<(i0, i1, i2)[N0] -> ((9) floordiv 2 - i0 * 5, ((i2) mod 9) ceildiv 2)>
#loc1 = "}XΩ日本a\C3\A9_{" : ui32

%0 = "line
break"(): () -> memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6> loc("a.mlir":0:0)
%v1 = "foo.bar.baz"(%0, %0): (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> tensor<?x3xcomplex<f16>> loc("src/x.py":2:59 to 2:71)
"foo.bar.baz"(%0, %v1, %v1) {sym_name0= dense<[[0x0, 7, 1, -1], [1, -1, -4, 0]]> : tensor<2x4xi3>, value1= #map0, k$2= distinct[2]<0: i64>}: (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, tensor<?x3xcomplex<f16>>, tensor<?x3xcomplex<f16>>) -> () loc("":243:297)
%_2:4 = "z.nop"() {foo.k0= loc("src/x.py":0:97)}: () -> (vector<11x1x3xbf16>, complex<si64>, tensor<?xcomplex<f80>>, memref<4xf32, strided<[1], offset:0>>) loc(fused[callsite("a.mlir":246:136 at unknown), unknown, fused[]])
%3 = "a.b"(%0) {_u0= array<f32>}: (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> ui32 loc(unknown)
%value4, %a.b5:2 = "my_dialect.thing"(%_2#1) {}: (complex<si64>) -> (index, !my_dialect.type, none)
%_6 = "foo.bar.baz"() {sym_name0= #map0, attr1= array<i16: 0, 0x5C, -6679, 0>, value2= complex<f128>, _u3}: () -> tensor<?x0xi8>
%v7 = "d.op_1"(%_6, %_2#0, %_2#3) ({
 "foo.br"(%_6, %value4, %_6)[^bb1] {_u0= 0.726 : f16, sym_name1, "quoted key 2"= dense<[[-65536], [-1], [14]]> : tensor<3x1xi17>, x3= array<i8: -1, -15>}: (tensor<?x0xi8>, index, tensor<?x0xi8>) -> () loc(fused["a.mlir":35:55 to 38:75, "f":0:294, "src/x.py":196:363])
^bb1:
 "x.switch"(%a.b5#0)[^bb1]<{b0= 4294967295: i32, value1= {value0= distinct[3]<-1.0e300 : f32>, z91= 232, value2}}> {z90= 0: ui1}: (!my_dialect.type) -> () loc(fused<"meta">["src/x.py":4294967295:25, "":66:104])
}) {a0= affine_map<()[s0, s1] -> ((s0 * 8) floordiv 6)>, b1= [tuple<>, {sym_name0= #loc1, b1= dense<-4.9e-324> : tensor<f16>}, 522.617702 : f8E4M3FNUZ, -1]}: (tensor<?x0xi8>, vector<11x1x3xbf16>, memref<4xf32, strided<[1], offset:0>>) -> ui16 loc("f":43:50 to :54)
