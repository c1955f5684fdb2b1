!tuple = tuple<index, memref<6xcomplex<f64>>, memref<*xvector<i64>, {kind = "scratch"}>, f16, f16, tf32, index, si7, i8, bf16, memref<*xvector<i64>, {kind = "scratch"}>, f16, f8E4M3FN, ui7, f32, si8, f64, f4E2M1FN, ui7, si8, i32, si32, f64>
#loc = loc("a.mlir":152:357)
#set = affine_set<(d0)[s0] : (s0 == 0, d0 ceildiv 8 >= 0, (-d0 + s0) floordiv 5 - d0 floordiv 2 >= 0)>
#distinct = distinct[0]<#loc>
"builtin.module"() ({
  "foo.compute"() : () -> ()
  %0 = "a.b"() ({
    "x.switch"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %7:4 = "foo.compute"() : () -> (si64, f8E8M0FNU, vector<9x11xui16>, memref<*xvector<i64>, {kind = "scratch"}>)
    %8 = "a.b"(%7#1, %7#2) {a0 = [], my.k1 = 1.858000e+00 : f64, value2} : (f8E8M0FNU, vector<9x11xui16>) -> tuple<i3, index, f16>
    %9 = "foo.compute"(%7#1, %7#1, %7#0) : (f8E8M0FNU, f8E8M0FNU, si64) -> i3
    %10 = "z.nop"() <{k$1 = affine_map<(d0)[s0] -> ((d0 mod 9) floordiv 3, (d0 ceildiv 9) * s0, (d0 + s0) floordiv 2)>, value0 = 9.99999968E+37 : f32}> : () -> memref<3x31x?xf64, strided<[?, 33, 1]>>
    "foo.bar.baz"(%7#0, %7#1) : (si64, f8E8M0FNU) -> ()
    "cfx.cond_br"(%9, %8, %10)[^bb2, ^bb3] : (i3, tuple<i3, index, f16>, memref<3x31x?xf64, strided<[?, 33, 1]>>) -> ()
  ^bb2(%11: memref<*xvector<i64>, {kind = "scratch"}>, %12: f32, %13: f32):  // pred: ^bb1
    %14:3 = "foo.compute"(%13) : (f32) -> (!foo.param<96,89>, tensor<30xf8E4M3B11FNUZ>, si32)
    %15:4 = "z.nop"(%13, %14#0) : (f32, !foo.param<96,89>) -> (!my_dialect.a.b, (complex<f32>, f8E4M3) -> (), memref<?x747x4xbf16, strided<[?, 55, ?], offset: 12>>, complex<f32>)
    %16 = "foo.bar.baz"(%15#0, %15#1, %14#1) <{}> : (!my_dialect.a.b, (complex<f32>, f8E4M3) -> (), tensor<30xf8E4M3B11FNUZ>) -> index
    "a.jump"()[^bb3, ^bb3] ({
    }, {
    ^bb0(%arg0: f8E3M4, %arg1: !my_dialect.a.b):
      %19:4 = "x.y"(%16) : (index) -> (f64, !my_dialect.a.b, vector<16xi8>, !my_dialect.a.b)
      "foo.bar.baz"() : () -> ()
    }) {a1 = 1.000000e+00 : bf16, foo.k0 = -4.94799048E-38 : f32} : () -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    "my_dialect.thing"() <{k$0, value2, z91 = "\\\9F{\00\F0\9F\99\82\CE\A9"}> : () -> ()
    %17:3 = "foo.compute"() : () -> (!my_dialect.a.b, !my_dialect.a.b, f64)
    "a.b"(%17#1) : (!my_dialect.a.b) -> ()
    %18 = "x.y"(%17#2, %17#2) <{sym_name1 = 1.000000e-01 : f64, value0 = dense<0x80> : vector<3xf8E4M3FNUZ>}> : (f64, f64) -> memref<*xvector<i64>, {kind = "scratch"}>
    "foo.bar"(%17#2, %17#1) : (f64, !my_dialect.a.b) -> ()
  }) : () -> !my_dialect.a.b
  %1 = "foo.bar"(%0) {d.k0} : (!my_dialect.a.b) -> !tuple
  %2:3 = "z.nop"() : () -> (si32, i17, f80)
  %3 = "foo.op"(%2#1, %2#1, %0) ({
    "z.nop"(%2#2, %2#0, %0) : (f80, si32, !my_dialect.a.b) -> ()
    "foo.op"(%1, %0, %2#0) <{attr0 = ".- <\22\22" : i32}> : (!tuple, !my_dialect.a.b, si32) -> ()
    %6:4 = "foo.op"(%2#2) {k$1 = #distinct, k$2 = 8 : i32, my.k0 = array<i16: -32768, -250>, my.k3 = 1 : i8} : (f80) -> (tensor<bf16>, !bar.t<f32 {"x y" -0 ?} "x y">, !my_dialect.a.b, vector<[15]xi17>)
  }) {b0 = #set, my.k1 = -22902 : si32} : (i17, i17, !my_dialect.a.b) -> ((memref<60x1x365xbf16>, vector<7x1x4xi24>) -> ())
  %4:3 = "my_dialect.thing"(%2#0) : (si32) -> ((i64, f32) -> (f32, f32), complex<bf16>, memref<?xindex, {kind = "scratch"}>)
  "foo.bar"() {_u3 = @f_1::@s$::@s$, a1 = false, "quoted key 0" = #set, "quoted key 2"} : () -> ()
  %5:2 = "d.op_1"(%4#0) : ((i64, f32) -> (f32, f32)) -> (ui64, si64)
}) : () -> ()

