#loc13 = loc("0105.in.mlir":25:16)
#loc16 = loc("0105.in.mlir":30:12)
#loc17 = loc("0105.in.mlir":30:22)
#loc19 = loc("dir/with space.c":38:63 to 40:57)
#loc27 = loc("a.mlir":4294967295:256)
#loc32 = loc("x")
#map = affine_map<(d0, d1, d2) -> (-(d0 + 6), d0 * -5)>
#map1 = affine_map<(d0)[s0, s1] -> (-(s1 mod 6), s0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<()[s0, s1] -> ((s1 floordiv 8) * 5, s0)>
#map4 = affine_map<(d0)[s0, s1] -> (-(s1 floordiv 4), 0)>
#set = affine_set<(d0, d1, d2)[s0] : ((d2 * 8) floordiv 9 >= 0, -d1 + (s0 + 8) ceildiv 3 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() {a0 = 2.001950e-01 : bf16, attr2 = #bar.p<<?>, {"x y" , <?>}>, b1 = "", sym_name3 = @a} : () -> tensor<7x?x511x1xindex> loc(#loc1)
  "my_dialect.thing"(%0) {sym_name0 = array<i8: 1, 1>, sym_name2 = 5.187500e+00 : bf16, z91 = #x.a<4>} : (tensor<7x?x511x1xindex>) -> () loc(#loc46)
  %1 = "my_dialect.thing"(%0) : (tensor<7x?x511x1xindex>) -> bf16 loc(#loc4)
  %2 = "a.b"(%0, %0, %0) {attr1 = true, d.k0 = -1.000000e-30 : f32} : (tensor<7x?x511x1xindex>, tensor<7x?x511x1xindex>, tensor<7x?x511x1xindex>) -> bf16 loc(#loc5)
  "z.nop"() {a2, attr1 = {a0 = {foo.k0 = none}, attr2 = @f_1::@x.y::@b, x1 = bf16}, sym_name0} : () -> () loc(#loc6)
  "foo.bar"() : () -> () loc(#loc7)
  %3 = "d.op_1"(%1, %0, %1) : (bf16, tensor<7x?x511x1xindex>, bf16) -> tensor<144x0x31xi8> loc(#loc8)
  %4 = "d.op_1"() : () -> tf32 loc(#loc9)
  %5:3 = "d.op_1"(%4) ({
    %9 = "foo.op"(%3) ({
      %16 = "foo.compute"() ({
        %24 = "x.y"() : () -> f8E4M3 loc(#loc12)
        %25:2 = "foo.compute"(%4) : (tf32) -> (ui32, i1024) loc(#loc9)
        "foo.br"(%25#1)[^bb1] {sym_name0 = false} : (i1024) -> () loc(#loc1)
      ^bb1(%26: ui64 loc("0105.in.mlir":25:16)):  // pred: ^bb0
        %27 = "foo.bar.baz"() : () -> vector<16x15x15xi1> loc(#loc14)
        "d.op_1"(%27) <{b2 = array<i8: -128, -1, 0, 0>, d.k0 = distinct[0]<471 : index>, k$1, sym_name3 = dense<[[1, -885], [113108079226348670, 77], [1, 3]]> : tensor<3x2xi64>}> {a1 = "*/\99 ", k$0 = {d.k0, k$1 = 340282366920938463463374607431768211455 : i1024}, my.k3 = 49 : index, z92 = -1 : i24} : (vector<16x15x15xi1>) -> () loc(#loc9)
        "x.switch"(%2, %25#0, %25#1)[^bb2] : (bf16, ui32, i1024) -> () loc(#loc15)
      ^bb2(%28: f16 loc("0105.in.mlir":30:12), %29: complex<f8E5M2FNUZ> loc("0105.in.mlir":30:22)):  // pred: ^bb1
        %30 = "foo.bar"() {_u1 = -9223372036854775808 : i64, foo.k2 = [#map, "{\0A\C3\A9\7F#*\\", []], x3 = #bar<"x<1>">, z90 = [[sparse<[[1], [0], [1]], [-181646037692965532, -1, 0]> : tensor<3xi64>], [], {_u3, b1, my.k0 = #loc19, value2}, #map1]} : () -> tuple<> loc(#loc18)
        %31 = "foo.bar.baz"() : () -> none loc(#loc9)
        %32 = "foo.compute"(%29) <{my.k0 = affine_set<(d0, d1)[s0] : (-2 >= 0, (d0 + s0) * s0 >= 0)>, my.k1 = dense<[[1, -1, -2147483648, 1], [1, 0, 0, 201934], [2147483647, 1, 0, 1], [-1, -30177, -2147483648, 28]]> : vector<4x4xsi32>, "quoted key 3" = #my.b.c, z92 = bf16}> {d.k0 = "_\0AX", "quoted key 1"} : (complex<f8E5M2FNUZ>) -> index loc(#loc20)
      }, {
      }) : () -> ui32 loc(#loc11)
      "a.b"() {value0 = #bar<"x<1>">} : () -> () loc(#loc21)
      %17 = "d.op_1"(%3, %0, %16) : (tensor<144x0x31xi8>, tensor<7x?x511x1xindex>, ui32) -> none loc(#loc22)
      "foo.bar"() {k$1 = [true, [], 32 : index, sparse<[[0, 3, 0], [0, 3, 0], [0, 3, 0], [0, 1, 1]], [-1, -1, -1, -4]> : tensor<2x6x2xi8>], z90 = array<i1: true>} : () -> () loc(#loc23)
      %18 = "d.op_1"(%2, %17, %3) <{}> ({
      }) : (bf16, none, tensor<144x0x31xi8>) -> memref<52x?xui64, #map2> loc(#loc24)
      "x.switch"()[^bb1, ^bb1] : () -> () loc(#loc25)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%4, %4)[^bb2] : (tf32, tf32) -> () loc(#loc9)
    ^bb2:  // pred: ^bb1
      %19:4 = "d.op_1"(%18, %0) ({
      ^bb0(%arg0: (tuple<f8E3M4, f128>, index) -> f64 loc("a.mlir":4294967295:256)):
        "foo.op"(%16) : (ui32) -> () loc(#loc28)
        "foo.bar.baz"(%16, %arg0) {k$1 = #set, "quoted key 0" = {_u1 = array<i64: 0, -42057456904175>, value0 = 3 : i128}, sym_name2 = @"x y"} : (ui32, (tuple<f8E3M4, f128>, index) -> f64) -> () loc(#loc29)
        "foo.bar.baz"(%0, %3) {"quoted key 0" = "*\\\22", x1 = 467 : si24} : (tensor<7x?x511x1xindex>, tensor<144x0x31xi8>) -> () loc(#loc30)
        %22:2 = "foo.bar.baz"(%18, %0, %4) {k$0 = "!\F0\9F\99\82\F9 ", k$1 = ["@.-.-#\F0\9F\99\82"], "quoted key 2" = "{_\00\09", z93 = #loc32} : (memref<52x?xui64, #map2>, tensor<7x?x511x1xindex>, tf32) -> ((i64, index, index) -> index, none) loc(#loc31)
        %23 = "x.y"() {d.k0 = -2147483648 : i32, my.k2, value1 = #map3, z93 = 0 : i64} : () -> tensor<?x?xcomplex<si3>, "sparse"> loc(#loc47)
      }) : (memref<52x?xui64, #map2>, tensor<7x?x511x1xindex>) -> (complex<f8E4M3>, tuple<f8E3M4, f128>, tuple<>, memref<7xbf16, "gpu">) loc(#loc26)
      %20 = "bar.yield"(%19#2) {_u0 = #map4, foo.k2, z91 = sparse<[[2, 2, 0], [2, 1, 3]], [0xC9756990, -1.500000e+00]> : tensor<4x4x4xf32>} : (tuple<>) -> complex<f128> loc(#loc36)
      %21 = "z.nop"() <{b3 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, -(d2 floordiv 4), -(d1 floordiv 9) + s1)>, "quoted key 0" = false, sym_name2 = -128 : i8, value1 = [false]}> ({
      }) {a0 = dense<[[[(0x7C00,0xFC00), (0x7FFF,7.773430e-01)], [(5.156250e-01,0x7C00), (0x7C00,0.000000e+00)]], [[(2.331250e+01,3.681180e-03), (2.145600e+04,0x7C00)], [(0xFC00,0x7C00), (0xFC00,0x7C00)]], [[(4.525760e-02,2.000000e+00), (-1.258130e+02,0x7C00)], [(0x7E00,-7.866210e-01), (-7.644530e+00,3.247500e+02)]]]> : tensor<3x2x2xcomplex<f16>>} : () -> ((complex<i32>) -> i64) loc(#loc48)
    }, {
      %14 = "a.b"() {k$0 = 2 : i128} : () -> !foo.type loc(#loc38)
      %15 = "z.nop"(%14) : (!foo.type) -> tuple<> loc(#loc39)
    }, {
    ^bb0:
    }) : (tensor<144x0x31xi8>) -> ((f64) -> ()) loc(#loc10)
    %10 = "d.op_1"(%4, %9, %1) {k$2 = "b", x0 = true, z91 = [1 : i32, 62 : index], z93 = [f16]} : (tf32, (f64) -> (), bf16) -> bf16 loc(#loc40)
    %11:4 = "foo.op"(%4, %0, %4) {_u0} : (tf32, tensor<7x?x511x1xindex>, tf32) -> (none, () -> (), tuple<f8E3M4, f128>, vector<10xf8E5M2FNUZ>) loc(#loc25)
    %12:4 = "foo.op"(%11#1, %11#2, %1) {b2 = dense<[[1, -8388608], [-1, 0], [-1, -1], [-1, 1]]> : vector<4x2xi24>, value0 = dense<-8.0595460950369294E-201> : tensor<f64>, x1 = -8388608 : i24} : (() -> (), tuple<f8E3M4, f128>, bf16) -> (f64, !foo<"abc">, f16, (i1) -> (i8, i24)) loc(#loc41)
    %13:3 = "foo.op"(%12#1, %11#3) : (!foo<"abc">, vector<10xf8E5M2FNUZ>) -> (i1, complex<bf16>, index) loc(#loc42)
  }) : (tf32) -> (complex<f16>, complex<bf16>, tuple<f8E3M4, f128>) loc(#loc9)
  %6:3 = "foo.bar.baz"(%5#0, %4) <{}> : (complex<f16>, tf32) -> (i1024, memref<15xf8E3M4, strided<[1]>, {kind = "scratch"}>, vector<12x[3]x[12]xbf16>) loc(#loc43)
  %7 = "my_dialect.thing"() <{"quoted key 2" = 1 : si32, value1 = -1 : i17, x0 = tuple<f8E3M4, f128>}> : () -> !x.v<true,?> loc(#loc44)
  %8:4 = "foo.bar"(%0, %6#2, %7) : (tensor<7x?x511x1xindex>, vector<12x[3]x[12]xbf16>, !x.v<true,?>) -> (complex<f8E5M2FNUZ>, si1, f128, i16) loc(#loc45)
}) : () -> () loc(#loc)
#loc = loc("0105.in.mlir":0:0)
#loc1 = loc("op.1")
#loc2 = loc("a.mlir":34:60 to 37:25)
#loc3 = loc("f":41:74 to 44:10)
#loc4 = loc("0105.in.mlir":9:7)
#loc5 = loc("0105.in.mlir":11:7)
#loc6 = loc("0105.in.mlir":13:1)
#loc7 = loc("a.mlir":118:4294967295)
#loc8 = loc("0105.in.mlir":15:7)
#loc9 = loc(unknown)
#loc10 = loc("f":5:75 to :83)
#loc11 = loc("-":457:170)
#loc12 = loc("a.mlir":0:4294967295)
#loc14 = loc("":14:43 to :52)
#loc15 = loc("0105.in.mlir":29:13)
#loc18 = loc("0105.in.mlir":31:24)
#loc20 = loc("0105.in.mlir":36:24)
#loc21 = loc("a.mlir":4294967295:435)
#loc22 = loc("0105.in.mlir":41:15)
#loc23 = loc("f":14:64 to :65)
#loc24 = loc("0105.in.mlir":43:20)
#loc25 = loc("dir/with space.c":26:41 to :46)
#loc26 = loc("0105.in.mlir":50:22)
#loc28 = loc("f":83:0)
#loc29 = loc("0105.in.mlir":53:13)
#loc30 = loc("0105.in.mlir":55:13)
#loc31 = loc("0105.in.mlir":56:26)
#loc33 = loc("callee")
#loc34 = loc("dir/with space.c":53:371)
#loc35 = loc("a.mlir":216:4294967295)
#loc36 = loc("src/x.py":117:39)
#loc37 = loc("dir/with space.c":376:200)
#loc38 = loc("0105.in.mlir":69:15)
#loc39 = loc("0105.in.mlir":70:16)
#loc40 = loc("a.mlir":276:6)
#loc41 = loc("a.mlir":4294967295:318)
#loc42 = loc("a.mlir":486:151)
#loc43 = loc("name")
#loc44 = loc("src/x.py":0:390)
#loc45 = loc("src/x.py":105:266)
#loc46 = loc(callsite(#loc2 at #loc3))
#loc47 = loc(fused<"meta">[#loc33, #loc34, #loc35])
#loc48 = loc("v"(#loc37))

