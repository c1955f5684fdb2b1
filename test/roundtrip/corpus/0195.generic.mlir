#map = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#set = affine_set<(d0, d1) : (-1 == 0, d1 == 0, d0 * -3 + 3 >= 0)>
"builtin.module"() <{sym_name = "m92"}> ({
  %0:2 = "a.b"() {k$1 = #my<"a b">, k$2 = #foo<"x<1>">, value3 = #set, z90} : () -> (bf16, i8)
  "foo.op"(%0#0) : (bf16) -> ()
  %1 = "d.op_1"(%0#1, %0#0) ({
    %7:3 = "foo.bar.baz"(%0#0, %0#0) : (bf16, bf16) -> (complex<f16>, !x<"x<y>">, i1)
    %8 = "a.b"(%0#1, %7#0) ({
    ^bb0(%arg3: f8E4M3B11FNUZ):
      "z.nop"(%0#0, %7#0, %arg3) : (bf16, complex<f16>, f8E4M3B11FNUZ) -> ()
      %21:2 = "foo.op"(%0#1) ({
        %22 = "a.b"(%7#0) : (complex<f16>) -> i64
        %23 = "my_dialect.thing"(%7#0, %22) {attr0 = 1.500000e+00 : f64, d.k1 = f16, sym_name2 = {attr0, foo.k3 = [dense<-1262814470> : vector<2x2xi32>], "quoted key 1" = "}}'\C3\A9", value2 = "*\22-%\\"}} : (complex<f16>, i64) -> complex<f8E4M3>
        %24:2 = "d.op_1"(%23, %arg3, %7#0) : (complex<f8E4M3>, f8E4M3B11FNUZ, complex<f16>) -> (index, memref<3x4x3xui32>)
        %25 = "bar.yield"(%22, %7#1) : (i64, !x<"x<y>">) -> f8E3M4
        %26 = "my_dialect.thing"(%23, %0#0) <{b1 = ["\\\00{X}''_*a", dense<1.17549435E-38> : tensor<3x2xf64>, distinct[0]<dense<9.99999999999999977488098234560340295E+37> : tensor<f128>>, 9.375000e-01 : f8E4M3B11FNUZ], b2 = array<i32: -1, 4890095, 121, -1, -1>, d.k0 = 33 : index, "quoted key 3"}> : (complex<f8E4M3>, bf16) -> vector<12x9x[2]xi16>
      }) : (i8) -> (complex<bf16>, index)
    }, {
    }) : (i8, complex<f16>) -> tensor<?x?x475xi32>
    %9 = "x.y"(%0#1) : (i8) -> vector<[3]x7x[2]xf64>
    %10 = "foo.compute"(%9) <{attr1, attr2, d.k0 = array<i32: -2147483648, -2147483648, 5219, 197188782>}> ({
      %19 = "z.nop"() {attr0 = "\22#0}_\09\09_\\#", k$1 = dense_resource<weights0> : tensor<5xf64>, k$2 = 1 : index} : () -> i16
      %20 = "foo.bar.baz"() <{attr0 = 37 : index}> : () -> f32
      "foo.br"(%20, %9)[^bb1, ^bb1] : (f32, vector<[3]x7x[2]xf64>) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "a.jump"(%9, %9)[^bb1] : (vector<[3]x7x[2]xf64>, vector<[3]x7x[2]xf64>) -> ()
    }) : (vector<[3]x7x[2]xf64>) -> bf16
    %11:3 = "d.op_1"(%7#2, %7#2) : (i1, i1) -> (f16, si64, index)
    "x.switch"(%11#0)[^bb1, ^bb1] ({
      %13 = "foo.op"(%10, %11#1) : (bf16, si64) -> tensor<?xindex>
      "foo.op"(%8) {z90 = tensor<1x125xcomplex<i32>>} : (tensor<?x?x475xi32>) -> ()
      "x.y"(%7#2, %0#1) ({
        "foo.compute"(%8) : (tensor<?x?x475xi32>) -> ()
        %14:4 = "foo.bar.baz"(%11#2, %11#2, %11#0) {_u1 = [], sym_name2 = #x.attr, sym_name3 = false, z90 = distinct[1]<>} : (index, index, f16) -> (ui17, tensor<300x!my_dialect.a.b>, ui3, complex<f32>)
        %15 = "bar.yield"(%14#1, %14#3, %11#2) {value0} : (tensor<300x!my_dialect.a.b>, complex<f32>, index) -> si17
        %16 = "a.b"(%15) {k$0 = @"x y", x1} : (si17) -> i32
        %17 = "bar.yield"() : () -> ((f8E5M2, memref<46xcomplex<f32>, strided<[44]>, {kind = "scratch"}>, index) -> (complex<i8>, !bar.v<84>))
        %18 = "d.op_1"(%17, %16) : ((f8E5M2, memref<46xcomplex<f32>, strided<[44]>, {kind = "scratch"}>, index) -> (complex<i8>, !bar.v<84>), i32) -> tensor<*xf80>
      }) : (i1, i8) -> ()
    }) {b0 = !x.param<abc,i8,<{?,"x y"}>>, my.k1 = []} : (f16) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    %12 = "foo.bar"() <{_u0 = f16, a1 = {attr0 = "\22a\22", "quoted key 2" = 0 : index, sym_name1 = "", sym_name3 = "!{\22*bze0\0A!\00e"}, b3 = 10 : si16, k$2}> {a1 = [dense<[[[2.942980e-07, 8.096000e+03, 0.000000e+00]], [[-2.502440e-03, 5.000000e-01, -3.140630e+00]], [[6.920000e+02, -2.044720e+08, 3.645440e+05]]]> : tensor<3x1x3xbf16>, false, complex<f32>], x0 = @a::@"x y"::@s$} : () -> !my_dialect<"">
    "foo.bar.baz"(%12, %11#0) : (!my_dialect<"">, f16) -> ()
    "foo.br"(%11#0)[^bb2, ^bb1] {_u0 = "\09\0A\\\0A.\00'", k$2 = -7.54556547E+13 : f32, x1 = sparse<[[1, 2], [0, 2]], [1, 0]> : tensor<2x3xi8>} : (f16) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%11#2)[^bb2] : (index) -> ()
  }) : (i8, bf16) -> f8E4M3FNUZ
  %2 = "foo.bar.baz"(%0#1, %0#1, %0#1) : (i8, i8, i8) -> vector<6x[9]xbf16>
  %3:4 = "foo.op"(%0#1, %0#1, %0#1) ({
  ^bb0(%arg0: tuple<f64, f6E3M2FN>, %arg1: memref<3x3xcomplex<f16>>, %arg2: tf32):
    %6:3 = "bar.yield"(%0#1, %arg2, %arg2) <{k$0 = 2147483647 : si32, sym_name2 = sparse<[[1], [0], [1], [0]], [0, 0, 1, 3]> : tensor<2xi64>, value1, value3}> : (i8, tf32, tf32) -> (i8, index, complex<f32>)
  }) {d.k0 = 1.024000e+03 : f8E8M0FNU} : (i8, i8, i8) -> ((index, f64, complex<i24>) -> vector<2x10x[15]xi1024>, tuple<index, i8, f16, f32>, none, !bar.param<"x y">)
  %4:3 = "d.op_1"() : () -> (memref<867x4xbf16, "local mem">, memref<4x7x1003xi32, {kind = "scratch"}>, bf16)
  %5 = "d.op_1"(%1, %4#0) {a2 = #map, attr0 = array<f32>, b1 = "z-\0A\C3\A9@@\\./"} : (f8E4M3FNUZ, memref<867x4xbf16, "local mem">) -> tuple<f128>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000019843A177C798DDF30832631FA6357BB2000384DACC5BB387560B6D2DCBEA430EE3D84FD9C0A5E0F"
    }
  }
#-}

