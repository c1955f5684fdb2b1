#attr_0 = 1: ui32

"builtin.module"() <{sym_name = "m98"}> ({
  %0 = "bar.yield"() <{}> {z90= 5472163006941 : index, "quoted key 1"= sparse<[[3, 0, 3], [2, 2, 3], [2, 1, 3]], [-100.0, 1.51099e-35, 60.55E4]> : tensor<4x3x6xf64>}: () -> f64 // trailing comment
  "d.op_1"() ({
}, {
    %value1 = "foo.bar.baz"(%0): (f64) -> (memref<?xf64, affine_map<(d0) -> (d0)>, 2>) loc("with \"q\"")
    "x.y"(%value1) ({
    ^bb1(%2: i64 loc(callsite("with \"q\"" at "name")), %value3: i32, %4 : memref<284x3xcomplex<f8E5M2>, affine_map<(d0, d1) -> (((2) ceildiv 1) ceildiv 6, -((3) ceildiv 8))>> loc(unknown)):
      %value5 = "foo.compute"(%value1, %4, %value3) {k$0= #attr_0, k$1= "." : index}: (memref<?xf64, affine_map<(d0) -> (d0)>, 2>, memref<284x3xcomplex<f8E5M2>, affine_map<(d0, d1) -> (((2) ceildiv 1)) ceildiv 6, -((3) ceildiv 8))>>, i32) -> (() -> (i3)) loc("":0:4294967295)
      "foo.compute"(%value5): (() -> (i3)) -> ()
      %tmp_6 = "foo.bar"(): () -> tensor<2x7x3x576xcomplex<f8E5M2FNUZ>>
    }): (memref<?xf64, affine_map<(d0) -> (d0)>, 2>) -> ()
    %r7 = "foo.op"(%0, %value1, %0): (f64, memref<?xf64, affine_map<(d0) -> (d0)>, 2>, f64) -> complex<f64> loc(fused<"meta">[unknown, unknown])
  }) {}: () -> () loc(callsite("f":33:61 to 36:45 at fused[]))
  %a.b8 = "bar.yield"(%0, %0, %0): (f64, f64, f64) -> f16
  %_9:2 = "z.nop"(%0, %a.b8): (f64, f16) -> (f32, memref<63x?xvector<8x7x4xf8E4M3B11FNUZ>, {kind = "scratch"}>)
}) : () -> ()
