#map = affine_map<(d0, d1) -> (6)>
#map1 = affine_map<() -> (31)>
#set = affine_set<(d0, d1, d2) : (-d2 - d0 >= 0, -d2 + 3 >= 0, d2 >= 0)>
"builtin.module"() ({
  %0:3 = "foo.bar"() ({
    %23:2 = "a.b"() <{_u0, b1 = true, my.k2 = true}> : () -> (tensor<50xf8E3M4>, vector<si1>)
    "foo.bar.baz"(%23#1, %23#1) {_u2, my.k0 = sparse<1, [-2147483648, -1, -1, 1]> : tensor<3xi32>, sym_name1 = true} : (vector<si1>, vector<si1>) -> ()
  }) : () -> (tuple<i128, si7, i8, complex<bf16>>, f16, memref<?x54xvector<3x[12]xi8>, #map, 3>)
  %1 = "my_dialect.thing"(%0#2, %0#0) <{a0 = 1 : si32}> {foo.k3, sym_name0, sym_name2, z91 = 0 : i8} : (memref<?x54xvector<3x[12]xi8>, #map, 3>, tuple<i128, si7, i8, complex<bf16>>) -> f8E4M3FN
  %2:3 = "a.b"(%0#2) {_u1, d.k2 = dense<[[["z'", "#\CE\A90\09\09*\0A\09/-}\C3\A9", "\09*!\22\22", " b..\14!\22a -"]], [["\CE\A9\00z%\09\22", "", "-<", "h\7F.<\220\0Aa\09/a*"]], [["-.\00\09\95\0A\09X\0A@\22?", "", "", " "]], [["x&\00", "*_\\\00\22{a\\\C3\A9A}\09", "@\\@-\00\DB", "\09__ \00\0A'\\\09#"]]]> : tensor<4x1x4x!foo.str>, d.k3 = 0 : ui3, k$0 = 1 : si32} : (memref<?x54xvector<3x[12]xi8>, #map, 3>) -> (!my_dialect.a.b, tensor<303x3xf8E4M3FN>, tensor<303x3xf8E4M3FN>)
  "foo.bar"(%0#2, %0#2, %1) <{a0 = dense<1> : vector<1xi24>, my.k1}> {a0 = "\\!\7Fa\09XX"} : (memref<?x54xvector<3x[12]xi8>, #map, 3>, memref<?x54xvector<3x[12]xi8>, #map, 3>, f8E4M3FN) -> ()
  "my_dialect.thing"(%2#2) : (tensor<303x3xf8E4M3FN>) -> ()
  "d.op_1"(%0#1, %1) <{a0 = affine_set<(d0, d1, d2) : (d0 * 2 + 9 == 0, (d1 * 9) ceildiv 4 == 0)>, b1 = -7.110820e+01 : f32, foo.k3, sym_name2 = 0x80 : f8E4M3B11FNUZ}> {sym_name0 = dense<353> : tensor<index>} : (f16, f8E4M3FN) -> ()
  "d.op_1"(%2#1, %2#1) ({
    "cfx.cond_br"(%2#2)[^bb1] <{k$0 = distinct[0]<>}> : (tensor<303x3xf8E4M3FN>) -> ()
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"(%2#2, %2#0, %2#2)[^bb2] : (tensor<303x3xf8E4M3FN>, !my_dialect.a.b, tensor<303x3xf8E4M3FN>) -> ()
  ^bb2(%8: tensor<303x3xf8E4M3FN>, %9: (complex<f8E5M2>, ui8) -> (memref<48xi128>, complex<f64>), %10: i128):  // pred: ^bb1
    %11 = "foo.compute"() {d.k2 = 9223372036854775807 : si64, sym_name0 = #set, value1 = 9.900000e+02 : f16} : () -> si8
    %12 = "foo.compute"() {k$0} : () -> si128
    %13 = "foo.bar.baz"(%12, %2#2) {a1, foo.k0 = @_priv} : (si128, tensor<303x3xf8E4M3FN>) -> memref<1xi128, 7>
    %14:2 = "x.y"() : () -> (complex<f16>, tensor<303x3xf8E4M3FN>)
    "foo.br"(%14#0)[^bb3] <{value0 = [796.23738400000002, 6.165620e+08 : bf16, sparse<> : tensor<4xi8>, [0 : ui32, loc(fused<#foo.m>[unknown]), -4 : si3, array<i64: 1>]], value1 = 1 : si32}> : (complex<f16>) -> ()
  ^bb3(%15: tuple<i128, si7, i8, complex<bf16>>, %16: index, %17: f64):  // pred: ^bb2
    %18 = "foo.bar.baz"(%0#0, %15, %16) {my.k0} : (tuple<i128, si7, i8, complex<bf16>>, tuple<i128, si7, i8, complex<bf16>>, index) -> tuple<i128, si7, i8, complex<bf16>>
    %19 = "x.y"(%15) {k$0 = "\09"} : (tuple<i128, si7, i8, complex<bf16>>) -> tuple<i64>
    %20:3 = "foo.bar"(%16) : (index) -> (i24, tensor<2x!foo.t<{?}>>, tensor<2x!foo.t<{?}>>)
    %21 = "foo.compute"(%20#2, %20#2) ({
    }, {
    }) {value0 = #map1} : (tensor<2x!foo.t<{?}>>, tensor<2x!foo.t<{?}>>) -> (() -> (complex<f16>, ui16))
    %22 = "a.b"() {_u1 = "\09", b0 = index, k$2 = 1 : index} : () -> ((f64, memref<?xf64>) -> vector<[2]x6xsi8>)
  }) : (tensor<303x3xf8E4M3FN>, tensor<303x3xf8E4M3FN>) -> ()
  %3 = "my_dialect.thing"() : () -> tensor<2x!foo.t<{?}>>
  %4 = "d.op_1"(%2#0) <{attr2 = dense<[[(38,-79), (95,-34), (32,-59)], [(8,-57), (94,-5), (5,-28)], [(88,-60), (53,-14), (74,-23)], [(8,-7), (57,-76), (41,-66)]]> : tensor<4x3xcomplex<i32>>, k$0 = 469.815923 : f64, "quoted key 3" = {}, x1}> : (!my_dialect.a.b) -> memref<*xindex, {kind = "scratch"}>
  %5 = "a.b"(%2#1) : (tensor<303x3xf8E4M3FN>) -> complex<i32>
  %6 = "my_dialect.thing"(%4) {a0} : (memref<*xindex, {kind = "scratch"}>) -> complex<f64>
  %7 = "foo.compute"() : () -> memref<4xi24, 7>
}) : () -> ()

