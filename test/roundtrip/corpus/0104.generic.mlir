#loc = loc("dir/with space.c":260:221)
#loc1 = loc("":13:58 to :65)
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#map1 = affine_map<() -> (16)>
#set = affine_set<(d0, d1, d2)[s0] : (d0 ceildiv 9 >= 0)>
#set1 = affine_set<(d0) : (-5 >= 0, d0 * -4 + 8 >= 0, d0 * -5 + 2 >= 0)>
"builtin.module"() ({
  %0:3 = "foo.compute"() <{my.k0 = 1.272510e+32 : f64, "quoted key 1" = array<i32: 1, 47109, 522, -1>, x2 = "*/{_}!\F0\9F\99\82-/!\12"}> ({
    %24 = "foo.bar.baz"() {a2 = #x.p<-2 , {<true,"x y">}>, sym_name0 = "\EE}", value1 = [#loc, dense<-6> : tensor<3x4xsi8>]} : () -> ui1
    "foo.bar.baz"(%24, %24) {"quoted key 0", x1 = 135 : i64, z92 = dense<-6> : tensor<3x4xsi8>} : (ui1, ui1) -> ()
    %25 = "z.nop"(%24) {a3, attr0 = #map, "quoted key 2" = "*.@!!\22X\\", value1 = #map1} : (ui1) -> f64
    %26 = "foo.bar.baz"(%24, %25) {x0 = 0 : i64} : (ui1, f64) -> memref<4x34x112xsi16, strided<[?, 32, 1], offset: ?>, "gpu">
    %27:4 = "d.op_1"(%25, %24, %26) : (f64, ui1, memref<4x34x112xsi16, strided<[?, 32, 1], offset: ?>, "gpu">) -> (memref<410x?x714xindex>, complex<f64>, index, tensor<?x5x2x5xf32>)
    %28 = "x.y"() ({
      "foo.compute"(%27#0, %27#0) : (memref<410x?x714xindex>, memref<410x?x714xindex>) -> ()
      %29:4 = "foo.op"(%27#2, %27#2) : (index, index) -> (f8E5M2, memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>, f32, tf32)
      %30 = "foo.bar.baz"(%29#1, %29#2, %29#2) : (memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>, f32, f32) -> vector<9x15xi1024>
      %31 = "foo.bar.baz"(%29#2, %29#1) : (f32, memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>) -> tensor<?x4xf16, #foo.enc<{"x y" , i8 , "x y"}, ["x y" ? f32]>>
      %32 = "z.nop"(%27#3, %29#2, %31) <{sym_name0 = 2.328560e+05 : f32}> : (tensor<?x5x2x5xf32>, f32, tensor<?x4xf16, #foo.enc<{"x y" , i8 , "x y"}, ["x y" ? f32]>>) -> vector<2xf64>
    }) {a0, a1 = {a0 = #x.attr, attr2 = dense<[9.162000e+01, 4.38463427E+26, 6.128000e+00, 856.799987]> : vector<4xf32>, k$1 = @"x y"::@"x y", value3 = array<i8: -1>}, x2 = true} : () -> f4E2M1FN
  }, {
    "a.b"() ({
      %22:3 = "d.op_1"() ({
        %23:2 = "x.y"() : () -> (!my_dialect.t<f32>, !my_dialect.v<<{"x y", -1}, -3>, {-5}>)
      }) : () -> (f80, f8E5M2, tuple<index, f16, i64>)
    }) {d.k1 = 8.290300e+06 : bf16, foo.k0 = -146558367561 : i128, "quoted key 2" = 0xFC : f8E5M2} : () -> ()
    "foo.compute"() : () -> ()
    "bar.yield"() ({
      %7 = "x.y"() {_u1 = 0 : si1, "quoted key 0" = f64} : () -> i32
      "foo.bar.baz"() <{attr1 = affine_map<(d0, d1) -> (d0 * 8, 4)>, foo.k0 = affine_map<(d0)[s0, s1] -> (0)>}> : () -> ()
      %8 = "my_dialect.thing"(%7) {k$1 = #set, my.k0} : (i32) -> tensor<855x521x853xf16>
      "a.jump"(%8, %7, %8)[^bb1, ^bb1] : (tensor<855x521x853xf16>, i32, tensor<855x521x853xf16>) -> ()
    ^bb1(%9: complex<f4E2M1FN>, %10: si8, %11: index):  // 3 preds: ^bb0, ^bb0, ^bb2
      %12:4 = "x.y"() <{a2 = {}, d.k0 = 6.553600e+04 : bf16, "quoted key 1" = #foo.attr, "quoted key 3" = 0x7C00 : f16}> : () -> (i16, vector<[1]xf16>, tuple<si8, index>, none)
      %13 = "my_dialect.thing"() : () -> none
      %14 = "my_dialect.thing"(%12#1) : (vector<[1]xf16>) -> memref<*xcomplex<f64>>
      "a.jump"()[^bb2, ^bb3] ({
        %21 = "my_dialect.thing"(%12#1, %14) <{}> {_u0, my.k1 = 2977436232017253920 : i64} : (vector<[1]xf16>, memref<*xcomplex<f64>>) -> complex<bf16>
      }) {b2 = {k$1 = [1.7403208951124179E-21], sym_name3, x2 = #my.p<i8 , ? , <<?, "x y", ?>, [-2]>>, z90}, b3 = bf16, "quoted key 0" = {"quoted key 0", x1 = true}, value1 = #loc1} : () -> ()
    ^bb2:  // pred: ^bb1
      %15:3 = "a.b"(%7, %8) : (i32, tensor<855x521x853xf16>) -> (tensor<complex<f8E4M3B11FNUZ>>, i8, memref<?xindex>)
      %16:3 = "d.op_1"(%15#1, %15#1, %8) {"quoted key 0" = "a\C3\A9", value1} : (i8, i8, tensor<855x521x853xf16>) -> (vector<9x15xi1024>, tensor<*xbf16>, index)
      "x.switch"(%15#0, %15#2)[^bb3, ^bb1] : (tensor<complex<f8E4M3B11FNUZ>>, memref<?xindex>) -> ()
    ^bb3(%17: memref<3x4x?xsi7, strided<[?, 17, ?], offset: 4>>, %18: f8E8M0FNU, %19: !x.t<{"x y", {"x y"}}, [<93,"x y">, -5, 72], a.b>):  // 2 preds: ^bb1, ^bb2
      %20 = "foo.bar.baz"() : () -> none
    }) {_u1, foo.k3 = "}<\09\09 ", "quoted key 0", z92 = "#'b"} : () -> ()
    %5 = "z.nop"() {d.k1 = @"x y", k$2 = -7.132660e+25 : bf16, sym_name0 = "b{ \CE\A9*!/\0A#\C3\9F"} : () -> complex<bf16>
    "x.switch"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.br"()[^bb2, ^bb1] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6:4 = "d.op_1"(%5, %5, %5) <{}> : (complex<bf16>, complex<bf16>, complex<bf16>) -> (si8, f8E4M3FN, si32, f64)
  }, {
    "cfx.cond_br"()[^bb1] {a0, foo.k1 = -1 : i32, value2 = 0.000000e+00 : f16} : () -> ()
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"()[^bb2, ^bb2] <{x0 = i1}> : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %4 = "foo.bar"() <{"quoted key 2" = complex<f8E4M3B11FNUZ>, value0, z91 = dense<(8.382000e+00,211.226314)> : tensor<170xcomplex<f64>>}> : () -> complex<tf32>
  }) : () -> (bf16, f16, si16)
  %1 = "bar.yield"(%0#2) : (si16) -> vector<8xsi64>
  %2:3 = "foo.compute"(%0#2, %0#1) {value0, z91 = [[" !*>\22" : f8E4M3FN, 2023 : i24], dense<[[1, 1], [0, 255], [5, 0], [0, 0]]> : tensor<4x2xui8>]} : (si16, f16) -> (f64, vector<[12]x12xui8>, f8E3M4)
  %3:2 = "foo.op"() {attr1 = 47 : ui32, "quoted key 0"} : () -> (complex<f32>, complex<f80>)
}) {foo.module_attr = #set1} : () -> ()

