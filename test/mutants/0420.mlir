#map0 = 0x82 : f8E4M3
#a1 = dense<4.9e-324> : tensor<4xf16>
!ty0 = vector<index>
#l_x2 = loc("name")
#a3 = {b0= 0.0 : f8E4M3FN, value1= 39 : index, a2= #map0}
!T_1 = none
!ty2 = f8E3M4

"builtin.module"() ({
  %arg0:3 = "bar.yield"() ({
}) {_u0= affine_map<(d0) -> (-(d0 * 7), ((d0) floordiv 1) mod 5)>, z91= affine_set<(i0, i1, i2)[N0, N1] : (((N1) * N0) mod 7 == 0, (i1) ceildiv 9 >= 0)>}: () -> (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, !foo.param<<19,[-5]>>, tuple<f16, si1, vector<15x[14]x15xui7>>)
  %v1 = "foo.bar.baz"() ({
    // é unicode
    %v2 = "foo.compute"(%arg0#1, %arg0#2) {my.k0= array<i32: -1>}: (!foo.param<<19,[-5]>>, tuple<f16, si1, vector<15x[14]x15xui7>>) -> (complex<f32>) // trailing comment
    %value3, %v4:2 = "a.b"(%arg0#1) ({
    ^bb1:
      %5 = "foo.compute"(%arg0#0, %arg0#2): (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, tuple<f16, si1, vector<15x[14]x15xui7>>) -> i16
      %value6 = "foo.op"(%5, %5, %arg0#0): (i16, i16, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> ui16 loc(callsite(callsite("x" at "x") at "name"))
      // é unicode
      %v7 = "my_dialect.thing"(%5, %5, %5) <{foo.k0= #map0, x1= true, sym_name2= #a1}>: (i16, i16, i16) -> memref<8x1x281xcomplex<f80>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 4>
    }) {attr0= @"a", a1= 2.718281828459045 : f16, x2= sparse<[[0], [1], [1], [0]], [0, 4294967295, 1, 202833]> : tensor<3xi32>, k$3= affine_map<(d0) -> (d0, (d0) floordiv 1, -(5) * 5)>}: (!foo.param<<19,[-5]>>) -> (!x<"a b">, vector<12x6xindex>, si8) loc(callsite("dir/with space.c":214:0 at "":90))
    %v8 = "x.y"(%v2, %v4#1, %v4#1) <{}> ({
      %9:3 = "foo.bar.baz"(%v2, %v2, %value3)<{}>: (complex<f32>, complex<f32>, !x<"a b">) -> (i128, !x<"x<y>">, tuple<!ty0, f80>)
      "foo.compute"(%v4#1, %arg0#0, %arg0#0): (si8, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>, tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> () loc("f":44:55 to :58)
      %_10:3 = "x.y"(%9#0, %v4#1) ({
        "bar.yield"(%9#0, %v4#1) <{"quoted key 0"= #foo.a<{-3}>, _u1= unit}>: (i128, si8) -> () loc("f":159:139)
        "x.y"(%9#1, %v2): (!x<"x<y>">, complex<f32>) -> () loc(#l_x2)
        %v11 = "x.y"(): () -> si8 loc(#l_x2) // trailing comment
        %-12:3 = "z.nop"(%v2) {x0= 0.2 : f8E5M2, foo.k1= distinct[3]<1.78E7 : f32>}: (complex<f32>) -> (memref<?xf4E2M1FN, strided<[1], offset: ?>, "gpu">, !ty0, tuple<si1, f32, i24, i1024>)
        "x.y"(%-12#1) {my.k0= #a3}: (!ty0) -> () loc("":4294967295:383)
        // a comment
        %13 = "x.y"(%-12#1, %9#1): (!ty0, !x<"x<y>">) -> bf16
      }, {
        %value14 = "d.op_1"(%value3, %9#2) {value0= 40 : index, value1= @b, my.k2}: (!x<"a b">, tuple<!ty0, f80>) -> none loc("dir/with space.c":204:184)
        // // nested
        %value15 = "foo.compute"(%9#0, %9#1) {}: (i128, !x<"x<y>">) -> (f8E4M3FN)
      }): (i128, si8) -> (i16, complex<i16>, f16) loc(#l_x2)
      %16:4 = "bar.yield"(%_10#2, %_10#0, %value3) {sym_name0= sparse<[[1], [1], [0]], [6, 0, -1]> : tensor<4xi8>}: (f16, i16, !x<"a b">) -> (none, memref<4x?xi1024>, (tensor<4x?xcomplex<ui1024>>) -> (!bar<"a b">), !ty0)
    }): (complex<f32>, si8, si8) -> index loc("f":476:441)
    "z.nop"(): () -> () loc(callsite(fused<"meta">["dir/with space.c":299:4294967295, "with \"q\"", "dir/with space.c":31] at "a.mlir":86:131))
    %v17 = "foo.op"(%arg0#0) {"quoted key 0"= 0xB35D : bf16, _u1, _u2= "/\00"}: (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> !T_1 // trailing comment
    "d.op_1"(%v4#1): (si8) -> () loc("name")
  }) {a0= {}, x1= {}, b2= !ty2, "quoted key 3"= 1.0e-30 : f64}: () -> (memref<41x?x3xi24, strided<[35, ?, 1], offset:0>, {kind = "scratch"}>) loc("a.mlir":4:40 to :42)
  %v18, %v19:2 = "foo.compute"(%undefined_value)<{a0, z91= ["\"z\E9'#0b"]}> {}: (tensor<1x22x2xbf16, #foo.enc<{22, -0, abc},"x y",<23,true,"x y">>>) -> (!my_dialect.v<-6>, !bar.t, tuple<f128>)
  // é unicode

  %v20 = "a.b"(): () -> !ty0
  // "quotes" and {braces} in a comment
  "z.nop"(%v18, %v19#0, %arg0#1) {b0, a1= {"quoted key 0"= 0xE767CEE6 : f32}, z92}: (!my_dialect.v<-6>, !bar.t, !foo.param<<19,[-5]>>) -> () loc("":4294967295:346)
}) : () -> ()
