!t0 = !bar.t

%v0:3 = "my_dialect.thing"() <{"quoted key 0"=   0:  i32, a1= 0: ui1, b2= sparse<[[2, 1], [1, 0], [2, 1]], [4294967295, 1, -27713075]> : tensor<3x2xi32>}> ({
  "a.b"(%1) {attr0= sparse<[[4, 0]], [0]> : tensor<6x3xi64>}: (tensor<?xui128>) -> ()
  %1 = "foo.bar.baz"(): () -> tensor<?xui128> loc(unknown)
  %v2 = "a.b"(%1, %1) {x0= array<f32: -3.14159265358979, 0.0012189>}: (tensor<?xui128>, tensor<?xui128>) -> f6E2M3FN loc("name")
  "a.b"(%1 , %1, %v2): (tensor<?xui128>, tensor<?xui128>, f6E2M3FN) -> () loc("callee"("":354:112))
  %3 = "d.op_1"() {}: () -> (memref<?xf16, affine_map<(d0) -> (2 * (7) - 1 - d0)>, 4>)
  %_4 = "a.b"() <{value0 = unit, _u1= #my.a<f32>, a2= ".a"}>: () -> (!x<"abc">) loc("":200:428)
}): () -> (ui8, f32, f16)
%5:3 = "bar.yield"(%v0#0 , %v0#2, %v0#1): (ui8, f16, f32) -> (tensor<24 x 14xf6E2M3FN>, complex<f6E2M3FN>, complex<ui1>)
%_6 = "foo.bar"(%5#1, %5#0, %5#0) {b0= ["<<é\\\00ΩΩ\n-", loc(fused[]), -9223372036854775808, -1 
 : i128]}: (complex<f6E2M3FN>, tensor<24 x 14xf6E2M3FN>, tensor<24 x 14xf6E2M3FN>) -> (!t0) loc("x")
"foo.bar"(%v0#0, %5#1) {x0= 2.0 : f8E5M2FNUZ, a1= true}: (ui8,complex<f6E2M3FN>) -> ()
