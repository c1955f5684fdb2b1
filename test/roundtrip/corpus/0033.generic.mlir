#map = affine_map<(d0, d1) -> (d1 * 4, -d1 + 9)>
#map1 = affine_map<(d0, d1) -> (d1 * 6 + d1 floordiv 6, d0)>
#map2 = affine_map<(d0, d1)[s0] -> ()>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 * 9) ceildiv 4)>
#map4 = affine_map<(d0, d1, d2)[s0] -> ()>
#distinct = distinct[0]<#map4>
"builtin.module"() ({
  "my_dialect.thing"() ({
  ^bb0(%arg0: tensor<36xvector<[6]xi32>>, %arg1: tensor<index>):
    %7:2 = "bar.yield"(%arg1, %arg0) : (tensor<index>, tensor<36xvector<[6]xi32>>) -> (f32, vector<2xsi64>)
    %8 = "foo.compute"(%7#0, %arg1, %arg0) : (f32, tensor<index>, tensor<36xvector<[6]xi32>>) -> none
    "foo.op"() <{}> : () -> ()
    %9:4 = "my_dialect.thing"(%7#1, %7#0) ({
    ^bb0(%arg2: tensor<ui1>, %arg3: bf16):
      "a.jump"(%arg0, %8, %arg2)[^bb1] : (tensor<36xvector<[6]xi32>>, none, tensor<ui1>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %11 = "a.b"() {k$1 = ". \00a-}", value0 = [true, 8.437500e+00 : bf16], z92 = false} : () -> !bar.param<95 {"x y" , {f32, -6, 38}} ?>
      %12 = "foo.bar"(%7#0) {b1 = distinct[1]<>, z90} : (f32) -> complex<bf16>
      %13 = "z.nop"(%8) ({
      ^bb0(%arg4: complex<bf16>, %arg5: vector<[10]x5xbf16>, %arg6: bf16):
      }, {
        "x.switch"(%arg3)[^bb1] {sym_name0 = dense<[[-170141183460469231731687303715884105728, 5737326302407409], [0, 56084131412511003137152264679727720676931196222562338546689480739885090663873728620560672438062211219021214981581894703506358369374209607666786880377963660025473172599420570829901377809446228818890051788554233407771023100517177562799746932363025108657271439975177998205002310270865225502], [-170141183460469231731687303715884105728, 170141183460469231731687303715884105727]]> : vector<3x2xsi1024>} : (bf16) -> ()
      ^bb1(%15: bf16):  // pred: ^bb0
        "foo.compute"(%arg0) : (tensor<36xvector<[6]xi32>>) -> ()
        "x.y"(%12) <{d.k0}> {attr0 = -7.062000e+05 : f64, attr3, foo.k1 = 2.139000e+00 : f64, k$2 = #map} : (complex<bf16>) -> ()
        "x.switch"()[^bb2] : () -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb3
        "a.jump"(%11, %arg2)[^bb3] : (!bar.param<95 {"x y" , {f32, -6, 38}} ?>, tensor<ui1>) -> ()
      ^bb3:  // pred: ^bb2
        "cfx.cond_br"(%12, %arg2)[^bb2] {attr0 = false, attr1 = array<f64>} : (complex<bf16>, tensor<ui1>) -> ()
      }) : (none) -> tensor<*xui1024>
      "a.jump"(%arg0, %7#1)[^bb2, ^bb1] : (tensor<36xvector<[6]xi32>>, vector<2xsi64>) -> ()
    ^bb2:  // pred: ^bb1
      %14 = "my_dialect.thing"(%7#0, %7#1) <{}> {z90 = bf16} : (f32, vector<2xsi64>) -> f8E4M3
    }) : (vector<2xsi64>, f32) -> (f8E4M3FNUZ, complex<f6E2M3FN>, f80, i64)
    %10:3 = "my_dialect.thing"() {a1 = "\0A__", sym_name0, x2 = [-7.062000e+05]} : () -> (complex<i17>, memref<*xbf16, 2>, index)
  }, {
    "cfx.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1(%3: f16, %4: !bar<"x<y>">, %5: vector<15x[7]xindex>):  // 2 preds: ^bb0, ^bb0
    %6:2 = "foo.op"(%3, %3) <{}> : (f16, f16) -> (memref<?x?xindex, 3>, bf16)
  }) : () -> ()
  %0 = "foo.compute"() <{attr0 = dense<175342592> : tensor<ui32>, d.k2 = -1 : i64, k$1, z93 = -7.062000e+05 : f64}> : () -> memref<29x932xbf16, #map1>
  %1 = "my_dialect.thing"(%0, %0, %0) <{_u2 = @x.y::@s$::@f_1, my.k1 = {b1 = false, "quoted key 0" = 17652 : i64, value2 = 13 : index}, "quoted key 0" = affine_set<(d0, d1, d2)[s0] : (-(d0 * 9 - d2) + 2 >= 0, s0 == 0)>}> {value0 = #map2} : (memref<29x932xbf16, #map1>, memref<29x932xbf16, #map1>, memref<29x932xbf16, #map1>) -> index
  %2 = "z.nop"(%0, %1, %0) {foo.k0 = dense<4672725> : tensor<i32>, k$3 = #map3, my.k1 = dense<4.6230259121138929E+125> : tensor<f64>, value2 = [#distinct, 2.866210e-01 : f16]} : (memref<29x932xbf16, #map1>, index, memref<29x932xbf16, #map1>) -> f8E5M2FNUZ
}) : () -> ()

