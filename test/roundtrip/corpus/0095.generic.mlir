#distinct = distinct[0]<dense<[-128, 54]> : vector<2xi8>>
#loc = loc("f":295:102)
#loc1 = loc("dir/with space.c":26:0)
#loc2 = loc("dir/with space.c":0:73)
#map = affine_map<(d0)[s0] -> (s0, (d0 floordiv 6) * 3)>
#map1 = affine_map<(d0, d1) -> (0, d0 + d1)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (d0 floordiv 9 - d2 >= 0)>
#set1 = affine_set<(d0, d1, d2) : (d2 - d0 mod 2 == 0, -d0 + 3 >= 0, -(d1 ceildiv 7) + 6 >= 0)>
#distinct1 = distinct[1]<#map>
"builtin.module"() ({
  %0:3 = "z.nop"() : () -> (tuple<i1, ui3>, bf16, si1)
  "my_dialect.thing"(%0#1, %0#2) ({
    %4 = "z.nop"(%0#0, %0#2, %0#2) {b1 = 5.128820e+05 : f64, x0 = "/*\09\0900\0A"} : (tuple<i1, ui3>, si1, si1) -> f32
    %5 = "bar.yield"(%0#0, %0#2, %0#2) <{a3, sym_name1 = [complex<f4E2M1FN>, dense<[[1.024000e+03, 8.507050e+37], [4.722370e+21, 4.000000e+00], [1.000000e+00, 2.500000e-01]]> : tensor<3x2xf8E8M0FNU>, array<i8: 1>, 16 : index], sym_name2 = 9.9999999999999997E+37 : f64, value0 = @main::@b::@b}> : (tuple<i1, ui3>, si1, si1) -> ui8
    "foo.bar"(%0#0, %0#1, %0#0) {_u1, _u2, foo.k3 = "\0A\09X ", "quoted key 0"} : (tuple<i1, ui3>, bf16, tuple<i1, ui3>) -> ()
    "foo.compute"(%4) : (f32) -> ()
    %6 = "bar.yield"(%4) {attr1 = #distinct, d.k0 = @"x y", sym_name2 = dense<0x7F80> : tensor<bf16>, z93 = 9.99999968E+37 : f32} : (f32) -> memref<1x?x?xf16, 5>
    %7:3 = "x.y"() ({
    ^bb0(%arg4: ui64, %arg5: memref<*xindex>, %arg6: i32):
      "foo.bar"(%0#0, %arg6) : (tuple<i1, ui3>, i32) -> ()
      %15 = "x.y"(%0#0, %arg6) ({
      }) : (tuple<i1, ui3>, i32) -> complex<f32>
      "x.switch"(%0#0, %0#2, %arg4)[^bb1] : (tuple<i1, ui3>, si1, ui64) -> ()
    ^bb1(%16: complex<i24>, %17: complex<f32>):  // 2 preds: ^bb0, ^bb1
      "foo.br"(%0#1, %16, %arg5)[^bb1] ({
        %18 = "foo.compute"() : () -> ui1
        "x.y"(%18, %17) : (ui1, complex<f32>) -> ()
        %19:3 = "foo.op"(%arg4) {b1 = array<i8: 0, 1>, "quoted key 0" = @x.y::@a} : (ui64) -> (tuple<ui1, i16>, i64, si16)
        %20:4 = "z.nop"(%19#0, %0#1) <{}> {b1 = 0xFC : f8E5M2, sym_name0} : (tuple<ui1, i16>, bf16) -> (() -> (i7, vector<13x16x11xf64>), vector<[3]xf16>, !my_dialect.t, f16)
        %21 = "foo.op"(%20#3, %20#1) : (f16, vector<[3]xf16>) -> bf16
        "cfx.cond_br"(%5, %17, %19#1)[^bb1, ^bb2] : (ui8, complex<f32>, i64) -> ()
      ^bb1(%22: f8E4M3FN, %23: ui32):  // 2 preds: ^bb0, ^bb1
        "cfx.cond_br"(%19#0, %22)[^bb2, ^bb1] {a1 = 0 : i32, attr2 = #my.a<[<?> "x y"] , ?>, x0 = {}} : (tuple<ui1, i16>, f8E4M3FN) -> ()
      ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
        %24 = "a.b"(%19#1, %0#1) : (i64, bf16) -> memref<2xf64, "local mem">
        %25:2 = "a.b"(%20#3, %21, %20#3) : (f16, bf16, f16) -> (tuple<si1024>, complex<f16>)
        %26 = "foo.bar.baz"() <{d.k0, foo.k1 = array<f64: 815.94122800000002, 0.23779620000000001, 7.572000e+00>, sym_name2}> : () -> index
        "a.b"(%25#0, %25#1, %arg4) <{_u1 = -3.813690e+05 : f64, attr0, x2}> {k$0, value1 = 7 : i17} : (tuple<si1024>, complex<f16>, ui64) -> ()
        %27 = "x.y"(%6, %25#1) <{a0, a1 = "\22 ", b3 = f16, "quoted key 2" = tensor<?x3x1xf16>}> {attr2 = [#my.a], b1 = #set, "quoted key 0"} : (memref<1x?x?xf16, 5>, complex<f16>) -> ui8
        "x.switch"(%26, %16)[^bb3, ^bb2] : (index, complex<i24>) -> ()
      ^bb3(%28: tensor<3x3x?xi64>, %29: tensor<2x?x?x20xf16>):  // pred: ^bb2
        %30 = "x.y"(%29, %5) <{z90 = array<f64: 2.262000e+03, -1.000000e+00, 0.44029570000000001>}> : (tensor<2x?x?x20xf16>, ui8) -> memref<540xf8E5M2FNUZ>
        %31 = "foo.compute"(%21) {_u2 = true, b1 = -9223372036854775808 : i64, sym_name0 = #set1} : (bf16) -> vector<[9]x15x9xindex>
        %32:4 = "my_dialect.thing"() <{attr0 = distinct[2]<complex<si8>>, d.k1 = {my.k0}}> {sym_name1 = {_u0 = true, foo.k1 = 9.99999968E+37 : f32, foo.k3 = "!z\CE\A9<#", k$2 = true}, value0 = #loc} : () -> (i24, tuple<>, tensor<1x0x0xf64>, tensor<4xbf16, #foo.enc<{?, 77},-1,31>>)
      }) : (bf16, complex<i24>, memref<*xindex>) -> ()
    }, {
    ^bb0(%arg0: i17):
      %8 = "my_dialect.thing"(%arg0, %arg0) : (i17, i17) -> si24
      %9:4 = "x.y"() ({
      ^bb0(%arg1: tuple<si128, bf16, index>, %arg2: vector<1x9xf6E3M2FN>, %arg3: complex<bf16>):
        %11 = "a.b"() <{d.k1 = -1 : i64, value0 = 5.638000e+00 : f64}> : () -> ((none) -> (f8E4M3FN, complex<f64>))
        %12 = "foo.bar"(%arg0, %arg1) : (i17, tuple<si128, bf16, index>) -> si1
        "my_dialect.thing"(%11, %arg2) : ((none) -> (f8E4M3FN, complex<f64>), vector<1x9xf6E3M2FN>) -> ()
        %13:2 = "a.b"(%5) <{}> : (ui8) -> (memref<*xindex>, vector<[13]xi32>)
        %14 = "foo.bar.baz"(%13#0, %0#0, %0#0) : (memref<*xindex>, tuple<i1, ui3>, tuple<i1, ui3>) -> ui1
      }) {attr1, k$2 = 0 : index, sym_name0 = f8E8M0FNU} : () -> ((memref<798x56x4xf16, strided<[14, ?, 24], offset: ?>, "shared">) -> (), f16, memref<1x2xindex>, vector<[2]xsi64>)
      %10 = "my_dialect.thing"(%9#3, %arg0) : (vector<[2]xsi64>, i17) -> ((vector<9x12xi64>, !my_dialect.t<{?},?,i8>) -> (si8, f8E5M2FNUZ))
      "my_dialect.thing"() {_u1 = {foo.k1 = array<f64: 3.14159265358979, 0.000000e+00, 1.000000e-01, 1.909090e+05, -594.19052599999998>, sym_name2 = #loc1, value0 = -9223372036854775808 : i64}, foo.k2 = {_u0 = #distinct1, b2 = @_priv::@main::@s$, d.k3 = 23 : index, x1 = complex<f8E4M3FNUZ>}, "quoted key 0" = array<i64: 0, -1, 0, -1>} : () -> ()
    }) : () -> (i16, vector<9x11xi24>, f16)
  }) : (bf16, si1) -> ()
  %1 = "foo.bar"(%0#0) {b0 = tuple<bf16>, foo.k3 = i24, sym_name1, sym_name2 = [8.218840e+13 : tf32, #loc2, @b::@a, 0x7C00 : f16]} : (tuple<i1, ui3>) -> tuple<none, bf16>
  %2:4 = "foo.bar.baz"(%0#0) : (tuple<i1, ui3>) -> (f8E8M0FNU, si32, none, memref<18x30xvector<9x9x[11]xbf16>, #map1, 6>)
  %3 = "d.op_1"(%1) {_u1 = dense<0> : vector<4xui32>, z90} : (tuple<none, bf16>) -> i24
}) : () -> ()

