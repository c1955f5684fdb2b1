#map = affine_map<(d0) -> (0)>
#set = affine_set<(d0)[s0, s1] : ((s0 - 8) floordiv 6 >= 0, -(d0 * s1) + 5 >= 0)>
"builtin.module"() <{sym_name = "m67"}> ({
  %0:2 = "foo.compute"() : () -> (none, f8E5M2FNUZ)
  %1:3 = "a.b"(%0#0, %0#0) <{}> : (none, none) -> (vector<[3]x[11]xf6E3M2FN>, tuple<i32, index, f16, f64>, none)
  %2 = "foo.compute"() : () -> tensor<2xf32, #foo.enc>
  "a.b"(%2, %1#1, %2) : (tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> ()
  %3:4 = "foo.bar.baz"() <{}> ({
    "cfx.cond_br"(%1#2, %2, %1#1)[^bb1] : (none, tensor<2xf32, #foo.enc>, tuple<i32, index, f16, f64>) -> ()
  ^bb1(%6: i64, %7: index):  // pred: ^bb0
    %8 = "foo.compute"() ({
      "builtin.module"() ({
        %23 = "z.nop"() {a1 = "\090\\0\C3\A9%z' }X\22", b0 = 1 : i32} : () -> !my_dialect.v<<[true, ?, -5]>>
      }) : () -> ()
    }, {
      "z.nop"(%1#2) : (none) -> ()
      %15 = "x.y"(%2, %0#0, %2) ({
        %19 = "x.y"() : () -> memref<3x2xvector<[9]xsi64>, 2>
        %20:3 = "foo.compute"(%6) {d.k0 = 1 : i64, k$2 = #x.flag, "quoted key 1" = 0x7C00 : f16, x3 = array<f64: 4.940660e-324, 163.17600999999999, 9.9999999999999997E+37, 3.000000e-01>} : (i64) -> (f16, vector<14x11xf64>, memref<3xui32, strided<[1], offset: 11>, 5>)
        %21 = "foo.bar"(%20#2, %6, %1#0) <{d.k0 = dense<-2.000000e+00> : vector<1xf6E2M3FN>}> : (memref<3xui32, strided<[1], offset: 11>, 5>, i64, vector<[3]x[11]xf6E3M2FN>) -> tensor<?xcomplex<f128>, 6 : i32>
        %22 = "a.b"(%0#0, %0#0, %20#0) : (none, none, f16) -> ui8
      }, {
        %18 = "d.op_1"() : () -> ui128
      }) {k$3 = dense<[[-2.7182818284590450908, 0.00250000000000000005204, 0xFFFF5244FEEB96F1000A, 0.709999999999999964473]]> : tensor<1x4xf80>, "quoted key 0" = dense<0x7C00> : vector<2xf16>, sym_name1, x2 = 327 : ui64} : (tensor<2xf32, #foo.enc>, none, tensor<2xf32, #foo.enc>) -> f80
      %16 = "my_dialect.thing"() : () -> i8
      %17:2 = "foo.op"(%1#1, %15, %16) : (tuple<i32, index, f16, f64>, f80, i8) -> (tensor<2x44x0xf8E4M3FNUZ>, tensor<?x6x3xindex>)
    }, {
      "builtin.module"() ({
        %14:2 = "a.b"() {k$0 = "\00\09@}\1E@}.", "quoted key 1" = [1.549240e+19 : bf16, true, [-6.553600e+04 : bf16, #bar<"abc">], "%#\E6\97\A5\E6\9C\AC}\E6\97\A5\E6\9C\AC\E6\97\A5\E6\9C\AC//\C3\A9\\<" : ui17]} : () -> (!bar.v<8>, memref<?xvector<15x9x[5]xi7>, #map>)
      }) : () -> ()
    }) : () -> vector<16x4x7xi32>
    %9 = "foo.bar"(%1#1, %1#0, %8) {a2 = @x.y::@a, b0 = ["", ["\22\09z\CE\A9\\\\\F1", 2.718750e+00 : bf16, "a{\BA\0Ab\7F\0A" : i1, -1 : i32], 654], k$1 = i128} : (tuple<i32, index, f16, f64>, vector<[3]x[11]xf6E3M2FN>, vector<16x4x7xi32>) -> vector<12xindex>
    %10:4 = "z.nop"(%9) : (vector<12xindex>) -> (complex<f8E8M0FNU>, index, tensor<?x63x235x1xcomplex<bf16>, #foo.enc>, i24)
    "a.jump"(%1#2, %6, %8)[^bb2, ^bb3] : (none, i64, vector<16x4x7xi32>) -> ()
  ^bb2:  // pred: ^bb1
    "foo.br"(%1#1, %2)[^bb3] : (tuple<i32, index, f16, f64>, tensor<2xf32, #foo.enc>) -> ()
  ^bb3(%11: vector<1x10x5xf8E4M3B11FNUZ>, %12: memref<34x?x?xf16, {kind = "scratch"}>):  // 2 preds: ^bb1, ^bb2
    %13:2 = "my_dialect.thing"(%12) <{_u2 = dense_resource<weights0> : tensor<3xi64>, value1, z90 = 127 : ui7}> {attr1 = -5434 : si16, "quoted key 0" = 0x80 : f8E4M3B11FNUZ, "quoted key 2" = #x<"x<1>">, z93 = []} : (memref<34x?x?xf16, {kind = "scratch"}>) -> (i8, f16)
  }, {
    "d.op_1"(%1#2, %1#1) : (none, tuple<i32, index, f16, f64>) -> ()
  }, {
  ^bb0(%arg0: i1, %arg1: tensor<si24>, %arg2: (f6E3M2FN) -> ()):
  }) : () -> (memref<*xf8E4M3FN, "gpu">, () -> index, memref<?x8xf16, 4>, index)
  "a.b"(%3#1) <{x0 = dense<-6211753488717842862> : tensor<1x1xi64>}> : (() -> index) -> ()
  %4:4 = "bar.yield"(%3#2, %3#3) : (memref<?x8xf16, 4>, index) -> (memref<247xcomplex<f16>>, i32, tuple<>, memref<?x7x6xf32, 1>)
  %5 = "z.nop"(%1#2, %4#0, %4#3) : (none, memref<247xcomplex<f16>>, memref<?x7x6xf32, 1>) -> tensor<3x41xui32>
}) {foo.module_attr = #set} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000070B974A8A4B34438CC90FDDA3555636C6B574FE7A41FACB3"
    }
  }
#-}

