#set = affine_set<(d0, d1, d2) : (d1 floordiv 4 - (d0 + d1) - 6 >= 0)>
"builtin.module"() <{sym_name = "m35"}> ({
  %0:3 = "z.nop"() : () -> (() -> (), tensor<3x?xi1>, tuple<f8E4M3FN, f32>)
  %1:4 = "foo.bar.baz"(%0#1, %0#2) : (tensor<3x?xi1>, tuple<f8E4M3FN, f32>) -> (none, !my_dialect.param<<<97, ?, -5>> , "x y">, vector<6x1x16xf64>, i16)
  %2:4 = "x.y"(%1#1, %1#2) : (!my_dialect.param<<<97, ?, -5>> , "x y">, vector<6x1x16xf64>) -> (i64, () -> ui1024, i8, ui3)
  %3:3 = "z.nop"() {my.k0 = 6.669920e-01 : f16, "quoted key 1" = "\0A\E6\97\A5\E6\9C\AC.\C3\A9\C3\A9X\00_"} : () -> (index, index, tuple<f32, index, vector<4xi1>>)
  %4:3 = "x.y"() {a1 = 570 : si64, k$0 = dense<[384.653717, 8.59611987E-7, 3.024000e+00]> : vector<3xf32>} : () -> (tensor<?x55x566xi24>, f32, f32)
  "foo.bar"(%3#2, %3#2) ({
    "d.op_1"() ({
    }, {
    ^bb0(%arg0: index, %arg1: f32):
      "z.nop"() ({
      ^bb0(%arg2: ui1, %arg3: i32):
        %10 = "my_dialect.thing"(%3#2) {b0, b2, sym_name1 = #set} : (tuple<f32, index, vector<4xi1>>) -> complex<si128>
        %11:2 = "my_dialect.thing"(%4#2, %10, %arg1) {_u0, b1 = dense<(8,-90)> : tensor<complex<i32>>, sym_name2 = "\0A\E6\97\A5\E6\9C\AC.\C3\A9\C3\A9X\00_", z93 = dense<-3.712590e-13> : vector<3x1xbf16>} : (f32, complex<si128>, f32) -> (complex<i64>, memref<?xf8E4M3FN, "shared">)
        %12:2 = "bar.yield"(%10, %4#2) {_u0 = 0 : i32, a1 = dense<1> : vector<1xsi7>, my.k2 = -1 : i64, sym_name3 = "\0A\7F}\0A"} : (complex<si128>, f32) -> (tensor<1015x2xf16, "sparse">, !x.type)
        %13 = "foo.compute"() : () -> memref<11x28xi64>
        %14:2 = "my_dialect.thing"(%12#0, %11#1) : (tensor<1015x2xf16, "sparse">, memref<?xf8E4M3FN, "shared">) -> (vector<[6]xbf16>, f16)
        %15:3 = "z.nop"(%14#0, %4#2) <{a2, foo.k1 = true, sym_name0}> : (vector<[6]xbf16>, f32) -> (complex<f8E5M2>, memref<1xf16, strided<[1]>>, memref<2x7x7xf16, strided<[?, ?, ?], offset: ?>>)
      }) {_u0 = "\CE\A9\22*\\z-\09%0\00%}", attr2 = 2 : index, x1 = [@"\C3\A9"::@"x y", false, array<i16>, dense_resource<weights0> : tensor<1xi64>]} : () -> ()
      %7 = "foo.bar.baz"(%4#1) : (f32) -> tuple<>
      %8:4 = "z.nop"(%3#1) : (index) -> (tensor<vector<7x9x[11]xi8>>, f8E8M0FNU, memref<?x53x1xf8E5M2, {kind = "scratch"}>, (complex<f8E5M2>) -> (tensor<7x454xindex>, f64))
      %9:3 = "d.op_1"(%8#2) ({
        "foo.bar.baz"() : () -> ()
      }) : (memref<?x53x1xf8E5M2, {kind = "scratch"}>) -> (complex<bf16>, memref<720xi8, "shared">, tensor<252x2x8x?xsi32>)
    }, {
    }) {d.k0 = "\0A\E6\97\A5\E6\9C\AC.\C3\A9\C3\A9X\00_"} : () -> ()
    "bar.yield"() <{}> {a0 = dense<[[[611, 364, 281, 950], [287, 177, 737, 930]]]> : tensor<1x2x4xindex>, attr2, my.k1 = -1 : i128} : () -> ()
    "a.b"(%4#2) <{b1 = {my.k0 = dense<-4.260540e-04> : tensor<3xf16>}, value0 = -75 : si8, x2 = -2.031250e+02 : f16}> : (f32) -> ()
    %6 = "a.b"(%4#2, %4#1, %3#2) : (f32, f32, tuple<f32, index, vector<4xi1>>) -> memref<566x?xf8E5M2FNUZ>
    "cfx.cond_br"(%6, %4#2, %4#1)[^bb1, ^bb2] : (memref<566x?xf8E5M2FNUZ>, f32, f32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "foo.br"(%6, %4#2)[^bb2] : (memref<566x?xf8E5M2FNUZ>, f32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "a.jump"(%2#3, %4#0)[^bb1] {_u3 = sparse<[[1], [3], [1], [0]], [0xFF800000, 8.056000e+03, 0x7F800000, 0.000000e+00]> : tensor<4xf32>, foo.k1 = true, x0 = {}, z92 = vector<2xf8E4M3FNUZ>} : (ui3, tensor<?x55x566xi24>) -> ()
  }) {b1 = "@/\7F###\C3\A9\0A\\*", x0 = dense<[[177, 186, 124, 53], [93, 4, 170, 128], [125, 46, 107, 207], [239, 96, 209, 235]]> : vector<4x4xui8>} : (tuple<f32, index, vector<4xi1>>, tuple<f32, index, vector<4xi1>>) -> ()
  %5 = "foo.bar.baz"(%4#2) : (f32) -> tensor<ui24>
  "foo.bar.baz"(%4#1, %4#2, %4#0) : (f32, f32, tensor<?x55x566xi24>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000007E20CFEA901731E4"
    }
  }
#-}

