#distinct = distinct[0]<dense<> : tensor<0x2xui24>>
#map = affine_map<(d0) -> ((d0 * 2) floordiv 9)>
#map1 = affine_map<(d0) -> (7)>
#map2 = affine_map<(d0, d1, d2)[s0] -> (s0, (d2 floordiv 2) mod 9, d1 - s0 - d1 + 8)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d0 * 2, 0)>
#map5 = affine_map<(d0, d1, d2)[s0, s1] -> (-d0 + 9, 0, s0 * 20)>
#set = affine_set<(d0) : (d0 ceildiv 5 == 0, d0 * 8 + 5 == 0, -10 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() <{a0}> ({
    %3 = "foo.compute"() <{value0 = -6.000000e+00 : f4E2M1FN}> {my.k0 = 1 : i32} : () -> complex<i17>
    %4 = "x.y"(%3, %3, %3) ({
    ^bb0(%arg2: !x.param<?,{{82}},abc>, %arg3: vector<12x13xf6E2M3FN>):
      "x.switch"()[^bb1] {_u2 = array<f32>, d.k0 = 0 : i64, my.k1 = i17, z93 = dense_resource<res_0> : tensor<4xf64>} : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %14:2 = "x.y"(%arg3) : (vector<12x13xf6E2M3FN>) -> (!x.t<38 , {abc} , <-3>>, tensor<6x?xvector<[14]xi32>>)
      "cfx.cond_br"(%arg2, %14#0, %arg2)[^bb1] ({
      ^bb0(%arg6: tensor<2x4x?xf32, #foo.enc>, %arg7: complex<f32>):
        %21 = "a.b"(%14#1, %arg7, %14#0) : (tensor<6x?xvector<[14]xi32>>, complex<f32>, !x.t<38 , {abc} , <-3>>) -> tensor<?x2xindex>
        %22 = "bar.yield"() <{a0 = affine_map<(d0, d1, d2) -> ()>, value1 = dense_resource<weights1> : tensor<3xf32>}> : () -> tensor<777x411xsi7>
        "a.jump"(%arg7, %14#0, %arg7)[^bb1] <{attr1 = -4 : i3, "quoted key 2" = @c, value0 = affine_set<(d0, d1) : (d1 == 0, d0 == 0)>}> : (complex<f32>, !x.t<38 , {abc} , <-3>>, complex<f32>) -> ()
      ^bb1(%23: tensor<?x5xvector<16x9x[8]xi64>>):  // pred: ^bb0
        "x.y"(%23, %21) : (tensor<?x5xvector<16x9x[8]xi64>>, tensor<?x2xindex>) -> ()
        %24:3 = "my_dialect.thing"() <{attr0 = affine_map<(d0)[s0] -> ()>, b1 = 855090627361203327846459802675977375143395823368832753977424843823891868689141141711913870103719741756835604471041916741043614409202050157964521038284582370780662946559760150542432984602059 : i1024}> {_u0} : () -> (!x.v<["x y",true]>, none, (complex<f8E4M3FN>, vector<[15]x[10]xbf16>, si1) -> ())
        %25 = "foo.compute"() <{b3 = 1 : si128, "quoted key 1" = -1 : i64, sym_name2 = loc("src/x.py":260:0), value0}> : () -> tuple<>
        %26:3 = "my_dialect.thing"() <{attr0 = @a, b1 = #my<"x<1>">, foo.k2 = #x.p<[a.b], "x y">}> : () -> (memref<9x?xsi64>, f16, memref<63xbf16, #map, 7>)
        %27 = "bar.yield"(%arg3) : (vector<12x13xf6E2M3FN>) -> tuple<index, ui64>
        "foo.br"()[^bb2, ^bb2] : () -> ()
      ^bb2(%28: memref<?xvector<3x6xi1024>, #map1, "shared">):  // 2 preds: ^bb1, ^bb1
        %29 = "d.op_1"() {_u0 = "O" : i1, d.k1 = true, sym_name2} : () -> f16
        %30:3 = "foo.compute"() {_u1, _u3 = [164], "quoted key 0" = [1, (complex<i64>, memref<?x?x5xf32, {kind = "scratch"}>, none) -> complex<f64>, dense<(0xFC00,-9.344480e-02)> : tensor<1xcomplex<f16>>, dense_resource<res_2> : tensor<4xi8>], sym_name2 = #bar.a} : () -> (vector<5x[2]x[3]xf32>, f6E2M3FN, complex<f8E4M3B11FNUZ>)
        %31 = "bar.yield"() : () -> memref<52xi24>
        %32 = "bar.yield"(%29, %30#1, %arg7) : (f16, f6E2M3FN, complex<f32>) -> memref<*xvector<15x6xi32>, 6>
        %33 = "foo.bar.baz"(%31, %30#0) {_u1 = #set, d.k2 = f64, sym_name0 = 2.303930e-18 : bf16} : (memref<52xi24>, vector<5x[2]x[3]xf32>) -> tuple<f8E4M3FN>
        %34:3 = "foo.op"(%28, %30#2, %32) : (memref<?xvector<3x6xi1024>, #map1, "shared">, complex<f8E4M3B11FNUZ>, memref<*xvector<15x6xi32>, 6>) -> (f8E4M3, f64, complex<f64>)
      }, {
      ^bb0(%arg4: memref<2x?x2xsi1>, %arg5: memref<640xsi3, 5>):
        %15 = "foo.op"(%14#0) {k$2 = #map2, "quoted key 0" = 5.562500e+00 : bf16, z91} : (!x.t<38 , {abc} , <-3>>) -> i16
        %16 = "foo.op"(%14#1, %14#1, %arg4) : (tensor<6x?xvector<[14]xi32>>, tensor<6x?xvector<[14]xi32>>, memref<2x?x2xsi1>) -> vector<3x11xf32>
        "cfx.cond_br"(%arg5, %15)[^bb1] : (memref<640xsi3, 5>, i16) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "a.jump"()[^bb2, ^bb1] : () -> ()
      ^bb2(%17: none, %18: tf32):  // pred: ^bb1
        %19 = "foo.op"(%arg5, %15, %15) : (memref<640xsi3, 5>, i16, i16) -> memref<2x3xf6E3M2FN, #map3, "shared">
        %20 = "my_dialect.thing"(%18) <{foo.k0 = affine_map<()[s0, s1] -> ()>}> : (tf32) -> vector<f16>
      }) : (!x.param<?,{{82}},abc>, !x.t<38 , {abc} , <-3>>, !x.param<?,{{82}},abc>) -> ()
    }, {
      %8 = "my_dialect.thing"(%3, %3, %3) ({
        %13:3 = "z.nop"() <{a0, b3 = @main, "quoted key 1" = "%\7F\7F", "quoted key 2" = index}> {a1, k$0 = -1.001360e-05 : bf16, sym_name2 = "\0A\CFa#<\0A\00}!"} : () -> (f16, vector<7x2x16xi1>, i32)
      }) : (complex<i17>, complex<i17>, complex<i17>) -> ui64
      %9 = "a.b"(%8, %3) {a0 = dense_resource<weights3> : tensor<4xi32>, "quoted key 2", sym_name1 = dense_resource<res_4> : tensor<4xi8>} : (ui64, complex<i17>) -> index
      %10 = "d.op_1"(%9, %8, %9) <{b2 = "-\F0\9F\99\82", k$1 = #x.v<-5, 63>, sym_name0 = [42 : index, 0x4202A05F00C00000 : f64, #my.v<?, <?,-6,"x y">, "x y">]}> : (index, ui64, index) -> vector<7x12xf6E2M3FN>
      %11 = "z.nop"(%3, %10) {k$0 = false, k$1 = {sym_name1 = #my.attr, x2 = dense<[[-0.000000e+00], [0xFC00]]> : tensor<2x1xf16>, z90}} : (complex<i17>, vector<7x12xf6E2M3FN>) -> complex<f16>
      %12 = "my_dialect.thing"(%8) <{}> : (ui64) -> f32
      "foo.bar.baz"(%9) {_u1 = 23 : index, d.k0 = -1 : i1024, z92 = "\0A \00" : ui128} : (index) -> ()
    }, {
    ^bb0(%arg0: (index) -> memref<?x539xcomplex<f4E2M1FN>>, %arg1: memref<467x3xi32, "local mem">):
    }) {k$0 = [dense<-5.000000e-01> : tensor<f32>, array<i8: -128, 98, 0>, dense<[3.1110771285758708E-231, -1.4708600010930406E+41, -2.6976642626496577E+223]> : tensor<3xf64>, dense<> : tensor<0x1x4xui32>]} : (complex<i17>, complex<i17>, complex<i17>) -> index
    %5:4 = "a.b"(%3, %4) : (complex<i17>, index) -> (i32, complex<bf16>, tensor<867xindex>, i7)
    %6 = "foo.compute"(%5#0, %5#1) : (i32, complex<bf16>) -> f80
    %7 = "foo.bar.baz"() {attr1 = [[#foo.a], 8 : index, 1.875000e-01 : f8E4M3FNUZ], attr2, k$0 = @_priv} : () -> memref<6x?xi32, #map4, 5>
    "d.op_1"(%5#3, %7) : (i7, memref<6x?xi32, #map4, 5>) -> ()
  }, {
  }) {_u0 = #map5, b2 = "@/\C3\A9\00\0A", "quoted key 3" = #distinct, z91} : () -> complex<bf16>
  %1 = "foo.compute"() : () -> !my_dialect.t<?>
  "my_dialect.thing"(%0) : (complex<bf16>) -> ()
  %2 = "foo.bar"(%0, %1) {sym_name0 = sparse<[[2, 3], [1, 1]], [0, 1049302537]> : tensor<3x6xi64>} : (complex<bf16>, !my_dialect.t<?>) -> vector<13xi32>
}) : () -> ()

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

