#distinct = distinct[0]<dense<true> : vector<1x1xui1>>
#loc = loc("-":31:409)
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1)[s0, s1] -> (7, (-d1 + 4) ceildiv 4)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map4 = affine_map<(d0, d1, d2) -> ((d0 + 1) ceildiv 5, (d2 * 2) floordiv 3)>
"builtin.module"() <{sym_name = "m83"}> ({
  "bar.yield"() : () -> ()
  %0 = "x.y"() <{a1 = -1 : i32, a2 = #my.v<?>, b3 = none, "quoted key 0" = "Xa\09\000!\\<"}> ({
    %3 = "my_dialect.thing"() {a1 = "{'\C3\A9\090\09bba\7F", k$2 = "'\CE\A9\7F\C3\A9b\0A\C3\9F!__", value3 = 2.500000e-03 : f64, x0 = -92 : i64} : () -> bf16
    "foo.br"()[^bb1] ({
    ^bb0(%arg3: tensor<*x!x.param<"x y", -2>>, %arg4: memref<?x572xvector<9xindex>, strided<[15, 1]>>):
      "d.op_1"(%arg3) : (tensor<*x!x.param<"x y", -2>>) -> ()
      %25 = "bar.yield"() {"quoted key 1" = 1.363420e+05 : f64, x0} : () -> complex<f4E2M1FN>
      %26 = "foo.bar.baz"(%3, %arg3, %3) {k$0, "quoted key 1" = "\22.\00-*-z%", sym_name3 = "\00_<\00\0A\0A'%\22", value2 = #loc} : (bf16, tensor<*x!x.param<"x y", -2>>, bf16) -> tensor<0x4x52x7xf8E4M3, "sparse">
      %27:3 = "bar.yield"() <{"quoted key 0" = sparse<[[4], [1]], [-128, 0]> : tensor<6xi8>, x1 = []}> {attr1 = [dense<0> : tensor<i32>, 7.110660e+06 : bf16], "quoted key 0"} : () -> (none, vector<f64>, index)
      %28 = "a.b"(%arg4, %27#0, %27#0) : (memref<?x572xvector<9xindex>, strided<[15, 1]>>, none, none) -> complex<f64>
    }, {
      %22:3 = "foo.op"(%3) : (bf16) -> (index, i32, tensor<*x!bar.v<-8>>)
      %23 = "a.b"() <{a2 = [], sym_name0 = true, value1 = {k$1 = -6.106920e-01 : f64, "quoted key 2" = array<i32: 457960, -1, -2147483648, 0>, value0 = affine_set<(d0, d1)[s0, s1] : (d0 + d0 mod 3 - s0 >= 0, -(d1 * s0 + s1 * 3) >= 0, -s0 >= 0)>}}> : () -> index
      %24 = "bar.yield"(%22#2) <{d.k0 = 55 : index, z91 = {_u0 = [-6.106920e-01, f8E8M0FNU, #bar<"abc">], z91 = array<i8: 1, 1, 0, 4, 1>}}> {b1, sym_name0} : (tensor<*x!bar.v<-8>>) -> f8E8M0FNU
      "foo.bar"(%22#1, %24) <{a1 = "0", b2 = dense<0> : tensor<1x4x4xi64>, k$3 = "\C3\A9_b-\7Fz/\7F", "quoted key 0" = 6.000000e+00 : f4E2M1FN}> {x0 = "\C3\A9_b-\7Fz/\7F", x1 = "\C3\A9_b-\7Fz/\7F"} : (i32, f8E8M0FNU) -> ()
    }, {
      %21 = "foo.bar"(%3, %3, %3) {_u0 = #map, value1 = -35974748 : i32} : (bf16, bf16, bf16) -> complex<f8E4M3B11FNUZ>
    }) : () -> ()
  ^bb1(%4: index, %5: vector<4xindex>, %6: si8):  // pred: ^bb0
    %7:4 = "a.b"(%4, %6, %6) <{k$1 = 784.942279999999982464942149817943572 : f128, "quoted key 3" = array<i16>, sym_name2 = loc(unknown), x0 = 4659539997 : si64}> : (index, si8, si8) -> (complex<f32>, ui7, i32, f8E8M0FNU)
    "z.nop"(%7#3, %7#2) {z90 = @a, z91 = "*@X\\\F0\9F\99\82\9E!X\CE\A9\7F\00"} : (f8E8M0FNU, i32) -> ()
    %8:4 = "my_dialect.thing"(%4, %7#2) ({
    }) {_u0 = tensor<0x27x?x4xcomplex<f64>, #foo.enc>, my.k1, x2 = [#distinct, "<", [dense<[15, 0]> : tensor<2xui7>], -2.718750e+00 : f16]} : (index, i32) -> (f64, f8E8M0FNU, index, i8)
    "x.y"(%7#3, %7#2) ({
      %16 = "x.y"(%8#2) ({
      }) : (index) -> !x.v<true "x y" i8>
      "x.y"(%16, %8#2, %16) ({
      ^bb0(%arg2: (complex<ui24>) -> (complex<f6E3M2FN>, memref<4xf16, "gpu">)):
        %19 = "d.op_1"(%7#2, %7#0) : (i32, complex<f32>) -> complex<f32>
        %20:2 = "foo.compute"(%7#1) {_u3 = tensor<*xcomplex<i64>>, foo.k1 = @"with\22quote", value2 = array<i16: 0, 1, 86, 0>, z90 = -1 : si128} : (ui7) -> (tensor<2x1xcomplex<f16>>, complex<f8E4M3>)
      }) {_u0 = dense<[[(-1.255200e+04,0.000000e+00)], [(6.718750e+00,7.895500e-01)]]> : tensor<2x1xcomplex<f16>>, attr2 = true, my.k3 = "}\7F\7F#\22\0A-\1C", value1 = #map1} : (!x.v<true "x y" i8>, index, !x.v<true "x y" i8>) -> ()
      %17 = "foo.op"() {my.k0 = array<i16>, my.k1 = #x.a} : () -> tensor<?xf16>
      "my_dialect.thing"(%16, %8#3) {_u0 = array<i16: 0, 1>, d.k2 = index, z91 = true} : (!x.v<true "x y" i8>, i8) -> ()
      %18:2 = "z.nop"(%5) {attr1 = @f_1, sym_name2, sym_name3, value0 = dense<0> : tensor<i3>} : (vector<4xindex>) -> ((i1, f8E8M0FNU, !my_dialect.t_1) -> (), tensor<6xf64>)
    }, {
    ^bb0(%arg0: bf16, %arg1: f64):
      "foo.br"(%arg0, %arg0, %7#3)[^bb1, ^bb1] ({
      }, {
        "foo.bar.baz"(%7#3) {x0 = true} : (f8E8M0FNU) -> ()
        %12 = "a.b"(%arg1) <{d.k2 = array<i64: -9223372036854775808, 17757284470639747, -9223372036854775808, 130>, k$0 = array<f32>, "quoted key 1", "quoted key 3" = "'!\C3\A9}/\0A!\0Az."}> : (f64) -> complex<f32>
        %13:2 = "x.y"(%8#2, %8#1) <{foo.k2 = dense<[(1.000000e+02,-1.30296208E-11), (-1.47069927E+12,2.71828175), (9.00335687E-13,2.71828175)]> : tensor<3xcomplex<f32>>, "quoted key 0" = -106 : i24, sym_name1 = -6.106920e-01 : f64}> {a2 = dense<[false, true, true]> : tensor<3xui1>, sym_name3 = 248 : i32, value0 = vector<[2]xbf16>, z91 = #map2} : (index, f8E8M0FNU) -> (i128, tensor<*xbf16>)
        %14 = "bar.yield"(%13#1, %7#2, %12) : (tensor<*xbf16>, i32, complex<f32>) -> tensor<f8E4M3>
        %15 = "bar.yield"(%3) {_u1 = #map4, b0 = {}, "quoted key 2" = #foo.v<<? , i8> , "x y">, sym_name3 = "\22\09\00*b"} : (bf16) -> memref<?x851x894xindex, #map3, 6>
      }) : (bf16, bf16, f8E8M0FNU) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "a.jump"(%3, %8#2, %8#2)[^bb2, ^bb1] : (bf16, index, index) -> ()
    ^bb2:  // pred: ^bb1
      %11:2 = "z.nop"(%arg1, %8#3, %7#0) <{d.k0, value1, x2 = [f6E3M2FN, [affine_set<(d0) : (0 >= 0)>, affine_map<(d0)[s0, s1] -> (s0 - s0 ceildiv 9, (s0 ceildiv 5) ceildiv 2, d0)>]]}> {attr2 = 25 : ui32, attr3 = 0 : i8, b1 = "!'{{@\0A\00 \95\22\22", d.k0 = array<i32: -1, -2147483648, -1, 70882, -1>} : (f64, i8, complex<f32>) -> (si128, i17)
    }) : (f8E8M0FNU, i32) -> ()
    "cfx.cond_br"(%8#3, %8#3, %7#0)[^bb2, ^bb3] <{d.k0 = f32}> : (i8, i8, complex<f32>) -> ()
  ^bb2:  // pred: ^bb1
    "cfx.cond_br"(%3, %3, %3)[^bb3] <{x0 = 0 : ui128}> : (bf16, bf16, bf16) -> ()
  ^bb3(%9: complex<f16>, %10: memref<*xsi1>):  // 2 preds: ^bb1, ^bb2
    "a.b"(%9, %9, %3) : (complex<f16>, complex<f16>, bf16) -> ()
  }) : () -> !foo.param<[<84>] , -0>
  %1 = "foo.bar"(%0, %0, %0) {b2 = array<f64: 1.7729207810222127E+273>, x0 = sparse<[[4, 2], [1, 2]], -1> : tensor<6x4xi64>, z91 = 5.877470e-39 : f8E8M0FNU} : (!foo.param<[<84>] , -0>, !foo.param<[<84>] , -0>, !foo.param<[<84>] , -0>) -> memref<3x50x485xindex, "shared">
  %2:2 = "foo.compute"(%1, %0, %1) : (memref<3x50x485xindex, "shared">, !foo.param<[<84>] , -0>, memref<3x50x485xindex, "shared">) -> (tuple<f6E3M2FN, index, tensor<4xi16>, f32>, tuple<ui17, si24, si17, memref<6xvector<6xi8>, "local mem">>)
}) {foo.module_attr = "\C3\A9_b-\7Fz/\7F"} : () -> ()

