#map = affine_map<(d0) -> (9)>
"builtin.module"() <{sym_name = "m30"}> ({
  "x.y"() {"quoted key 0"} : () -> ()
  %0:4 = "a.b"() ({
    "foo.compute"() ({
      "foo.op"() ({
        %7 = "bar.yield"() : () -> index
        %8:4 = "foo.bar"(%7, %7) : (index, index) -> ((tensor<1x245x4x26xui17>, i32, none) -> (), index, memref<*xbf16, "local mem">, none)
        %9:4 = "foo.op"(%8#0, %8#1) <{_u1 = tensor<*xcomplex<f8E4M3FN>>, sym_name2 = loc("-":30:152), value0 = #x.flag}> : ((tensor<1x245x4x26xui17>, i32, none) -> (), index) -> (vector<[2]x4x10xi64>, !bar<"">, tensor<28xf16>, complex<f16>)
      }, {
      ^bb0(%arg6: bf16):
        "bar.yield"(%arg6) {_u1, k$2 = [8.3876873047127318E+145, -32768 : si16, 1 : si32], sym_name0 = @a::@c::@"x y"} : (bf16) -> ()
        "a.b"(%arg6) : (bf16) -> ()
      }, {
        "foo.br"()[^bb1, ^bb3] : () -> ()
      ^bb1(%5: bf16, %6: f80):  // pred: ^bb0
        "a.jump"()[^bb2] : () -> ()
      ^bb2:  // pred: ^bb1
        "a.jump"()[^bb3] : () -> ()
      ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb3
        "a.jump"()[^bb3] <{attr0 = -1 : i64, attr2 = 0x7F : f8E4M3FN, x1 = "/#%\09\000\00_" : bf16}> {attr0 = {}} : () -> ()
      }) : () -> ()
      %4:2 = "foo.op"() : () -> (tensor<0x44x?xindex>, tensor<1xf8E8M0FNU>)
    }) {_u0 = 0x7C00 : f16} : () -> ()
    %3:3 = "z.nop"() {foo.k1 = @c::@"x y"::@s$, z90 = -1 : i64} : () -> (tensor<complex<f16>>, vector<1x13x7xindex>, complex<f64>)
  }, {
  ^bb0(%arg3: f8E5M2, %arg4: complex<f8E5M2>, %arg5: memref<3x189x1xcomplex<f8E5M2FNUZ>>):
  }, {
  ^bb0(%arg0: f16, %arg1: complex<f16>, %arg2: !foo.t):
  }) : () -> (memref<*xcomplex<f8E4M3>>, memref<8xi1>, f64, memref<4xui64, #map, 2>)
  %1:4 = "z.nop"(%0#3) {attr0 = 0x7FC00000 : f32, sym_name1} : (memref<4xui64, #map, 2>) -> (vector<10xf32>, memref<4x?xi24, strided<[?, 1], offset: ?>>, bf16, complex<f32>)
  %2 = "foo.bar"(%1#1, %0#2, %0#2) : (memref<4x?xi24, strided<[?, 1], offset: ?>>, f64, f64) -> i3
}) : () -> ()

