#distinct = distinct[0]<@c>
"builtin.module"() ({
  %0 = "d.op_1"() {x0 = -33 : i7} : () -> f8E5M2FNUZ
  %1 = "foo.op"(%0) <{}> {k$0 = -1 : i64} : (f8E5M2FNUZ) -> i64
  %2:3 = "foo.op"(%0, %0, %1) ({
  ^bb0(%arg0: complex<ui32>, %arg1: complex<f8E8M0FNU>):
    "foo.op"(%0, %arg0) : (f8E5M2FNUZ, complex<ui32>) -> ()
    %5 = "foo.compute"(%arg1) <{b2 = array<i8: -39, -1, -128>, "quoted key 0" = distinct[1]<3.500000e+00 : f8E3M4>, x1}> {_u2 = dense<7.500000e-01> : tensor<4x2x4xf6E3M2FN>, a3, my.k0 = 0x80 : f8E5M2FNUZ, sym_name1 = true} : (complex<f8E8M0FNU>) -> vector<14x5xui16>
    %6 = "a.b"(%arg0, %1) {attr2 = dense_resource<res_0> : tensor<5xi64>, sym_name0, z91 = -6.039060e+00 : f16} : (complex<ui32>, i64) -> memref<4x6xi64>
    %7 = "z.nop"() <{attr1 = dense<[[["\00_0%'\22%/.b0#", "\00\7F.{@\\\C3\A9"], ["\C3\A9", ".'\85{'a{"], ["", ""], ["'\00\0A/", "\09/\E1\22'\000-.0"]], [["", "/\00/\00\7Fab\C3\A9\C3\A9"], ["_\0AX\0A_'\C3\A9-", ""], ["\\\22%b%", "\C3\A9\C3\9F"], ["\0A{/\\. .\0A#0", "\0A{\00"]], [["<'#\7F#\09'-", ""], ["-\E6\97\A5\E6\9C\AC'\0A\22", "{\22\0A<%z\22<\\"], ["-.X\7F/\00\CE\A9X", "\0A"], ["z\7F/<\0A ", "bz\0A\22\22 \7F./#"]]]> : tensor<3x4x2x!foo.str>, d.k0 = array<f64: -1.715231682680604E-236>, my.k2 = tensor<?xi3>, sym_name3 = 1.000000e-05 : f64}> {_u1 = @"\C3\A9", d.k0 = #bar.attr, d.k2 = @a::@main} : () -> memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>
    "a.jump"()[^bb1, ^bb2] ({
      "foo.bar"() : () -> ()
      %11 = "foo.bar.baz"(%arg0, %5, %6) <{attr1, my.k0 = affine_set<(d0, d1)[s0] : (-(d0 ceildiv 9) + 7 >= 0)>, value2 = index}> : (complex<ui32>, vector<14x5xui16>, memref<4x6xi64>) -> index
      %12 = "bar.yield"() : () -> memref<1x6x?xi32, 6>
      %13 = "foo.bar"(%arg1) : (complex<f8E8M0FNU>) -> i7
      %14:2 = "bar.yield"() <{attr0 = false}> ({
        "bar.yield"(%11, %6) : (index, memref<4x6xi64>) -> ()
        %16 = "foo.compute"(%11) <{attr1, b0 = "", foo.k2 = 35 : index}> : (index) -> tensor<?x512xcomplex<f128>>
        %17 = "d.op_1"() {d.k0 = 2.658460e+36 : bf16, foo.k1 = #distinct} : () -> f6E3M2FN
        %18 = "x.y"(%11, %16, %0) : (index, tensor<?x512xcomplex<f128>>, f8E5M2FNUZ) -> bf16
      }) : () -> (complex<f32>, si64)
      %15:4 = "z.nop"() : () -> (bf16, memref<4xvector<16x9xi1>, strided<[1], offset: ?>>, i8, bf16)
    }, {
    }, {
    ^bb0(%arg2: none, %arg3: memref<*xcomplex<f64>, 7>):
      "cfx.cond_br"(%6, %arg2)[^bb1, ^bb1] ({
      }) : (memref<4x6xi64>, none) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %9 = "a.b"(%arg3, %arg3) : (memref<*xcomplex<f64>, 7>, memref<*xcomplex<f64>, 7>) -> i32
      "cfx.cond_br"(%arg3, %arg2, %arg3)[^bb2] {_u3 = #my<"x<1>">, a1 = 45 : index, b0, foo.k2 = []} : (memref<*xcomplex<f64>, 7>, none, memref<*xcomplex<f64>, 7>) -> ()
    ^bb2:  // pred: ^bb1
      %10 = "x.y"(%7) : (memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> si17
    }) : () -> ()
  ^bb1(%8: i1):  // pred: ^bb0
    "a.jump"(%5, %7)[^bb2, ^bb2] : (vector<14x5xui16>, memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "a.b"(%0) <{foo.k1, sym_name2 = 65535 : ui16, x0}> : (f8E5M2FNUZ) -> ()
  }, {
    %4 = "foo.bar"() {d.k3 = dense<[[12], [1]]> : tensor<2x1xi7>, my.k0 = -1 : si1, my.k2 = dense<[[[false, false, false, true]]]> : tensor<1x1x4xi1>, x1 = array<i32>} : () -> none
  }, {
    "builtin.module"() ({
      "x.y"() : () -> ()
    }) : () -> ()
  }) {_u1 = [[true, #my<"a b">], #foo<"x<1>">], attr2 = true, foo.k0 = true, foo.k3 = "\\@z"} : (f8E5M2FNUZ, f8E5M2FNUZ, i64) -> (si8, complex<ui8>, f8E4M3FN)
  %3:3 = "a.b"(%2#1, %2#2, %2#2) <{a1, k$0}> {attr0 = -3955 : index, d.k1 = 5.269000e+06 : f80} : (complex<ui8>, f8E4M3FN, f8E4M3FN) -> (f64, i7, f32)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000CD3353DBC643CD08B808EE8120F32E2876A951E33E9C3291042DDAC3A024FC094B5AD754AEC7711A"
    }
  }
#-}

