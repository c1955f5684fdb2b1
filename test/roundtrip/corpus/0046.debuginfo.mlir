#loc4 = loc("dir/with space.c":11:450)
#loc9 = loc("x")
#loc10 = loc("with \22q\22")
#loc14 = loc(unknown)
#loc15 = loc("src/x.py":46:70 to 48:77)
#loc22 = loc("f":93:472)
#loc30 = loc("0046.in.mlir":49:8)
#loc31 = loc("0046.in.mlir":49:24)
#loc32 = loc("src/x.py":164:99)
#loc36 = loc("f":19:0)
#loc37 = loc("0046.in.mlir":55:74)
#map = affine_map<(d0, d1, d2) -> (d1, 1, d2)>
#set = affine_set<(d0)[s0] : (d0 == 0, (s0 * 2) mod 8 == 0)>
#loc42 = loc("n"(#loc10))
#loc43 = loc(callsite(#loc14 at #loc22))
#loc49 = loc(callsite(#loc42 at #loc14))
#loc52 = loc(fused[#loc49, #loc15])
"builtin.module"() ({
  %0 = "bar.yield"() ({
  }) : () -> f64 loc(#loc1)
  %1:4 = "x.y"() {my.k0, value1 = {d.k0 = #loc4}, z92 = #foo.p<[-0 , <-4 , "x y">]>} : () -> (none, none, memref<*xi8, "gpu">, complex<f4E2M1FN>) loc(#loc48)
  %2 = "bar.yield"(%1#1) {b0 = "{\0A\00\09b\C3\A9", x1 = 1 : i32} : (none) -> none loc(#loc3)
  %3:4 = "a.b"(%0) ({
    %21 = "foo.compute"() : () -> bf16 loc(#loc6)
    "a.b"() <{foo.k0 = dense<(-1.04296518E-7,4.797000e+00)> : tensor<complex<f32>>, x1}> : () -> () loc(#loc7)
    "a.jump"(%1#2)[^bb1, ^bb1] : (memref<*xi8, "gpu">) -> () loc(#loc8)
  ^bb1(%22: vector<5xi64> loc("x")):  // 2 preds: ^bb0, ^bb0
    "foo.compute"(%22) : (vector<5xi64>) -> () loc(#loc42)
    %23 = "bar.yield"(%2) {_u2 = -9.4184256807779291E-63 : f64, d.k3 = @s$::@f_1, sym_name1 = sparse<[[0], [4], [0]], [2.906250e+00, 9.804680e-01, 9.999220e+09]> : tensor<5xbf16>, value0 = 0 : i64} : (none) -> vector<[7]xf6E2M3FN> loc(#loc11)
    "x.y"(%23) <{}> : (vector<[7]xf6E2M3FN>) -> () loc(#loc12)
    %24:3 = "bar.yield"(%21) : (bf16) -> (memref<33x36x32xsi8, strided<[?, 57, ?]>>, tensor<902x3x48x!my_dialect.param<"x y">>, memref<2x3x3xindex, strided<[?, 43, ?]>>) loc(#loc13)
    %25 = "bar.yield"() {b0 = dense<-2.800000e+01> : tensor<f6E3M2FN>, b1 = #loc52} : () -> !foo.a.b loc(#loc14)
  }) : (f64) -> (tensor<3x1x12xsi3>, complex<f32>, complex<f32>, i32) loc(#loc5)
  %4 = "foo.bar"(%3#0, %3#1) {attr2 = array<i32: -2147483648, 904657764, 1, 0>, foo.k1 = #loc52, value0 = ""} : (tensor<3x1x12xsi3>, complex<f32>) -> !foo.v<i8> loc(#loc16)
  %5 = "foo.bar.baz"(%3#1, %4) ({
    %17 = "bar.yield"() ({
      %20 = "a.b"(%3#3, %0, %0) <{attr0 = 9.9999999999999997E+37 : f64}> {b1, "quoted key 0" = array<f64: 6.970860e+05, 5.968900e+04, 3.550000e+02>} : (i32, f64, f64) -> complex<f8E4M3> loc(#loc19)
    }) {foo.k0} : () -> memref<6xf6E3M2FN, {kind = "scratch"}> loc(#loc18)
    %18:4 = "foo.bar.baz"() : () -> (!foo.param<32>, tensor<2x3x44xi1>, complex<f8E4M3>, memref<?xi64>) loc(#loc20)
    %19 = "a.b"(%1#2, %18#2) <{k$0 = true}> : (memref<*xi8, "gpu">, complex<f8E4M3>) -> complex<f32> loc(#loc21)
  }, {
  ^bb0(%arg0: f80 loc(callsite(#loc14 at #loc22))):
    %7:4 = "my_dialect.thing"(%3#1, %1#0, %3#3) <{x0 = -1 : i64}> {a0 = #set, value1} : (complex<f32>, none, i32) -> (vector<index>, (i64) -> (), tensor<29x24x60xf8E3M4>, bf16) loc(#loc23)
    "foo.op"(%7#1, %7#1) <{my.k0 = "#-*\01}\00\\-X\\", sym_name1, z92 = "</"}> : ((i64) -> (), (i64) -> ()) -> () loc(#loc3)
    %8 = "a.b"(%4) : (!foo.v<i8>) -> f16 loc(#loc3)
    %9:3 = "my_dialect.thing"(%3#3, %7#2, %7#2) ({
      %15 = "d.op_1"(%4, %8, %7#2) {_u1 = @"x y", attr0 = 0 : index} : (!foo.v<i8>, f16, tensor<29x24x60xf8E3M4>) -> tf32 loc(#loc50)
      %16 = "d.op_1"(%3#1, %7#2) : (complex<f32>, tensor<29x24x60xf8E3M4>) -> tensor<bf16> loc(#loc3)
      "foo.bar.baz"(%16, %16, %7#3) <{foo.k0 = -1 : i32}> : (tensor<bf16>, tensor<bf16>, bf16) -> () loc(#loc29)
    }, {
      %12 = "foo.op"(%8) ({
      ^bb0(%arg4: index loc("0046.in.mlir":49:8), %arg5: !foo.t<-7> loc("0046.in.mlir":49:24), %arg6: complex<f32> loc("src/x.py":164:99)):
        %13 = "my_dialect.thing"() : () -> none loc(#loc51)
        %14:2 = "d.op_1"(%arg6, %1#2, %arg5) <{}> : (complex<f32>, memref<*xi8, "gpu">, !foo.t<-7>) -> (complex<f32>, bf16) loc(#loc14)
      }) {a0 = 5.880000e-01 : f64, attr1 = sparse<[[1, 1], [2, 1], [3, 1], [3, 0]], [960.487426, 8.717000e+06, 3.000000e-01, 513.46106]> : tensor<5x2xf32>} : (f16) -> f16 loc(#loc42)
      "foo.bar.baz"(%7#0, %1#2, %3#3) <{k$2 = distinct[0]<(tensor<?x8x?x?xbf16>) -> (si128, tensor<30x?x?xf16>)>, "quoted key 3", value1 = #loc52, z90 = #loc52}> {b0 = #loc52, foo.k1 = @"x y"} : (vector<index>, memref<*xi8, "gpu">, i32) -> () loc(#loc35)
    }, {
    ^bb0(%arg1: f8E4M3 loc("with \22q\22"), %arg2: vector<3x[12]x12xi24> loc("f":19:0), %arg3: si1 loc("0046.in.mlir":55:74)):
    }) : (i32, tensor<29x24x60xf8E3M4>, tensor<29x24x60xf8E3M4>) -> ((vector<ui1024>, complex<f6E3M2FN>) -> (i8, ui1), vector<[7]xf6E2M3FN>, complex<f64>) loc(#loc44)
    %10 = "bar.yield"(%arg0, %9#2, %9#0) {_u0, b1, x2, x3 = dense_resource<blob0> : tensor<5xf64>} : (f80, complex<f64>, (vector<ui1024>, complex<f6E3M2FN>) -> (i8, ui1)) -> !foo.t_1 loc(#loc38)
    %11 = "bar.yield"() : () -> tensor<0x0x1x?xindex> loc(#loc39)
  }) {b1 = array<i8: 1, 13, -128>, k$2 = "b-%_'", sym_name0} : (complex<f32>, !foo.v<i8>) -> complex<i16> loc(#loc17)
  "d.op_1"() : () -> () loc(#loc47)
  %6:2 = "a.b"(%3#2, %3#3, %3#2) {a3 = true, d.k1, "quoted key 2" = dense<[[[19080], [-24189], [4151], [-19848]], [[-11700], [10179], [14781], [-10416]]]> : tensor<2x4x1xi16>, z90 = #map} : (complex<f32>, i32, complex<f32>) -> (memref<165xcomplex<f16>, "shared">, index) loc(#loc40)
}) : () -> () loc(#loc)
#loc = loc("0046.in.mlir":0:0)
#loc1 = loc("0046.in.mlir":15:7)
#loc2 = loc("name")
#loc3 = loc("op.1")
#loc5 = loc("0046.in.mlir":19:8)
#loc6 = loc("0046.in.mlir":20:12)
#loc7 = loc("0046.in.mlir":21:2)
#loc8 = loc("0046.in.mlir":22:2)
#loc11 = loc("0046.in.mlir":25:8)
#loc12 = loc("0046.in.mlir":26:2)
#loc13 = loc("0046.in.mlir":27:18)
#loc16 = loc("0046.in.mlir":30:7)
#loc17 = loc("0046.in.mlir":31:7)
#loc18 = loc("":44:57 to 45:44)
#loc19 = loc("0046.in.mlir":33:14)
#loc20 = loc("0046.in.mlir":35:11)
#loc21 = loc("0046.in.mlir":36:8)
#loc23 = loc("f":0:416)
#loc24 = loc("f":141:0)
#loc25 = loc("f":36:0)
#loc26 = loc("dir/with space.c":6:21 to :74)
#loc27 = loc("a.mlir":73:222)
#loc28 = loc("n")
#loc29 = loc("src/x.py":47:49 to 50:19)
#loc33 = loc("src/x.py":266:108)
#loc34 = loc("f":163:0)
#loc35 = loc("0046.in.mlir":53:3)
#loc38 = loc("0046.in.mlir":57:8)
#loc39 = loc("0046.in.mlir":58:8)
#loc40 = loc("0046.in.mlir":61:9)
#loc41 = loc("n"(#loc2))
#loc44 = loc(callsite(#loc24 at #loc25))
#loc45 = loc(callsite(#loc26 at #loc27))
#loc46 = loc(callsite(#loc3 at #loc14))
#loc47 = loc("n"(#loc9))
#loc48 = loc(fused[#loc41, #loc3])
#loc50 = loc(fused<"meta">[#loc45, #loc28, #loc46])
#loc51 = loc(fused[#loc33, #loc34, #loc47])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B0521F0DD124BBB45826B3950ED158CD06BD8A8F7E4CDA15823F4A9618384A6B1EEDFA48516F6971"
    }
  }
#-}

