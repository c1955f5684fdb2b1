#loc9 = loc("name")
#loc13 = loc(unknown)
#loc14 = loc("0128.in.mlir":15:28)
#loc18 = loc("op.1")
#loc20 = loc("0128.in.mlir":26:5)
#loc21 = loc("0128.in.mlir":26:23)
#loc22 = loc("dir/with space.c":67:0)
#loc23 = loc("src/x.py":35:79 to 36:12)
#loc24 = loc("a.mlir":479:432)
#loc25 = loc("f":166:4294967295)
#loc26 = loc("src/x.py":50:75 to :83)
#loc27 = loc("0128.in.mlir":28:112)
#map = affine_map<(d0) -> (9)>
#loc31 = loc("n"(#loc9))
#loc34 = loc(fused<"meta">[#loc22, #loc18, #loc23])
#loc35 = loc(fused[#loc24, #loc25])
#loc37 = loc(callsite(#loc9 at #loc34))
"builtin.module"() <{sym_name = "m30"}> ({
  "x.y"() {"quoted key 0"} : () -> () loc(#loc1)
  %0:4 = "a.b"() ({
    "foo.compute"() ({
      "foo.op"() ({
        %7 = "bar.yield"() : () -> index loc(#loc6)
        %8:4 = "foo.bar"(%7, %7) : (index, index) -> ((tensor<1x245x4x26xui17>, i32, none) -> (), index, memref<*xbf16, "local mem">, none) loc(#loc7)
        %9:4 = "foo.op"(%8#0, %8#1) <{_u1 = tensor<*xcomplex<f8E4M3FN>>, sym_name2 = loc("-":30:152), value0 = #x.flag}> : ((tensor<1x245x4x26xui17>, i32, none) -> (), index) -> (vector<[2]x4x10xi64>, !bar<"">, tensor<28xf16>, complex<f16>) loc(#loc8)
      }, {
      ^bb0(%arg6: bf16 loc("n"(#loc9))):
        "bar.yield"(%arg6) {_u1, k$2 = [8.3876873047127318E+145, -32768 : si16, 1 : si32], sym_name0 = @a::@c::@"x y"} : (bf16) -> () loc(#loc10)
        "a.b"(%arg6) : (bf16) -> () loc(#loc11)
      }, {
        "foo.br"()[^bb1, ^bb3] : () -> () loc(#loc12)
      ^bb1(%5: bf16 loc(unknown), %6: f80 loc("0128.in.mlir":15:28)):  // pred: ^bb0
        "a.jump"()[^bb2] : () -> () loc(#loc15)
      ^bb2:  // pred: ^bb1
        "a.jump"()[^bb3] : () -> () loc(#loc32)
      ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb3
        "a.jump"()[^bb3] <{attr0 = -1 : i64, attr2 = 0x7F : f8E4M3FN, x1 = "/#%\09\000\00_" : bf16}> {attr0 = {}} : () -> () loc(#loc18)
      }) : () -> () loc(#loc5)
      %4:2 = "foo.op"() : () -> (tensor<0x44x?xindex>, tensor<1xf8E8M0FNU>) loc(#loc33)
    }) {_u0 = 0x7C00 : f16} : () -> () loc(#loc4)
    %3:3 = "z.nop"() {foo.k1 = @c::@"x y"::@s$, z90 = -1 : i64} : () -> (tensor<complex<f16>>, vector<1x13x7xindex>, complex<f64>) loc(#loc19)
  }, {
  ^bb0(%arg3: f8E5M2 loc("0128.in.mlir":26:5), %arg4: complex<f8E5M2> loc("0128.in.mlir":26:23), %arg5: memref<3x189x1xcomplex<f8E5M2FNUZ>> loc(callsite(#loc9 at #loc34))):
  }, {
  ^bb0(%arg0: f16 loc(fused[#loc24, #loc25]), %arg1: complex<f16> loc("src/x.py":50:75 to :83), %arg2: !foo.t loc("0128.in.mlir":28:112)):
  }) : () -> (memref<*xcomplex<f8E4M3>>, memref<8xi1>, f64, memref<4xui64, #map, 2>) loc(#loc36)
  %1:4 = "z.nop"(%0#3) {attr0 = 0x7FC00000 : f32, sym_name1} : (memref<4xui64, #map, 2>) -> (vector<10xf32>, memref<4x?xi24, strided<[?, 1], offset: ?>>, bf16, complex<f32>) loc(#loc28)
  %2 = "foo.bar"(%1#1, %0#2, %0#2) : (memref<4x?xi24, strided<[?, 1], offset: ?>>, f64, f64) -> i3 loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("":44:38 to 47:5)
#loc1 = loc("0128.in.mlir":2:1)
#loc2 = loc("src/x.py":53:0)
#loc3 = loc("with \22q\22")
#loc4 = loc("0128.in.mlir":4:1)
#loc5 = loc("0128.in.mlir":5:1)
#loc6 = loc("0128.in.mlir":6:6)
#loc7 = loc("0128.in.mlir":7:14)
#loc8 = loc("0128.in.mlir":8:9)
#loc10 = loc("f":88:156)
#loc11 = loc("a.mlir":13:7 to 16:50)
#loc12 = loc("dir/with space.c":107:500)
#loc15 = loc("src/x.py":82:203)
#loc16 = loc("a.mlir":52:217)
#loc17 = loc("f":258:359)
#loc19 = loc("0128.in.mlir":24:11)
#loc28 = loc("0128.in.mlir":30:9)
#loc29 = loc("src/x.py":270:408)
#loc30 = loc(callsite(#loc2 at #loc3))
#loc32 = loc(fused[#loc16, #loc17])
#loc33 = loc(fused<#foo.m>[#loc13])
#loc36 = loc("v"(#loc30))

