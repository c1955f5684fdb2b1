!tuple = tuple<bf16, ui24, tf32, si24, i24, f32, f16, ui3, ui16, f8E4M3, f16, index, i1, i32, i1, ui16, index>
#distinct = distinct[0]<1 : i8>
#loc = loc("f":2:22 to :27)
#set = affine_set<(d0) : (d0 >= 0, d0 ceildiv 7 + d0 - d0 mod 4 >= 0)>
"builtin.module"() ({
  %0 = "a.b"() {_u0 = -128 : si8, attr1 = @_priv, attr2 = false, value3} : () -> complex<si17>
  "z.nop"(%0, %0) {b0 = 153 : i17, foo.k2 = i32, sym_name1 = true} : (complex<si17>, complex<si17>) -> ()
  %1 = "x.y"() : () -> memref<4xindex, "gpu">
  "foo.compute"(%1, %0, %1) : (memref<4xindex, "gpu">, complex<si17>, memref<4xindex, "gpu">) -> ()
  %2 = "a.b"(%0, %1, %0) : (complex<si17>, memref<4xindex, "gpu">, complex<si17>) -> tensor<1x6xindex>
  %3:4 = "a.b"() {a1 = array<f32: 8.86299991, 5.22257151E-13, 0.346898288, 1.401300e-45>, d.k2 = #set, my.k0 = true} : () -> (memref<3x8x955xcomplex<f64>>, complex<f16>, f8E4M3FNUZ, vector<16xui3>)
  %4 = "a.b"(%3#2) : (f8E4M3FNUZ) -> vector<[1]xf16>
  %5:4 = "bar.yield"() <{}> ({
  ^bb0(%arg0: memref<942x2xsi3, {kind = "scratch"}>, %arg1: !tuple):
    %6 = "bar.yield"(%0) {z90 = @c::@f_1::@main} : (complex<si17>) -> i64
    "x.switch"(%3#3, %4)[^bb1] : (vector<16xui3>, vector<[1]xf16>) -> ()
  ^bb1:  // pred: ^bb0
    %7:3 = "foo.op"(%arg1, %6, %arg0) ({
      %9 = "bar.yield"() ({
        %14 = "foo.compute"(%3#2) : (f8E4M3FNUZ) -> tf32
        "x.y"() {value0} : () -> ()
        %15:3 = "z.nop"() : () -> (i64, complex<tf32>, f64)
        %16:2 = "foo.op"() : () -> (tensor<63x6x?x7xf8E8M0FNU>, index)
        %17 = "foo.compute"(%15#1, %16#1, %15#1) : (complex<tf32>, index, complex<tf32>) -> f32
      }, {
        %13 = "bar.yield"(%4, %0) {a3 = 0.000000e+00 : f16, k$2 = "!%\\.z%\0A\22", my.k0, "quoted key 1" = [dense<-1> : tensor<1xi7>, "0\0A{\C3\A9\\" : si3, "@@azz\09\22", si8]} : (vector<[1]xf16>, complex<si17>) -> memref<949x17x55xf6E3M2FN>
      }) {_u0 = "0*", k$2 = 2.800000e+01 : f6E3M2FN, value3 = [#my<"x<1>">, -234351906 : i32, 60 : index], z91 = -1 : i64} : () -> tuple<i7, si16, complex<f32>, i24>
      "a.b"(%3#3, %0, %9) : (vector<16xui3>, complex<si17>, tuple<i7, si16, complex<f32>, i24>) -> ()
      "z.nop"(%9, %9, %arg0) : (tuple<i7, si16, complex<f32>, i24>, tuple<i7, si16, complex<f32>, i24>, memref<942x2xsi3, {kind = "scratch"}>) -> ()
      %10:3 = "z.nop"(%arg0, %9) : (memref<942x2xsi3, {kind = "scratch"}>, tuple<i7, si16, complex<f32>, i24>) -> (i1, complex<f6E3M2FN>, index)
      "a.jump"(%arg0)[^bb1] : (memref<942x2xsi3, {kind = "scratch"}>) -> ()
    ^bb1(%11: complex<f32>):  // pred: ^bb0
      "cfx.cond_br"(%3#0, %10#1)[^bb2, ^bb2] <{k$0 = -65536 : i17, k$1 = true}> {_u0 = 2.5625799458372027E-110 : f64, a2 = #loc, my.k1 = #distinct} : (memref<3x8x955xcomplex<f64>>, complex<f6E3M2FN>) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "a.jump"()[^bb3] <{value0 = affine_map<() -> (4, -13, 1)>}> : () -> ()
    ^bb3:  // pred: ^bb2
      %12 = "foo.op"() {k$0 = -4.000000e+00 : f4E2M1FN} : () -> !foo.t<{?,{-0},{-8 true 4}}>
    }) : (!tuple, i64, memref<942x2xsi3, {kind = "scratch"}>) -> (vector<[16]x12x10xf64>, tensor<?x?xcomplex<ui32>>, index)
    %8 = "z.nop"(%3#2) : (f8E4M3FNUZ) -> !foo.t<{?,{-0},{-8 true 4}}>
  }) {b0} : () -> (vector<5xui1>, vector<6x[5]x[2]xi32>, index, vector<[7]x15x[13]xi64>)
}) : () -> ()

