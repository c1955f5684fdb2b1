#map = affine_map<()[s0] -> (0)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
#set = affine_set<(d0) : ((-d0) mod 3 - 48 >= 0, -2 >= 0)>
"builtin.module"() ({
  %0:4 = "d.op_1"() : () -> (f4E2M1FN, ui3, si64, vector<15xf64>)
  %1:3 = "foo.bar"() ({
  }) : () -> (tensor<12x?x?xi24>, tensor<*xindex>, tensor<12x?x?xi24>)
  %2:4 = "foo.op"(%1#2, %0#2, %0#0) {b0} : (tensor<12x?x?xi24>, si64, f4E2M1FN) -> (complex<i32>, si24, i1, bf16)
  "z.nop"() <{my.k2 = ["#}\F0\9F\99\82", dense<6.021020e+23> : tensor<tf32>, -2.000000e+00 : bf16], value1 = dense<2.635000e+10> : tensor<f64>, x0 = [dense<0> : tensor<2x4xui64>, dense<[[9.232370e+18, 9.997550e-02], [0.000000e+00, 1.500000e+00], [9.773980e-28, -5.695000e+02], [0.000000e+00, 6.835000e+02]]> : tensor<4x2xtf32>, 2.750000e+00 : f8E4M3FN, affine_map<()[s0] -> (6, s0 * 14, -s0 - 2)>]}> : () -> ()
  %3 = "my_dialect.thing"(%2#2) ({
  ^bb0(%arg0: memref<?xsi8, 7>, %arg1: index, %arg2: i1):
    %9 = "foo.op"() : () -> vector<15xf64>
    %10 = "bar.yield"(%arg2) : (i1) -> vector<5x[1]x6xi32>
    "foo.compute"(%9, %9, %2#1) ({
      %12 = "a.b"() ({
      ^bb0(%arg6: tuple<i1024, f16, memref<7x?x8xi3, "local mem">, si8>, %arg7: tuple<i1024, f16, memref<7x?x8xi3, "local mem">, si8>, %arg8: tf32):
        %13 = "a.b"(%0#1, %10) {attr0 = #set} : (ui3, vector<5x[1]x6xi32>) -> index
        %14 = "foo.bar.baz"(%13) : (index) -> i16
        %15 = "x.y"(%arg6, %arg8) {a0 = -170141183460469231731687303715884105728 : si128, a1 = 0x7F : f8E4M3FN} : (tuple<i1024, f16, memref<7x?x8xi3, "local mem">, si8>, tf32) -> !bar<"x<y>">
        %16 = "a.b"(%arg0, %2#1, %13) : (memref<?xsi8, 7>, si24, index) -> !my_dialect<"abc">
        %17 = "my_dialect.thing"(%14, %16, %1#0) {foo.k1 = false, "quoted key 0" = sparse<[[1, 0, 2]], -1> : tensor<6x3x4xi64>, "quoted key 2" = 3.007810e-01 : bf16, z93 = #map} : (i16, !my_dialect<"abc">, tensor<12x?x?xi24>) -> tensor<?x6xvector<14xi32>>
        %18 = "z.nop"(%arg6, %2#2, %13) <{_u1 = 131071 : ui17, "quoted key 2", z90 = true}> : (tuple<i1024, f16, memref<7x?x8xi3, "local mem">, si8>, i1, index) -> f16
      }) : () -> tuple<i16, i7>
    }) : (vector<15xf64>, vector<15xf64>, si24) -> ()
    "foo.compute"() <{foo.k1 = dense<4.500000e+00> : tensor<f6E2M3FN>, k$2, sym_name0 = ""}> ({
    ^bb0(%arg3: complex<f32>, %arg4: i7, %arg5: index):
    }) : () -> ()
    %11 = "foo.bar.baz"(%10, %10) {b2, d.k3, sym_name0 = -4 : i3, z91 = 0 : ui64} : (vector<5x[1]x6xi32>, vector<5x[1]x6xi32>) -> tuple<f16, bf16, tensor<12x?x?xi24>, i8>
  }) {_u1 = #foo.v<<f32 {? -5}>>, _u2, attr0 = complex<f6E2M3FN>} : (i1) -> complex<f64>
  %4:3 = "foo.op"(%2#3) <{a1 = 1 : si8, b0}> : (bf16) -> (!foo.type, vector<13x[12]xindex>, f16)
  "d.op_1"(%1#2) : (tensor<12x?x?xi24>) -> ()
  %5:3 = "foo.bar"() : () -> (f32, f32, memref<28x2xui1024, {kind = "scratch"}>)
  %6 = "foo.bar.baz"(%0#2, %5#0) {foo.k0 = #map1, foo.k2 = array<i32: 53, -1, -19325, -1>, sym_name1 = dense<5729685347928273252> : tensor<i64>, z93} : (si64, f32) -> memref<321xcomplex<f32>>
  %7:3 = "my_dialect.thing"(%5#2, %6, %6) {a2, k$0 = dense<0.000000e+00> : tensor<4x3xf32>, x1 = 0 : i64} : (memref<28x2xui1024, {kind = "scratch"}>, memref<321xcomplex<f32>>, memref<321xcomplex<f32>>) -> (i8, si64, f80)
  %8 = "my_dialect.thing"(%7#1, %4#2) {sym_name0} : (si64, f16) -> vector<[3]x6x[2]xsi24>
}) : () -> ()

