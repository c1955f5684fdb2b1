// ir-gen random --seed 279 --size 33
!alias_0 = f32
#loc0 = 1: ui1
#x_y1 = "\7fz\n''\\<\C3\A9\D3\\\t{"
#x_y2 = {z90, x1}

"builtin.module"() ({
  "d.op_1"() {k$0= f64, x1= true, k$2= "\C3\A9" : f6E2M3FN}: () -> ()
  "my_dialect.thing"(): () -> () loc("a.mlir":48:19 to :19)
  %_0 = "foo.op"() ({
  ^x.y0(%1: vector<14x5xf64>):
    // é unicode
    %2 = "foo.op"(%1) {}: (vector<14x5xf64>) -> none
  }, {
    %3 = "foo.compute"(): () -> i1 loc("":4294967295:11)
    %_4 = "a.b"(%3, %3, %3): (i1, i1, i1) -> tensor<2x7x1x4xindex>
    %5 = "foo.compute"(%_4, %_4, %3)<{z90= "é_%..\7f%", x1, a2}> ({
    ^bb2:
      %6:3 = "my_dialect.thing"(%3, %_4, %3) {}: (i1, tensor<2x7x1x4xindex>, i1) -> (vector<6xf32>, !alias_0, memref<?x25xf8E4M3, strided<[?, ?], offset: ?>>) loc("name")
      %7, %8:2 = "bar.yield"()<{}>: () -> (f64, index, none)
      %value9 = "a.b"()<{a0= "\00\F9", value1= array<f32: 1.5>, _u2= unit}> {my.k0= true, value1}: () -> !alias_0
      // a comment
      %10 = "z.nop"(): () -> tensor<?x0x3x31xindex, "sparse">
      // a comment
      "d.op_1"(%10, %value9, %8#0) ({
        %_11 = "bar.yield"(): () -> f4E2M1FN loc("src/x.py":12:50 to :54)
        %v12:2 = "foo.bar"() {}: () -> (si1024, none) loc("dir/with space.c":99)
      }): (tensor<?x0x3x31xindex, "sparse">, !alias_0, index) -> () loc("a.mlir":24)
      %r13 = "foo.bar.baz"()<{foo.k0= {foo.k0= -1: i1, value1= "\7f*!#\95.-\t\\0\\" : ui32, _u2, my.k3}, _u1= [false, [sparse<[[3, 1], [0, 3]], [2.718281828459045, 0x498A]> : tensor<4x6xf16>, #loc0, false, dense_resource<r.0> : tensor<3xi64>], loc("a.mlir":0:4294967295)], sym_name2= 0: ui16}> ({
      ^bb4(%14: f16 loc("":468:225)):
        // a comment
        %15 = "foo.compute"(%10, %14) <{}> {}: (tensor<?x0x3x31xindex, "sparse">, f16) -> i32
        "cfx.cond_br"(%10, %8#0, %7)[^exit5] {}: (tensor<?x0x3x31xindex, "sparse">, index, f64) -> ()
      ^exit5:
        %_16 = "foo.bar.baz"(%7) {b0= -4162867040807735235106458: i128, a1= #x_y1, z92= ["%}@\66 /\n\\", #x_y2, {}, affine_map<(i0)[N0] -> (((N0) mod 5) mod 1&)>], foo.k3= loc("op.1")}: (f64) -> complex<i3>
        %value17 = "z.nop"(%value9, %8#0, %6#0): (!alias_0, index, vector<6xf32>) -> vector<13x[12]xi8> loc("a.mlir":274:0)
        // 
        %tmp_18 = "bar.yield"() {}: () -> (i8)
        "foo.br"(%_16)[^bb6, ^exit5] {}: (complex<i3>) -> ()
      ^bb6:
        %19:4 = "d.op_1"(%14, %value9) {my.k0= -350: si32}: (f16, !alias_0) -> (i128, f16, f8E4M3FNUZ, f4E2M1FN)
        %value20:2 = "x.y"(%value9, %19#1, %19#3)<{my.k0= 0 : index}>: (!alias_0, f16, f4E2M1FN) -> (f6E2M3FN, vector<[6]x[5]x3xui1>)
        "z.nop"(%value20#0, %19#3)<{}> {a0= dense<> : tensor<4x2x0xi64>, sym_name1= -170141183460469231731687303715884105728: i1024}: (f6E2M3FN, f4E2M1FN) -> () loc("src/x.py":35:50 to :52)
        "foo.bar.baz"(): () -> ()
        "x.switch"(%19#1, %19#3, %value20#1)[^bb6]: (f16, f4E2M1FN, vector<[6]x[5]x3xui1>) -> () loc("v"("a.mlir":15:53 to :55))
      }, {
      ^7(%21: () -> () loc("dir/with space.c":25:21 to :26), %value22: i3 loc("":10:49 to 10:53)):
        %value23 = "foo.bar"(%21)<{b0, my.k1, d.k2= unit, attr3= ["X\7f @\t\"Ω", dense<-59> : tensor<i17>, dense<[[133, 943, 354]]> : tensor<1x3xindex>]}> {}: (() -> ()) -> tuple<f8E4M3FN, si24> loc(unknown)
        // a comment
        %24, %value25:3 = "bar.yield"(%_4, %10): (tensor<2x7x1x4xindex>, tensor<?x0x3x31xindex, "sparse">) -> (tuple<bf16, f64>, tensor<853x2x!my_dialect.t_1>, complex<f16>, vector<[1]x10x14xf16>)
        %26 = "x.y"(%value25#0, %3, %value25#1)<{_u0= true, a1, b2}> {b0= affine_map<(d0, d1, d2)[s0, s1] -> ()>, _u1= unit, a2= !bar.t, _u3= 0 : index}: (tensor<853x2x!my_dialect.t_1>, i1, complex<f16>) -> bf16
        %_27 = "a.b"(%3): (i1) -> ui17 loc("op.1")
      }): () -> complex<tf32>
    }) {}: (tensor<2x7x1x4xindex>, tensor<2x7x1x4xindex>, i1) -> tuple<i3, bf16>
  }): () -> (tensor<?x?xvector<7x7xi1024>>)
  %28 = "foo.compute"() {foo.k0= 100: i24, my.k1= sparse<[[1, 3, 2]], [-0.2]> : tensor<5x6x3xf16>}: () -> ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>) loc("":17:343)
  "x.y"() {sym_name0= false, _u1= #my.v<<<"x y", 87, 38>, [?,?], -6>, [-3 ?]>, d.k2= #loc0}: () -> ()
  %29 = "my_dialect.thing"(%28): ((f16, none) -> memref<*xcomplex<f8E4M3B11FNUZ>>) -> complex<i16> loc("n"("src/x.py":53)) // trailing comment
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000000E46B1824AB82DA209A63C8B5759E895F59B0677EAF6619C"
    }
  }
#-}
