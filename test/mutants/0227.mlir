#map0 = [#x.p<"x y",[?,abc],<{86}>>, sparse<[[2, 1], [0, 1]], [1.0e300, 78.65E0]> : tensor<4x3xf16>]
#attr_1 = {_u0= #my.flag}
#a2 = "b\7f\\\"é \\a\"a" : f32
!t0 = i16
!alias_1 = tensor<5xf32>
#loc3 = #my.b.c
#L4 = loc("src/x.py":377:408)
#loc5 = loc(unknown)
#loc6 = "_\C3\A9<.#\00\t0"
#loc7 = loc("src/x.py":92:462)
#x_y8 = array<i8: 0, 1, -1, 0>
#loc9 = array<i64>
#loc10 = 0.1 : bf16
#attr_11 = "\t\nb'"

"builtin.module"() ({
  "d.op_1"() {}: () -> ()
  %0 = "foo.bar.baz"() {d.k0= #map0, x1= affine_map<(d0, d1, d2)[s0] -> ((d1 * 2) mod 8, (d1 - d2) * s0, (d0) mod 9 + (9) ceildiv 3)>, z92= -2147483648: i32, z93= #attr_1}: () -> index loc("a.mlir":86)
  %1 = "foo.bar.baz"(%0, %0, %0) {}: (index, index, index) -> (tuple<>) loc("callee"("src/x.py":7))
  "foo.op"(%0, %0, %1) ({
  ^bb0(%value2 : memref<51x4xcomplex<i1>, strided<[?, 1], offset: ?>>, %v3: !my_dialect.t<{69 , ? , ?},"x y">):
  }): (index, index, tuple<>) -> ()
  %4 = "z.nop"(%1) <{"quoted key 0"= true, _u1, z92= "\t\\\n_🙂", a3= affine_set<(d0, d1) : (-(-(7)) >= 5 * (2), 1 * (d0) + 9 * (d1) == 0, ((7) floordiv 4) mod 2 == 0)>}>: (tuple<>) -> i32
  "bar.yield"(%0)<{b0= #foo.flag, value1= 1.97529e-7 : f8E5M2}> ({
    "builtin.module"() ({
      %5 = "bar.yield"(): () -> ui1 loc(callsite("src/x.py":120:4294967295 at "a.mlir":127:4294967295))
      "foo.compute"(%5, %5) {_u0= array<i32: 2, 1, -2147483648>, b1}: (ui1, ui1) -> ()
      %6 = "foo.compute"(%5, %5, %5) {a0= [4.947 : f32, {foo.k0= affine_set<(d0, d1)[s0] : (s0 >= s0, (d1 * 7) ceildiv 4 >= 0)>}, array<i8: 0x1C, 1, 7, 0, 1>, array<f64: 3.408>], b1= [none, @"with\"quote", [unit, affine_set<(d0)[s0, s1] : ((d0 * 9) floordiv 5 >= 0, s1 <= 1)>, array<i1: true>]], my.k2= affine_map<(d0, d1, d2)[s0, s1] -> (s1 + d1, 5)>, "quoted key 3"= -1: i32}: (ui1, ui1, ui1) -> memref<3x14xui16, "local mem"> loc("dir/with space.c":132:0)
      %v7 = "foo.bar.baz"() {z90= 7: i3}: () -> (ui64)
      %$8 = "x.y"(%6, %5) <{z90= distinct[3]<805927.0 : f16>, b1= array<i16: -32768, 2, 0xFFFF, 0x1>, my.k2= @main, k$3= 6 : index}> {k$0= "\7f 🙂@\C3\A9@\8A\\\t%", value1= true, x2= #attr_1}: (memref<3x14xui16, "local mem">, ui1) -> f4E2M1FN
      %v9 = "z.nop"() <{_u0= affine_map<(d0)[s0] -> ((d0) floordiv 6, s0, (6) mod 4)>, value1= #a2, d.k2= 406725.0 : f16}> {k$0= array<i1: false, false>, _u1, "quoted key 2"= 53 : index}: () -> f16 loc(fused<3 : i32>["name", "":3:4294967295, "with \"q\""])
    }) : () -> ()
  }, {
    %_10, %value11:2 = "z.nop"(%0, %4): (index, i32) -> (memref<33x3xi64>, tuple<f8E4M3FNUZ, i8, f32, f32, !t0, si32, i16, i8, index, memref<3x?xvector<[4]xui1024>>, i1, f16, si17, f8E5M2, complex<f32>, f16, i8, i32, si17, i1, f6E3M2FN, i32, f64, f8E8M0FNU>, !x.t<f32>)
    %12:2 = "my_dialect.thing"(%4, %value11#0, %1) <{attr0= 29: i32}> {}: (i32, tuple<f8E4M3FNUZ, i8, f32, f32, !t0, si32, i16, i8, index, memref<3x?xvector<[4]xui1024>>, i1, f16, si17, f8E5M2, complex<f32>, f16, i8, i32, si17, i1, f6E3M2FN, i32, f64, f8E8M0FNU>, tuple<>) -> (!t0, index)
    "foo.compute"(%value11#0, %value11#1, %12#0) ({
      %_13 = "foo.compute"(): () -> complex<f32> loc("op.1")
      %14:3 = "d.op_1"()<{}> ({
      ^4(%15: !bar.v<14 <{-7,?,88} , -5 , "x y">> loc("with \"q\""), %a.b16 : f32 loc("a.mlir":4294967295:353)):
        %x17, %_18:3 = "a.b"(%12#1, %value11#1)<{d.k0= #attr_1, my.k1= dense_resource<r.0> : tensor<4xi8>, sym_name2= affine_set<(d0, d1)[s0, s1] : (((s1) mod 8) ceildiv 5 >= 0, 8 - d0 - d1 >= 0)>, value3= loc("callee"("op.1"))}> {z90= 47: ui32, _u1= #my.v<<a.b>>, "quoted key 2"= dense<[[[(96, -74)], [(24, -80)]], [[(64, -78)], [(65, -13)]], [[(22, -80)], [(24, -84)]]]> : tensor<3x2x1xcomplex<i32>>, foo.k3}: (index, !x.t<f32>) -> (tensor<343x2x674xvector<9xbf16>>, !alias_1, index, none) loc("x")
        %v19 = "foo.op"(%_18#2)<{_u0= dense_resource<weights1> : tensor<3xi32>, d.k1= affine_set<(d0, d1)[s0] : (-(d0 * 4) >= s0)>, b2= i7, a3= 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF: i128}> {my.k0= dense<0.4972939> : tensor<f8E4M3B11FNUZ>, _u1= "\00", a2}: (none) -> memref<51xvector<i1>, strided<[1], offset: 3>>
        "bar.yield"(%_10, %4, %_18#2) {my.k0= #map0, b1= #attr_1}: (memref<33x3xi64>, i32, none) -> () loc("dir/with space.c":0:0)
      }) {b0= #x.v<{true, i8, {-6}}, abc, "x y">}: () -> (complex<f64>, tuple<f16, f8E4M3FNUZ, f8E5M2, i32, ui1, si8, f32, !alias_1, i32, !t0, f80, i64, f8E4M3FNUZ, f32, tensor<7x4x4x4xi8>, f32, f64, si64, f32>, f6E3M2FN)
      %20:2 = "foo.bar"(%14#0) <{b0, foo.k1, attr2}> ({
        %_21 = "bar.yield"(%14#1)<{a0= #loc3}> {a0= loc("a.mlir":4294967295:169), value1= #a2}: (tuple<f16, f8E4M3FNUZ, f8E5M2, i32, ui1, si8, f32, !alias_1, i32, !t0, f80, i64, f8E4M3FNUZ, f32, tensor<7x4x4x4xi8>, f32, f64, si64, f32>) -> memref<4x1x193xi32, strided<[?, 21, 10], offset:0>, {kind = "scratch"}> loc(callsite(#L4 at "a.mlir":328:0))
        %22 = "foo.bar.baz"(%14#2): (f6E3M2FN) -> tensor<complex<f8E5M2FNUZ>>
        %v23 = "a.b"(%14#1, %14#2): (tuple<f16, f8E4M3FNUZ, f8E5M2, i32, ui1, si8, f32, !alias_1, i32, !t0, f80, i64, f8E4M3FNUZ, f32, tensor<7x4x4x4xi8>, f32, f64, si64, f32>, f6E3M2FN) -> (f6E2M3FN) loc("v"("a.mlir":56:28))
        "x.switch"(%14#1, %_10)[^bb6] {}: (tuple<f16, f8E4M3FNUZ, f8E5M2, i32, ui1, si8, f32, !alias_1, i32, !t0, f80, i64, f8E4M3FNUZ, f32, tensor<7x4x4x4xi8>, f32, f64, si64, f32>, memref<33x3xi64>) -> ()
      ^bb6(%24: i8, %_25 : !t0, %v26: !t0):
        %_27 = "foo.op"(): () -> vector<[15]x[5]x[6]xi32> loc(#loc5)
        "foo.br"(%_13, %12#0)[^loop7, ^loop7] {z90= #loc6, k$1= #loc3}: (complex<f32>, !t0) -> () loc(#L4)
      ^loop7():
        "a.jump"(%v23, %14#2)[^bb8, ^bb6]<{a0, b1= #a2, x2= [dense<0> : tensor<3x2x4xui3>, dense<[[0.2, 898264.0], [941.172600, 0x666A7C14], [0.2, 0x0F451DA6], [9.999999e9, 0x4EAAE835]]> : tensor<4x2xf32>, dense_resource<blob2> : tensor<6xi32>, dense<0x411B> : tensor<bf16>]}> {d.k0, a1= "a\".\tΩ\tz", z92= unit}: (f6E2M3FN, f6E3M2FN) -> () loc(#loc7)
      ^bb8():
        %value28 = "my_dialect.thing"(%0, %v23, %_21): (index, f6E2M3FN, memref<4x1x193xi32, strided<[?, 21, 10], offset:0>, {kind = "scratch"}>) -> (none) loc(#loc7)
        "bar.yield"() {}: () -> () loc(#loc7)
        %x29 = "foo.op"(%_21) {b0= "\\*_a", attr1= 2.0 : f8E4M3, z92= " X-0\\", "quoted key 3"}: (memref<4x1x193xi32, strided<[?, 21, 10], offset:0>, {kind = "scratch"}>) -> f32
        "foo.br"(%14#2, %v23, %value28)[^loop7]: (f6E3M2FN, f6E2M3FN, none) -> ()
      }) {k$