#distinct = distinct[0]<dense<> : tensor<0x2xui24>>
#loc5 = loc("dir/with space.c":9:37 to :72)
#loc6 = loc("0015.in.mlir":5:79)
#loc10 = loc("0015.in.mlir":10:10)
#loc11 = loc("0015.in.mlir":10:44)
#loc15 = loc("0015.in.mlir":14:8)
#loc23 = loc(unknown)
#loc26 = loc("x")
#loc30 = loc("0015.in.mlir":29:7)
#loc35 = loc("f":37:27 to :30)
#loc36 = loc("name")
#loc44 = loc("0015.in.mlir":50:6)
#loc45 = loc("0015.in.mlir":50:56)
#map = affine_map<(d0) -> ((d0 * 2) floordiv 9)>
#map1 = affine_map<(d0) -> (7)>
#map2 = affine_map<(d0, d1, d2)[s0] -> (s0, (d2 floordiv 2) mod 9, d1 - s0 - d1 + 8)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d0 * 2, 0)>
#map5 = affine_map<(d0, d1, d2)[s0, s1] -> (-d0 + 9, 0, s0 * 20)>
#set = affine_set<(d0) : (d0 ceildiv 5 == 0, d0 * 8 + 5 == 0, -10 >= 0)>
#loc54 = loc("v"(#loc5))
"builtin.module"() ({
  %0 = "foo.compute"() <{a0}> ({
    %3 = "foo.compute"() <{value0 = -6.000000e+00 : f4E2M1FN}> {my.k0 = 1 : i32} : () -> complex<i17> loc(#loc2)
    %4 = "x.y"(%3, %3, %3) ({
    ^bb0(%arg2: !x.param<?,{{82}},abc> loc("v"(#loc5)), %arg3: vector<12x13xf6E2M3FN> loc("0015.in.mlir":5:79)):
      "x.switch"()[^bb1] {_u2 = array<f32>, d.k0 = 0 : i64, my.k1 = i17, z93 = dense_resource<res_0> : tensor<4xf64>} : () -> () loc(#loc7)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %14:2 = "x.y"(%arg3) : (vector<12x13xf6E2M3FN>) -> (!x.t<38 , {abc} , <-3>>, tensor<6x?xvector<[14]xi32>>) loc(#loc8)
      "cfx.cond_br"(%arg2, %14#0, %arg2)[^bb1] ({
      ^bb0(%arg6: tensor<2x4x?xf32, #foo.enc> loc("0015.in.mlir":10:10), %arg7: complex<f32> loc("0015.in.mlir":10:44)):
        %21 = "a.b"(%14#1, %arg7, %14#0) : (tensor<6x?xvector<[14]xi32>>, complex<f32>, !x.t<38 , {abc} , <-3>>) -> tensor<?x2xindex> loc(#loc12)
        %22 = "bar.yield"() <{a0 = affine_map<(d0, d1, d2) -> ()>, value1 = dense_resource<weights1> : tensor<3xf32>}> : () -> tensor<777x411xsi7> loc(#loc13)
        "a.jump"(%arg7, %14#0, %arg7)[^bb1] <{attr1 = -4 : i3, "quoted key 2" = @c, value0 = affine_set<(d0, d1) : (d1 == 0, d0 == 0)>}> : (complex<f32>, !x.t<38 , {abc} , <-3>>, complex<f32>) -> () loc(#loc14)
      ^bb1(%23: tensor<?x5xvector<16x9x[8]xi64>> loc("0015.in.mlir":14:8)):  // pred: ^bb0
        "x.y"(%23, %21) : (tensor<?x5xvector<16x9x[8]xi64>>, tensor<?x2xindex>) -> () loc(#loc16)
        %24:3 = "my_dialect.thing"() <{attr0 = affine_map<(d0)[s0] -> ()>, b1 = 855090627361203327846459802675977375143395823368832753977424843823891868689141141711913870103719741756835604471041916741043614409202050157964521038284582370780662946559760150542432984602059 : i1024}> {_u0} : () -> (!x.v<["x y",true]>, none, (complex<f8E4M3FN>, vector<[15]x[10]xbf16>, si1) -> ()) loc(#loc17)
        %25 = "foo.compute"() <{b3 = 1 : si128, "quoted key 1" = -1 : i64, sym_name2 = loc("src/x.py":260:0), value0}> : () -> tuple<> loc(#loc18)
        %26:3 = "my_dialect.thing"() <{attr0 = @a, b1 = #my<"x<1>">, foo.k2 = #x.p<[a.b], "x y">}> : () -> (memref<9x?xsi64>, f16, memref<63xbf16, #map, 7>) loc(#loc55)
        %27 = "bar.yield"(%arg3) : (vector<12x13xf6E2M3FN>) -> tuple<index, ui64> loc(#loc21)
        "foo.br"()[^bb2, ^bb2] : () -> () loc(#loc22)
      ^bb2(%28: memref<?xvector<3x6xi1024>, #map1, "shared"> loc(unknown)):  // 2 preds: ^bb1, ^bb1
        %29 = "d.op_1"() {_u0 = "O" : i1, d.k1 = true, sym_name2} : () -> f16 loc(#loc24)
        %30:3 = "foo.compute"() {_u1, _u3 = [164], "quoted key 0" = [1, (complex<i64>, memref<?x?x5xf32, {kind = "scratch"}>, none) -> complex<f64>, dense<(0xFC00,-9.344480e-02)> : tensor<1xcomplex<f16>>, dense_resource<res_2> : tensor<4xi8>], sym_name2 = #bar.a} : () -> (vector<5x[2]x[3]xf32>, f6E2M3FN, complex<f8E4M3B11FNUZ>) loc(#loc25)
        %31 = "bar.yield"() : () -> memref<52xi24> loc(#loc26)
        %32 = "bar.yield"(%29, %30#1, %arg7) : (f16, f6E2M3FN, complex<f32>) -> memref<*xvector<15x6xi32>, 6> loc(#loc27)
        %33 = "foo.bar.baz"(%31, %30#0) {_u1 = #set, d.k2 = f64, sym_name0 = 2.303930e-18 : bf16} : (memref<52xi24>, vector<5x[2]x[3]xf32>) -> tuple<f8E4M3FN> loc(#loc28)
        %34:3 = "foo.op"(%28, %30#2, %32) : (memref<?xvector<3x6xi1024>, #map1, "shared">, complex<f8E4M3B11FNUZ>, memref<*xvector<15x6xi32>, 6>) -> (f8E4M3, f64, complex<f64>) loc(#loc56)
      }, {
      ^bb0(%arg4: memref<2x?x2xsi1> loc("0015.in.mlir":29:7), %arg5: memref<640xsi3, 5> loc("x")):
        %15 = "foo.op"(%14#0) {k$2 = #map2, "quoted key 0" = 5.562500e+00 : bf16, z91} : (!x.t<38 , {abc} , <-3>>) -> i16 loc(#loc31)
        %16 = "foo.op"(%14#1, %14#1, %arg4) : (tensor<6x?xvector<[14]xi32>>, tensor<6x?xvector<[14]xi32>>, memref<2x?x2xsi1>) -> vector<3x11xf32> loc(#loc32)
        "cfx.cond_br"(%arg5, %15)[^bb1] : (memref<640xsi3, 5>, i16) -> () loc(#loc57)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "a.jump"()[^bb2, ^bb1] : () -> () loc(#loc34)
      ^bb2(%17: none loc("f":37:27 to :30), %18: tf32 loc("name")):  // pred: ^bb1
        %19 = "foo.op"(%arg5, %15, %15) : (memref<640xsi3, 5>, i16, i16) -> memref<2x3xf6E3M2FN, #map3, "shared"> loc(#loc36)
        %20 = "my_dialect.thing"(%18) <{foo.k0 = affine_map<()[s0, s1] -> ()>}> : (tf32) -> vector<f16> loc(#loc37)
      }) : (!x.param<?,{{82}},abc>, !x.t<38 , {abc} , <-3>>, !x.param<?,{{82}},abc>) -> () loc(#loc9)
    }, {
      %8 = "my_dialect.thing"(%3, %3, %3) ({
        %13:3 = "z.nop"() <{a0, b3 = @main, "quoted key 1" = "%\7F\7F", "quoted key 2" = index}> {a1, k$0 = -1.001360e-05 : bf16, sym_name2 = "\0A\CFa#<\0A\00}!"} : () -> (f16, vector<7x2x16xi1>, i32) loc(#loc39)
      }) : (complex<i17>, complex<i17>, complex<i17>) -> ui64 loc(#loc38)
      %9 = "a.b"(%8, %3) {a0 = dense_resource<weights3> : tensor<4xi32>, "quoted key 2", sym_name1 = dense_resource<res_4> : tensor<4xi8>} : (ui64, complex<i17>) -> index loc(#loc40)
      %10 = "d.op_1"(%9, %8, %9) <{b2 = "-\F0\9F\99\82", k$1 = #x.v<-5, 63>, sym_name0 = [42 : index, 0x4202A05F00C00000 : f64, #my.v<?, <?,-6,"x y">, "x y">]}> : (index, ui64, index) -> vector<7x12xf6E2M3FN> loc(#loc41)
      %11 = "z.nop"(%3, %10) {k$0 = false, k$1 = {sym_name1 = #my.attr, x2 = dense<[[-0.000000e+00], [0xFC00]]> : tensor<2x1xf16>, z90}} : (complex<i17>, vector<7x12xf6E2M3FN>) -> complex<f16> loc(#loc42)
      %12 = "my_dialect.thing"(%8) <{}> : (ui64) -> f32 loc(#loc43)
      "foo.bar.baz"(%9) {_u1 = 23 : index, d.k0 = -1 : i1024, z92 = "\0A \00" : ui128} : (index) -> () loc(#loc23)
    }, {
    ^bb0(%arg0: (index) -> memref<?x539xcomplex<f4E2M1FN>> loc("0015.in.mlir":50:6), %arg1: memref<467x3xi32, "local mem"> loc("0015.in.mlir":50:56)):
    }) {k$0 = [dense<-5.000000e-01> : tensor<f32>, array<i8: -128, 98, 0>, dense<[3.1110771285758708E-231, -1.4708600010930406E+41, -2.6976642626496577E+223]> : tensor<3xf64>, dense<> : tensor<0x1x4xui32>]} : (complex<i17>, complex<i17>, complex<i17>) -> index loc(#loc53)
    %5:4 = "a.b"(%3, %4) : (complex<i17>, index) -> (i32, complex<bf16>, tensor<867xindex>, i7) loc(#loc46)
    %6 = "foo.compute"(%5#0, %5#1) : (i32, complex<bf16>) -> f80 loc(#loc47)
    %7 = "foo.bar.baz"() {attr1 = [[#foo.a], 8 : index, 1.875000e-01 : f8E4M3FNUZ], attr2, k$0 = @_priv} : () -> memref<6x?xi32, #map4, 5> loc(#loc48)
    "d.op_1"(%5#3, %7) : (i7, memref<6x?xi32, #map4, 5>) -> () loc(#loc49)
  }, {
  }) {_u0 = #map5, b2 = "@/\C3\A9\00\0A", "quoted key 3" = #distinct, z91} : () -> complex<bf16> loc(#loc1)
  %1 = "foo.compute"() : () -> !my_dialect.t<?> loc(#loc50)
  "my_dialect.thing"(%0) : (complex<bf16>) -> () loc(#loc59)
  %2 = "foo.bar"(%0, %1) {sym_name0 = sparse<[[2, 3], [1, 1]], [0, 1049302537]> : tensor<3x6xi64>} : (complex<bf16>, !my_dialect.t<?>) -> vector<13xi32> loc(#loc52)
}) : () -> () loc(#loc)
#loc = loc("0015.in.mlir":0:0)
#loc1 = loc("0015.in.mlir":2:7)
#loc2 = loc("0015.in.mlir":3:12)
#loc3 = loc("src/x.py":206:11)
#loc4 = loc("-":3:0)
#loc7 = loc("0015.in.mlir":6:3)
#loc8 = loc("0015.in.mlir":8:10)
#loc9 = loc("a.mlir":47:67 to :66)
#loc12 = loc("0015.in.mlir":11:10)
#loc13 = loc("0015.in.mlir":12:10)
#loc14 = loc("0015.in.mlir":13:4)
#loc16 = loc("0015.in.mlir":15:4)
#loc17 = loc("-":61:64)
#loc18 = loc("0015.in.mlir":17:10)
#loc19 = loc("dir/with space.c":4294967295:33)
#loc20 = loc("dir/with space.c":49:19 to :57)
#loc21 = loc("a.mlir":16:76 to 19:6)
#loc22 = loc("0015.in.mlir":20:4)
#loc24 = loc("0015.in.mlir":22:11)
#loc25 = loc("0015.in.mlir":23:12)
#loc27 = loc("0015.in.mlir":25:14)
#loc28 = loc("-":130:432)
#loc29 = loc("a.mlir":161:224)
#loc31 = loc("src/x.py":292:0)
#loc32 = loc("0015.in.mlir":31:11)
#loc33 = loc("src/x.py":129:229)
#loc34 = loc("0015.in.mlir":34:4)
#loc37 = loc("a.mlir":20:15 to :28)
#loc38 = loc("0015.in.mlir":41:10)
#loc39 = loc("0015.in.mlir":42:19)
#loc40 = loc("0015.in.mlir":44:9)
#loc41 = loc("0015.in.mlir":45:14)
#loc42 = loc("0015.in.mlir":46:14)
#loc43 = loc("0015.in.mlir":47:10)
#loc46 = loc("f":19:36)
#loc47 = loc("f":4294967295:265)
#loc48 = loc("0015.in.mlir":54:13)
#loc49 = loc("0015.in.mlir":55:2)
#loc50 = loc("0015.in.mlir":58:12)
#loc51 = loc("op.1")
#loc52 = loc("0015.in.mlir":60:7)
#loc53 = loc(callsite(#loc3 at #loc4))
#loc55 = loc(callsite(#loc19 at #loc20))
#loc56 = loc("callee"(#loc29))
#loc57 = loc("n"(#loc33))
#loc58 = loc(fused<"meta">[#loc23])
#loc59 = loc(callsite(#loc58 at #loc51))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000000632ED6F4C575555CB23C21273DE5E1B23E26FB2CA42B589195CC993FA50F99C",
      weights1: "0x0400000075C44B9E9D7198F45EA2C2F5",
      res_2: "0x040000002AE2B205",
      weights3: "0x040000005A0181287FD9E90B6ADDD5A899736AD4",
      res_4: "0x040000007FB99921"
    }
  }
#-}

