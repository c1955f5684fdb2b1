// ir-gen random --seed 259 --size 4
%0:3 = "foo.op"() ({
  %1, %v2:3 = "foo.op"() {d.k0=  [dense<[(-39.99E2 , 9.432),
    (80.70E7, 1.0), (8.95216e22,  0.7520646), (0.0, 0x4504)]> : tensor<4xcomplex<f16>>, affine_map<(d0)[s0, s1] -> (d0 + s1 - 8)>, distinct[2]<vector<[11]x7xi17>>], my.k1= -360426 
 : i64, my.k2	= array<i32>}: () -> (f8E4M3FNUZ, i1024, vector<si7>,
    i7)
}, {
^bb1:
  "foo.br"()[^2, ^2]: () -> () loc(fused<"meta">["src/x.py":0:174, callsite("":69:192 at "dir/with space.c":35:44 to 35:7), "a.mlir":17:38 to :41])
^2():
  %3:2 = "my_dialect.thing"(): () -> (ui32,
    f64) loc("n"("src/x.py":4294967295:4294967295))
}) 
 : () -> (memref<?x?x52xf8E4M3B11FNUZ, affine_map<(d0, d1, d2) -> ((d1) mod 9 + (d2) mod 2)>,3> , vector<4x7xf6E2M3FN>, tensor<*xbf16>) loc("callee"(fused<1 : i32>[]))
"x.y"() {z90= dense<[0x5, -9.57512e+19, 0x6,  0.1594705]> : tensor<4xf4E2M1FN>, foo.k1= 
  affine_map<(i0, i1, i2) -> (-((0) ceildiv 3), ((i0) ceildiv 9) mod 6, -(4) - i0)>, "quoted key 2"= sparse<[[0, 1, 0]], [0.9546262]> : tensor<3x4x2xf64>}: () -> ()
%4:2 = "my_dialect.thing"() <{d.k0= distinct[4]<[]>, value1= 0x7FFF : bf16, value2= dense_resource<r.0> : tensor<2xi8>}>: () -> (complex<  none>, complex<f32 >) loc(unknown)
"foo.bar.baz"() {b0  = index}: () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009AB0"
    }
  }
#-}
