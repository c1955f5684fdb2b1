#loc7 = loc("0250.in.mlir":12:9)
#loc8 = loc(unknown)
#loc9 = loc("src/x.py":55:0)
#loc10 = loc("name")
#loc14 = loc("op.1")
#loc27 = loc("0250.in.mlir":41:7)
#loc28 = loc("0250.in.mlir":41:47)
#loc31 = loc("dir/with space.c":14:77 to 17:74)
#loc32 = loc("a.mlir":4294967295:451)
#loc33 = loc("a.mlir":99:0)
#map = affine_map<(d0) -> (0)>
#set = affine_set<(d0)[s0, s1] : ((s0 - 8) floordiv 6 >= 0, -(d0 * s1) + 5 >= 0)>
#loc38 = loc(callsite(#loc8 at #loc9))
#loc45 = loc("callee"(#loc10))
#loc46 = loc(callsite(#loc14 at #loc33))
#loc50 = loc(fused[#loc45, #loc32])
"builtin.module"() <{sym_name = "m67"}> ({
  %0:2 = "foo.compute"() : () -> (none, f8E5M2FNUZ) loc(#loc1)
  %1:3 = "a.b"(%0#0, %0#0) <{}> : (none, none) -> (vector<[3]x[11]xf6E3M2FN>, tuple<i32, index, f16, f64>, none) loc(#loc2)
  %2 = "foo.compute"() : () -> tensor<2xf32, #foo.enc> loc(#loc3)
  "a.b"(%2, %1#1, %2) : (tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> () loc(#loc37)
  %3:4 = "foo.bar.baz"() <{}> ({
    "cfx.cond_br"(%1#2, %2, %1#1)[^bb1] : (none, tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>) -> () loc(#loc6)
  ^bb1(%6: i64 loc("0250.in.mlir":12:9), %7: index loc(callsite(#loc8 at #loc9))):  // pred: ^bb0
    %8 = "foo.compute"() ({
      "builtin.module"() ({
        %23 = "z.nop"() {a1 = "\090\\0\C3\A9%z' }X\22", b0 = 1 : i32} : () -> !my_dialect.v<<[true, ?, -5]>> loc(#loc12)
      }) : () -> () loc(#loc11)
    }, {
      "z.nop"(%1#2) : (none) -> () loc(#loc13)
      %15 = "x.y"(%2, %0#0, %2) ({
        %19 = "x.y"() : () -> memref<3x2xvector<[9]xsi64>, 2> loc(#loc15)
        %20:3 = "foo.compute"(%6) {d.k0 = 1 : i64, k$2 = #x.flag, "quoted key 1" = 0x7C00 : f16, x3 = array<f64: 4.940660e-324, 163.17600999999999, 9.9999999999999997E+37, 3.000000e-01>} : (i64) -> (f16, vector<14x11xf64>, memref<3xui32, strided<[1], offset: 11>, 5>) loc(#loc16)
        %21 = "foo.bar"(%20#2, %6, %1#0) <{d.k0 = dense<-2.000000e+00> : vector<1xf6E2M3FN>}> : (memref<3xui32, strided<[1], offset: 11>, 5>, i64, vector<[3]x[11]xf6E3M2FN>) -> tensor<?xcomplex<f128>, 6 : i32> loc(#loc17)
        %22 = "a.b"(%0#0, %0#0, %20#0) : (none, none, f16) -> ui8 loc(#loc18)
      }, {
        %18 = "d.op_1"() : () -> ui128 loc(#loc19)
      }) {k$3 = dense<[[-2.7182818284590450908, 0.00250000000000000005204, 0xFFFF5244FEEB96F1000A, 0.709999999999999964473]]> : tensor<1x4xf80>, "quoted key 0" = dense<0x7C00> : vector<2xf16>, sym_name1, x2 = 327 : ui64} : (tensor<2xf32, #foo.enc>, none, tensor<2xf32, #foo.enc>) -> f80 loc(#loc14)
      %16 = "my_dialect.thing"() : () -> i8 loc(#loc39)
      %17:2 = "foo.op"(%1#1, %15, %16) : (tuple<i32, index, f16, f64>, f80, i8) -> (tensor<2x44x0xf8E4M3FNUZ>, tensor<?x6x3xindex>) loc(#loc40)
    }, {
      "builtin.module"() ({
        %14:2 = "a.b"() {k$0 = "\00\09@}\1E@}.", "quoted key 1" = [1.549240e+19 : bf16, true, [-6.553600e+04 : bf16, #bar<"abc">], "%#\E6\97\A5\E6\9C\AC}\E6\97\A5\E6\9C\AC\E6\97\A5\E6\9C\AC//\C3\A9\\<" : ui17]} : () -> (!bar.v<8>, memref<?xvector<15x9x[5]xi7>, #map>) loc(#loc48)
      }) : () -> () loc(#loc41)
    }) : () -> vector<16x4x7xi32> loc(#loc10)
    %9 = "foo.bar"(%1#1, %1#0, %8) {a2 = @x.y::@a, b0 = ["", ["\22\09z\CE\A9\\\\\F1", 2.718750e+00 : bf16, "a{\BA\0Ab\7F\0A" : i1, -1 : i32], 654], k$1 = i128} : (tuple<i32, index, f16, f64>, vector<[3]x[11]xf6E3M2FN>, vector<16x4x7xi32>) -> vector<12xindex> loc(#loc8)
    %10:4 = "z.nop"(%9) : (vector<12xindex>) -> (complex<f8E8M0FNU>, index, tensor<?x63x235x1xcomplex<bf16>, #foo.enc>, i24) loc(#loc24)
    "a.jump"(%1#2, %6, %8)[^bb2, ^bb3] : (none, i64, vector<16x4x7xi32>) -> () loc(#loc25)
  ^bb2:  // pred: ^bb1
    "foo.br"(%1#1, %2)[^bb3] : (tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> () loc(#loc26)
  ^bb3(%11: vector<1x10x5xf8E4M3B11FNUZ> loc("0250.in.mlir":41:7), %12: memref<34x?x?xf16, {kind = "scratch"}> loc("0250.in.mlir":41:47)):  // 2 preds: ^bb1, ^bb2
    %13:2 = "my_dialect.thing"(%12) <{_u2 = dense_resource<weights0> : tensor<3xi64>, value1, z90 = 127 : ui7}> {attr1 = -5434 : si16, "quoted key 0" = 0x80 : f8E4M3B11FNUZ, "quoted key 2" = #x<"x<1>">, z93 = []} : (memref<34x?x?xf16, {kind = "scratch"}>) -> (i8, f16) loc(#loc29)
  }, {
    "d.op_1"(%1#2, %1#1) : (none, tuple<i32, index, f16, f64>) -> () loc(#loc49)
  }, {
  ^bb0(%arg0: i1 loc("dir/with space.c":14:77 to 17:74), %arg1: tensor<si24> loc(fused[#loc45, #loc32]), %arg2: (f6E3M2FN) -> () loc(callsite(#loc14 at #loc33))):
  }) : () -> (memref<*xf8E4M3FN, "gpu">, () -> index, memref<?x8xf16, 4>, index) loc(#loc5)
  "a.b"(%3#1) <{x0 = dense<-6211753488717842862> : tensor<1x1xi64>}> : (() -> index) -> () loc(#loc51)
  %4:4 = "bar.yield"(%3#2, %3#3) : (memref<?x8xf16, 4>, index) -> (memref<247xcomplex<f16>>, i32, tuple<>, memref<?x7x6xf32, 1>) loc(#loc8)
  %5 = "z.nop"(%1#2, %4#0, %4#3) : (none, memref<247xcomplex<f16>>, memref<?x7x6xf32, 1>) -> tensor<3x41xui32> loc(#loc36)
}) {foo.module_attr = #set} : () -> () loc(#loc)
#loc = loc("f":40:65 to 43:48)
#loc1 = loc("f":398:490)
#loc2 = loc("":46:35 to 48:39)
#loc3 = loc("src/x.py":25:71 to :10)
#loc4 = loc("f":36:74 to :15)
#loc5 = loc("f":452:277)
#loc6 = loc("0250.in.mlir":11:5)
#loc11 = loc("0250.in.mlir":14:7)
#loc12 = loc("0250.in.mlir":15:15)
#loc13 = loc("0250.in.mlir":20:7)
#loc15 = loc("0250.in.mlir":22:17)
#loc16 = loc("0250.in.mlir":23:17)
#loc17 = loc("0250.in.mlir":24:18)
#loc18 = loc("0250.in.mlir":25:15)
#loc19 = loc("f":45:0)
#loc20 = loc("f":350:292)
#loc21 = loc("a.mlir":0:0)
#loc22 = loc("a.mlir":0:433)
#loc23 = loc("-":4294967295:60)
#loc24 = loc("0250.in.mlir":37:13)
#loc25 = loc("src/x.py":464:335)
#loc26 = loc("0250.in.mlir":40:5)
#loc29 = loc("dir/with space.c":69:85)
#loc30 = loc("a.mlir":413:0)
#loc34 = loc("dir/with space.c":24:0)
#loc35 = loc("dir/with space.c":61:0)
#loc36 = loc("f":258:0)
#loc37 = loc("n"(#loc4))
#loc39 = loc(callsite(#loc20 at #loc8))
#loc40 = loc(fused[#loc21, #loc22])
#loc41 = loc(callsite(#loc10 at #loc8))
#loc42 = loc("n"(#loc23))
#loc43 = loc(fused<"meta">[#loc8])
#loc44 = loc("n"(#loc10))
#loc47 = loc(fused[#loc34, #loc35])
#loc48 = loc(fused[#loc42, #loc43])
#loc49 = loc(fused[#loc44, #loc30])
#loc51 = loc("v"(#loc47))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000070B974A8A4B34438CC90FDDA3555636C6B574FE7A41FACB3"
    }
  }
#-}

