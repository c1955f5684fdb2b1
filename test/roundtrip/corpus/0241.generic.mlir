#distinct = distinct[0]<1.780000e+07 : f32>
#map = affine_map<(d0) -> (d0 * -7, d0 mod 5)>
#map1 = affine_map<(d0) -> (d0, d0, -25)>
#set = affine_set<(d0, d1, d2)[s0, s1] : ((s0 * s1) mod 7 == 0, d1 ceildiv 9 >= 0)>
"builtin.module"() ({
  %0:3 = "bar.yield"() ({
  }) {_u0 = #map, z91 = #set} : () -> (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, !foo.param<<19,[-5]>>, tuple<f16, si1, vector<15x[14]x15xui7>>)
  %1 = "foo.bar.baz"() ({
    %4 = "foo.compute"(%0#1, %0#2) {my.k0 = array<i32: -1>} : (!foo.param<<19,[-5]>>, tuple<f16, si1, vector<15x[14]x15xui7>>) -> complex<f32>
    %5:3 = "a.b"(%0#1) ({
      %16 = "foo.compute"(%0#0, %0#2) : (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, tuple<f16, si1, vector<15x[14]x15xui7>>) -> i16
      %17 = "foo.op"(%16, %16, %0#0) : (i16, i16, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> ui16
      %18 = "my_dialect.thing"(%16, %16, %16) <{foo.k0 = -3.906250e-03 : f8E4M3, sym_name2 = dense<0.000000e+00> : tensor<4xf16>, x1 = true}> : (i16, i16, i16) -> memref<8x1x281xcomplex<f80>, 4>
    }) {a1 = 2.718750e+00 : f16, attr0 = @a, k$3 = #map1, x2 = sparse<[[0], [1], [1], [0]], [0, -1, 1, 202833]> : tensor<3xi32>} : (!foo.param<<19,[-5]>>) -> (!x<"a b">, vector<12x6xindex>, si8)
    %6 = "x.y"(%4, %5#2, %5#2) <{}> ({
      %8:3 = "foo.bar.baz"(%4, %4, %5#0) <{}> : (complex<f32>, complex<f32>, !x<"a b">) -> (i128, !x<"x<y>">, tuple<vector<index>, f80>)
      "foo.compute"(%5#2, %0#0, %0#0) : (si8, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> ()
      %9:3 = "x.y"(%8#0, %5#2) ({
        "bar.yield"(%8#0, %5#2) <{_u1, "quoted key 0" = #foo.a<{-3}>}> : (i128, si8) -> ()
        "x.y"(%8#1, %4) : (!x<"x<y>">, complex<f32>) -> ()
        %13 = "x.y"() : () -> si8
        %14:3 = "z.nop"(%4) {foo.k1 = #distinct, x0 = 1.875000e-01 : f8E5M2} : (complex<f32>) -> (memref<?xf4E2M1FN, strided<[1], offset: ?>, "gpu">, vector<index>, tuple<si1, f32, i24, i1024>)
        "x.y"(%14#1) {my.k0 = {a2 = -3.906250e-03 : f8E4M3, b0 = 0.000000e+00 : f8E4M3FN, value1 = 39 : index}} : (vector<index>) -> ()
        %15 = "x.y"(%14#1, %8#1) : (vector<index>, !x<"x<y>">) -> bf16
      }, {
        %11 = "d.op_1"(%5#0, %8#2) {my.k2, value0 = 40 : index, value1 = @b} : (!x<"a b">, tuple<vector<index>, f80>) -> none
        %12 = "foo.compute"(%8#0, %8#1) : (i128, !x<"x<y>">) -> f8E4M3FN
      }) : (i128, si8) -> (i16, complex<i16>, f16)
      %10:4 = "bar.yield"(%9#2, %9#0, %5#0) {sym_name0 = sparse<[[1], [1], [0]], [6, 0, -1]> : tensor<4xi8>} : (f16, i16, !x<"a b">) -> (none, memref<4x?xi1024>, (tensor<4x?xcomplex<ui1024>>) -> !bar<"a b">, vector<index>)
    }) : (complex<f32>, si8, si8) -> index
    "z.nop"() : () -> ()
    %7 = "foo.op"(%0#0) {_u1, _u2 = "/\00", "quoted key 0" = -5.145560e-08 : bf16} : (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> none
    "d.op_1"(%5#2) : (si8) -> ()
  }) {a0 = {}, b2 = f8E3M4, "quoted key 3" = 1.000000e-30 : f64, x1 = {}} : () -> memref<41x?x3xi24, strided<[35, ?, 1]>, {kind = "scratch"}>
  %2:3 = "foo.compute"(%0#0) <{a0, z91 = ["\22z\E9'#0b"]}> : (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> (!my_dialect.v<-6>, !bar.t, tuple<f128>)
  %3 = "a.b"() : () -> vector<index>
  "z.nop"(%2#0, %2#1, %0#1) {a1 = {"quoted key 0" = -1.09468326E+24 : f32}, b0, z92} : (!my_dialect.v<-6>, !bar.t, !foo.param<<19,[-5]>>) -> ()
}) : () -> ()

