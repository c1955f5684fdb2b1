#loc1 = loc("x")
#loc2 = loc("0033.in.mlir":9:12)
#loc3 = loc("0033.in.mlir":9:50)
#loc8 = loc("0033.in.mlir":14:13)
#loc9 = loc("dir/with space.c":259:4294967295)
#loc13 = loc("name")
#loc14 = loc("with \22q\22")
#loc16 = loc("src/x.py":24:33 to 27:17)
#loc26 = loc("0033.in.mlir":42:12)
#loc27 = loc("0033.in.mlir":42:23)
#loc28 = loc("0033.in.mlir":42:43)
#map = affine_map<(d0, d1) -> (d1 * 4, -d1 + 9)>
#map1 = affine_map<(d0, d1) -> (d1 * 6 + d1 floordiv 6, d0)>
#map2 = affine_map<(d0, d1)[s0] -> ()>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 * 9) ceildiv 4)>
#map4 = affine_map<(d0, d1, d2)[s0] -> ()>
#distinct = distinct[0]<#map4>
#loc33 = loc("callee"(#loc13))
"builtin.module"() ({
  "my_dialect.thing"() ({
  ^bb0(%arg0: tensor<36xvector<[6]xi32>> loc("0033.in.mlir":9:12), %arg1: tensor<index> loc("0033.in.mlir":9:50)):
    %7:2 = "bar.yield"(%arg1, %arg0) : (tensor<index>, tensor<36xvector<[6]xi32>>) -> (f32, vector<2xsi64>) loc(#loc4)
    %8 = "foo.compute"(%7#0, %arg1, %arg0) : (f32, tensor<index>, tensor<36xvector<[6]xi32>>) -> none loc(#loc5)
    "foo.op"() <{}> : () -> () loc(#loc6)
    %9:4 = "my_dialect.thing"(%7#1, %7#0) ({
    ^bb0(%arg2: tensor<ui1> loc("0033.in.mlir":14:13), %arg3: bf16 loc("dir/with space.c":259:4294967295)):
      "a.jump"(%arg0, %8, %arg2)[^bb1] : (tensor<36xvector<[6]xi32>>, none, tensor<ui1>) -> () loc(#loc10)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %11 = "a.b"() {k$1 = ". \00a-}", value0 = [true, 8.437500e+00 : bf16], z92 = false} : () -> !bar.param<95 {"x y" , {f32, -6, 38}} ?> loc(#loc11)
      %12 = "foo.bar"(%7#0) {b1 = distinct[1]<>, z90} : (f32) -> complex<bf16> loc(#loc12)
      %13 = "z.nop"(%8) ({
      ^bb0(%arg4: complex<bf16> loc("x"), %arg5: vector<[10]x5xbf16> loc("callee"(#loc13)), %arg6: bf16 loc("with \22q\22")):
      }, {
        "x.switch"(%arg3)[^bb1] {sym_name0 = dense<[[-170141183460469231731687303715884105728, 5737326302407409], [0, 56084131412511003137152264679727720676931196222562338546689480739885090663873728620560672438062211219021214981581894703506358369374209607666786880377963660025473172599420570829901377809446228818890051788554233407771023100517177562799746932363025108657271439975177998205002310270865225502], [-170141183460469231731687303715884105728, 170141183460469231731687303715884105727]]> : vector<3x2xsi1024>} : (bf16) -> () loc(#loc15)
      ^bb1(%15: bf16 loc("src/x.py":24:33 to 27:17)):  // pred: ^bb0
        "foo.compute"(%arg0) : (tensor<36xvector<[6]xi32>>) -> () loc(#loc17)
        "x.y"(%12) <{d.k0}> {attr0 = -7.062000e+05 : f64, attr3, foo.k1 = 2.139000e+00 : f64, k$2 = #map} : (complex<bf16>) -> () loc(#loc18)
        "x.switch"()[^bb2] : () -> () loc(#loc19)
      ^bb2:  // 2 preds: ^bb1, ^bb3
        "a.jump"(%11, %arg2)[^bb3] : (!bar.param<95 {"x y" , {f32, -6, 38}} ?>, tensor<ui1>) -> () loc(#loc20)
      ^bb3:  // pred: ^bb2
        "cfx.cond_br"(%12, %arg2)[^bb2] {attr0 = false, attr1 = array<f64>} : (complex<bf16>, tensor<ui1>) -> () loc(#loc21)
      }) : (none) -> tensor<*xui1024> loc(#loc6)
      "a.jump"(%arg0, %7#1)[^bb2, ^bb1] : (tensor<36xvector<[6]xi32>>, vector<2xsi64>) -> () loc(#loc22)
    ^bb2:  // pred: ^bb1
      %14 = "my_dialect.thing"(%7#0, %7#1) <{}> {z90 = bf16} : (f32, vector<2xsi64>) -> f8E4M3 loc(#loc23)
    }) : (vector<2xsi64>, f32) -> (f8E4M3FNUZ, complex<f6E2M3FN>, f80, i64) loc(#loc7)
    %10:3 = "my_dialect.thing"() {a1 = "\0A__", sym_name0, x2 = [-7.062000e+05]} : () -> (complex<i17>, memref<*xbf16, 2>, index) loc(#loc24)
  }, {
    "cfx.cond_br"()[^bb1, ^bb1] : () -> () loc(#loc34)
  ^bb1(%3: f16 loc("0033.in.mlir":42:12), %4: !bar<"x<y>"> loc("0033.in.mlir":42:23), %5: vector<15x[7]xindex> loc("0033.in.mlir":42:43)):  // 2 preds: ^bb0, ^bb0
    %6:2 = "foo.op"(%3, %3) <{}> : (f16, f16) -> (memref<?x?xindex, 3>, bf16) loc(#loc13)
  }) : () -> () loc(#loc32)
  %0 = "foo.compute"() <{attr0 = dense<175342592> : tensor<ui32>, d.k2 = -1 : i64, k$1, z93 = -7.062000e+05 : f64}> : () -> memref<29x932xbf16, #map1> loc(#loc29)
  %1 = "my_dialect.thing"(%0, %0, %0) <{_u2 = @x.y::@s$::@f_1, my.k1 = {b1 = false, "quoted key 0" = 17652 : i64, value2 = 13 : index}, "quoted key 0" = affine_set<(d0, d1, d2)[s0] : (-(d0 * 9 - d2) + 2 >= 0, s0 == 0)>}> {value0 = #map2} : (memref<29x932xbf16, #map1>, memref<29x932xbf16, #map1>, memref<29x932xbf16, #map1>) -> index loc(#loc30)
  %2 = "z.nop"(%0, %1, %0) {foo.k0 = dense<4672725> : tensor<i32>, k$3 = #map3, my.k1 = dense<4.6230259121138929E+125> : tensor<f64>, value2 = [#distinct, 2.866210e-01 : f16]} : (memref<29x932xbf16, #map1>, index, memref<29x932xbf16, #map1>) -> f8E5M2FNUZ loc(#loc35)
}) : () -> () loc(#loc)
#loc = loc("0033.in.mlir":7:1)
#loc4 = loc("a.mlir":38:8 to 40:40)
#loc5 = loc("0033.in.mlir":11:15)
#loc6 = loc(unknown)
#loc7 = loc("0033.in.mlir":13:21)
#loc10 = loc("0033.in.mlir":15:13)
#loc11 = loc("f":36:80)
#loc12 = loc("f":29:67 to :69)
#loc15 = loc("0033.in.mlir":24:17)
#loc17 = loc("0033.in.mlir":26:17)
#loc18 = loc("f":42:0)
#loc19 = loc("0033.in.mlir":28:17)
#loc20 = loc("0033.in.mlir":30:17)
#loc21 = loc("a.mlir":70:0)
#loc22 = loc("0033.in.mlir":35:13)
#loc23 = loc("0033.in.mlir":37:19)
#loc24 = loc("0033.in.mlir":39:27)
#loc25 = loc("f":245:487)
#loc29 = loc("0033.in.mlir":45:15)
#loc30 = loc("0033.in.mlir":46:14)
#loc31 = loc("src/x.py":71:0)
#loc32 = loc(fused<#foo.m>[#loc1])
#loc34 = loc(callsite(#loc25 at #loc6))
#loc35 = loc("v"(#loc31))

