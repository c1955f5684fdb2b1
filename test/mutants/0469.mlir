// ir-gen random --seed 254 --size 6
%_0:3 = "x.y"(): () -> (f8E4M3FN, tensor<4x2x?xsi32, #foo.enc>, f80) loc("f":94:0)
"foo.compute"(%_0#0, %_0#2, %_0#1)<{_u0= affine_map<(d0, d1, d2) -> (((3) ceildiv 7) ceildiv 4, -(d1), d0)>}>: (f8E4M3FN, f80, tensor<4x2x?xsi32, #foo.enc>) -> () loc("x")

"foo.op"() <{}>: () -> ()
"d.op_1"(%_0#0)<{b0= @x.y::@s$::@"Ã©", x1= 27.60E2 : f64, z92= [], b3= unit}> {"quoted key 0"= dense<[[8.84071e36], [0xA7264285F12D311D], [-0.4267457]]> : tensor<3x1xf64>}: (f8E4â‚M3FN) -> ()
"d.op_1"(%_0#0, %_0#2, %_0#1): (f8E4M3FN, f80, tensor<4x2x?xsi32, #foo.enc>) -> () loc("dir/with space.c":3:55 to 4:5)
%r1:3 = "foo.compute"(%_0#2): (f80) -> (complex<i32>, memref<439xf64, strided<[1], offset: ?>>, (vector<16xsi24>, i64) -> memref<?x5x118xf8E4M3B11FNUZ>)
