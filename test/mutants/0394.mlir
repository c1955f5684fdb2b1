// ir-gen random --seed 179 --size 36
!T_0 = f32
#L0 = loc(unknown)
!T_1 = tensor<f64>
#l_x1 = loc("a.mlir":23:66 to 23:36)

"builtin.module"() ({
  "foo.op"(): () -> () loc("n"("a.mlir":0:208))
  %value0 = "bar.yield"() {z90}: () -> complex<bf16> loc("dir/with space.c":39:71 to 42:70)
  %value1, %_2:2 = "x.y"(%value0, %value0)<{z90= 40.47E7 : f32, my.k1= dense<[[false, true], [0, true]]> : vector<2x2xi1>, foo.k2= 0.9289441 : bf16}> ({
  ^bb0(%3: vector<2x[15]xbf16> loc("dir/with space.c":57), %value4 : !foo.t_1 loc("op.1")):
    %5 = "x.y"() {attr0= loc("src/x.py":94:86)}: () -> ui24 loc("a.mlir":9)
    %6:3 = "foo.bar.baz"(%3,
    %5)  : (vector<2x[15]xbf16>, ui24) -> (tensor<3x14xf64>, !foo<"abc">, si1024) loc(unknown)
    "foo.br"()[^bb1, ^bb1] {foo.k0= dense<[[2.5e-3, -4.9e-324], [0.3, 2.44428e13]]> : vector<2x2xf6E3M2FN>, my.k1= 984266.0 : f32}: () -> () loc("f":0:92)
  ^bb1:
    // 
    "foo.bar"(%6#0) {b0, d.k1= sparse<[[0, 2, 1], [1, 1, 1]], [0x0, 18446744073709551615]> : tensor<2x4x2xi64>, "quoted key 2"= {}, "quoted key 3"}: (tensor<3x14xf64>) -> () loc("dir/with space.c":224:180) // trailing comment
    %_7 = "foo.op"(%6#0, %6#0) {k$0= i7, k$1, "quoted key 2" 
 = tuple<>}  : (tensor<3x14xf64>, tensor<3x14xf64>) -> tensor<8x3x32xui1024> loc(#L0)
    "bar.yield"(%_7, %5, %6#0) {value0= [], _u1= @x.y}: (tensor<8x3x32xui1024>, ui24, tensor<3x14xf64>) -> () loc("f":363:219)
    %a.b8:2 = "x.y"(%6#1) <{value0= sparse<[[1]], [0x0]> : tensor<2xi64>, a1= dense<[0.5]> : tensor<1xf80>, x2= affine_map<(d0) -> (d0 - d0 + -(d0), 3)>}> ({
      %_9 = "foo.bar"(%6#1, %_7): (!foo<"abc">, tensor<8x3x32xui1024>) -> complex<f8E3M4> loc(fused[fused["src/x.py":11:232, "f":23:26 to 23:17]])
      %10 = "d.op_1"(%6#1)<{sym_name0= dense<[[[3.637, -99.17E2], [1.0e300, 0x7A2435A153046A52]], [[0x3DDBF7C650409938, 924083.0], [0x5BE34F2036E6F62A, -4.9e-324]]]> : tensor<2x2x2xf64>, k$1= -170141183460469231731687303715884105728: i128}> ({
        %_11:4 = "x.y"(%_9): (complex<f8E3M4>) -> (f8E5M2, vector<5x11x12xf6E2M3FN>, tensor<212x4x1x?xi32>, tensor< 3xindex>) loc("f":69)
        %12 = "z.nop"(%_11#3, %_11#2, %6#2) {}: (tensor< 3xindex>, tensor<212x4x1x?xi32>, si1024) -> f128 loc("":44:4294967295)
        "my_dialect.thing"(%_11#3, %6#0, %_11#1): (tensor< 3xindex> , tensor<3x14xf64>, vector<5x11x12xf6E2M3FN>) -> () loc(unknown)
        "foo.br"(%_9)[^$7]: (complex<f8E3M4>) -> () loc(#L0)
      ^$7(%13: tensor<421x!foo.t> loc("src/x.py":23:26 to 23:59), %a.b14: index, %tmp_15: vector<5x9x14xsi3> loc(unknown)):
        // 
        "a.b"(%tmp_15, %13): (vector<5x9x14xsi3>, tensor<421x!foo.t>) -> ()
        %_16 = "z.nop"(%13, %13): (tensor<421x!foo.t>, tensor<421x!foo.t>) -> complex<i16> loc("op.1")
        // é unicode
        "x.y"(%5, %13) {_u0= !x.t<?>}: (ui24, tensor<421x!foo.t>) -> ()
        %$17 = "my_dialect.thing"(%_11#2, %a.b14, %12): (tensor<212x4x1x?xi32>, index, f128) -> (tensor<?x3xui64>) loc("dir/with space.c":160:55)
        "a.jump"()[^bb8, ^9]: () -> () loc(fused[])
      ^bb8:
        // a comment
        "a.jump"()[^9, ^$7]: () -> ()
      ^9:
        %18 = "x.y"(%_11#3) {}: (tensor< 3xindex>) -> memref<594x491xcomplex<bf16>, "local mem"> loc("dir/with space.c":120:171)
      }): (!foo<"abc">) -> ui7
      "x.switch"(%6#2, %_7)[^b3] {"quoted key 0"}: (si1024, tensor<8x3x32xui1024>) -> () loc("":7)
    ^b3(%-19 : memref<79x15xvector<9xindex>, strided<[?, 56], offset: ?>, 7> loc("x"), %$20: memref<51 x i7, strided<[1], offset:0>>, %value21 : vector<8x[9]xbf16> loc("callee"(fused<"meta">["x"]))):
      "a.jump"(%value21)[^bb4]: (vector<8x[9]xbf16>) -> () loc("src/x.py":16:35 to 17:51)
    ^bb4(%_22: none, %v23 : f80):
      // é unicode
      %value24, %arg25:2 = "my_dialect.thing"(): () -> (i8, memref<?x15xf64, {kind = "scratch"}>, index)
      %26 = "foo.bar.baz"(%value24, %arg25#1, %6#0) {z90= "", a1= -865012.0}: (i8, index, tensor<3x14xf64>) -> f32
      %27:4 = "my_dialect.thing"(%10, %value24, %26) {z90= dense<[0x0, -4, 0x7]> : tensor<3xi3>, x1, x2= 942.155141 : f8E4M3, value3= @f_1}: (ui7, i8, f32) -> (tensor<364xindex>, none, i8, tuple<i1>) // trailing comment
      "foo.br"(%27#3, %arg25#0, %3)[^5] ({
        %_28:4 = "my_dialect.thing"(%27#1, %27#0): (none, tensor<364xindex>) -> (f8E4M3FNUZ, vector<15x16xf16>, !T_0, !foo.param<f32>) loc("a.mlir":37:37 to 37:37)
        %29 = "d.op_1"(%26, %_9, %_28#0): (f32, complex<f8E3M4>, f8E4M3FNUZ) -> ui32 loc(unknown)
        %arg30, %v31:2 = "my_dialect.thing"(%27#0, %_28#3, %29): (tensor<364xindex>, !foo.param<f32>, ui32) -> (f8E5M2, si8, !T_1)
        %value32 = "foo.bar"(%v31#1, %v31#1) {attr0= f8E5M2, k$1= @"a", value2= affine_map<(d0, d1)[s0] -> (d0 * 7, 9, ((d1) ceildiv 4) ceildiv 1)>}: (!T_1, !T_1) -> tensor<?x60x97x2xcomplex<ui32>> loc(callsite(callsite("f":21:17 to :25 at "f":107:0) at "with \"q\""))
        %-33 = "foo.bar.baz"() {b0= dense<1> : tensor<i1>, d.k1= array<f64: 100.0, 3.859>}: () -> (complex<f8E3M4>) loc(unknown)
      }): (tuple<i1>, memref<?x15xf64, {kind = "scratch"}>, vector<2x[15]xbf16>) -> ()
    ^5(%value34: memref<31xi32, 7>):
      %v35 = "d.op_1"() <{value0}>: () -> !bar.type loc("dir/with space.c":32:15 to 33:62)
      "cfx.cond_br"(%v35, %6#2)[^b3]: (!bar.type, si1024) -> () loc("op.1")
    }): (!foo<"abc">) -> (none, index) loc(#l_x1)
    // 
    %36:3 = "bar.yield"(%6#2, %a.b8#1) {_u0= -1}: (si1024, index) -> (ui24, tuple<f32>, i1) // trailing comment
    "my_dialect.thing"(%a.b8#1, %36#1): (index, tuple<f32>) -> () loc("":163:6)
  }): (complex<bf16>, complex<bf16>) -> (ui64, !T_0, tensor<4xf32>) // trailing comment
  %value37 = "foo.op"()<{attr0= dense_resource<weights0> : tensor<1xf32>, a1, sym_name2= unit, sym_name3}> {sym_name0= 0x2CAFCCC26A27CF4E26D8 : f80, _u1= "\t<\\\00\n*" : si32}:  () -> !my_dialect.v<true , <[13] , ?>> loc(fused<#foo.m>[unknown, "dir/with space.c":114:4294967295])
}) {foo.module_attr = unit} : () -> () loc("":23:22 to :22)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000026FC366B"
    }
  }
#-}
