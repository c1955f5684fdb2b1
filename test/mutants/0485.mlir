!T_0 = !foo.t<true>
!ty1 = f8E4M3FNUZ
#map0 = 0: i1024
#loc1 = loc(callsite("":300:4294967295 at "f":9:54 to 11:44))
#l_x2 = loc(unknown)
!ty2 = bf16
#x_y3 = {k$0= #map0, value1= #map0, x2= affine_map<(i0, i1, i2)[] -> (i0 * 2 * 2, -((i0) mod 4), i2)>}

"builtin.module"() ({
	%0, %1:3 = "bar.yield"() {attr0= distinct[2]<>, foo.k1= [tensor<?xi64>], value2= "b\C3\A9zb..", a3= array<i1: false, false, true>}: () -> (!T_0, !T_0, !ty1, i1)
	%2:3 = "foo.op"(%1#2, %1#0, %1#1)<{}> ({
}): (i1, !T_0, !ty1) -> (memref<8xi1, affine_map<(d0) -> (d0)>>, tuple<f16>, memref<*xui32>) loc("src/x.py":52)
	"a.b"(%2#2) <{x0= 9.999999e9 : f8E4M3, a1= 4.51317e30 : f64, a2= dense_resource<r.0> : tensor<5xi64>, b3= dense<973> : vector<4x1xindex>}> {"quoted key 0"= affine_map<(d0, d1, d2)[s0, s1] -> ((s1) * s1)>, a1}: (memref<*xui32>) -> () loc("":21:227)
	"my_dialect.thing"(%2#0, %1#0, %1#1) ({
		"foo.bar.baz"(%2#2, %0) {}: (memref<*xui32>, !T_0) -> () loc("with \"q\"")
		"foo.bar.baz"(%2#2, %0) {}: (memref<*xui32>, !T_0) -> () loc("with \"q\"")
		"foo.bar.baz"() {attr0, sym_name1= [true, distinct[5]<#map0>]}: () -> () loc(#loc1)
		%$3, %value4:3 = "z.nop"(%1#2, %1#2, %1#2): (i1, i1, i1) -> (tuple<>, none, f16, complex<f32>)
	}): (memref<8xi1, affine_map<(d0) -> (d0)>>, !T_0, !ty1) -> ()
	%$5:4 = "foo.op"(): () -> (f80, !x<"abc">, i17, !foo.type) loc(fused<1 : i32>[callsite("a.mlir":56 at "src/x.py":23:25 to 23:53)])
	%6:4 = "d.op_1"(): () -> (bf16, tensor<f32>, !ty1, ui8) loc("v"(unknown))
	"foo.bar"(%6#3, %6#1): (ui8, tensor<f32>) -> () loc("dir/with space.c":1:26 to 3:60)
	%v7, %_8:2 = "foo.bar.baz"(%2#2, %6#2, %6#3): (memref<*xui32>, !ty1, ui8) -> (index, complex<f4E2M1FN>, f4E2M1FN) loc("with \"q\"")
	"d.op_1"() {x0= 0.1, attr1= 753266.0 : f32}: () -> () loc(#l_x2)
	%value9, %v10:3 = "foo.bar.baz"(): () -> (!bar.param<<<true> [99 , ? , 42]>, {90, {48}, 44}>, memref<5xtf32, affine_map<(i0) -> (5 + i0 + i0)>, 4>, none, i17) loc(#loc1)
	%11 = "foo.bar.baz"()<{}>: () -> tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>
	%v12 = "z.nop"(%v10#2, %v10#1, %1#0) {b0= #foo<"x<1>">, _u1= "\t\DE\36\n\C3\A9\t", x2= unit, a3= -1: i1}: (i17, none, !T_0) -> memref<35x?xf4E2M1FN, strided<[52, 1], offset: ?>> loc("f":50:78 to :81)
	%_13:3 = "foo.bar"(%11): (tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>) -> (vector<13xi32>, f6E3M2FN, tensor<5x0x6x2xui32>)
	%14:4 = "foo.op"(%6#2) ({
		%v15 = "x.y"(%_8#1) {a0= 71.98E9 : f32, k$1= [sparse<[[2, 1]], [1.5]> : tensor<3x2xf64>, (tensor<?x24x38x2xf32>, si17) -> i3, true], d.k2= tensor<4x!foo.param<i8>>}: (f4E2M1FN) -> tensor<*xf64> loc(#loc1)
		%value16 = "foo.bar"(): () -> tuple<> loc("dir/with space.c":0:16)
		%v17 = "a.b"(): () -> complex<f16> loc("":30:22 to 30:79)
		%18, %value19:3 = "x.y"(): () -> (!T_0, !x.param<-0, [-8 "x y" "x y"]>, (memref<4x208xindex, strided<[?, 1], offset: 9>, 4>, !ty1, f32) -> (ui64, si1), vector<13x10x[4]xf32>) loc("f":6:36 to 8:11)
		%_20, %a.b21:2 = "bar.yield"(%18) {foo.k0= 255: i8, a1= {a0= dense<[[[-0.0, 1.0e38], [-957279.0, 1.17549435e-38], [-1.0e-30, -1.0e38], [4.9e-324, -534771.0]], [[1.0e-30, -41.19E9], [-1.0, 9.999999e9], [9.65812e+18, 0xA0], [-0.6615114, 670.230179]], [[1.0e300, 298617.0], [0.6141019, 6.02214076e23], [3.88078e-33, 0xDF], [0xF1, 0xF5]]]> : tensor<3x4x2xf8E4M3FN>, foo.k1= {z90= 14121490 : index, value1, z92}}}: (!T_0) -> (memref<3x?x8xf8E4M3FNUZ, strided<[?, ?, 1], offset: ?>, {kind = "scratch"}>, tuple<index, i1, f32, index, si16, f8E4M3FNUZ, f8E8M0FNU, i32, f64, f8E4M3B11FNUZ, i16, f16, bf16, si64, f32, f16, tf32>, vector<14x1xi24>) loc(#l_x2)
		%22 = "z.nop"(%a.b21#1, %_20, %value19#2): (vector<14x1xi24>, memref<3x?x8xf8E4M3FNUZ, strided<[?, ?, 1], offset: ?>, {kind = "scratch"}>, vector<13x10x[4]xf32>) -> complex<f32> loc("f":415:316)
	}) {x0= #x_y3, my.k1= false, z92= #foo.a, attr3= 11: i16}: (!ty1) -> (none, f16, !ty2, f6E3M2FN) loc("dir/with space.c":475:334)
	%value23 = "foo.bar.baz"()<{value0= dense<[[[0, 1]]]> : tensor<1x1x2xui32>}> {my.k0= #bar.v<-5,<?, ?>,a.b>, z91, b2= #map0, k$3= {foo.k0= dense_resource<weights1> : tensor<2xi64>, d.k1}}: () -> (memref<4x57xi128, strided<[51, 1]>>) loc("dir/with space.c":328:248)
	"d.op_1"(%0, %11): (!T_0, tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>) -> ()
}) : () -> () loc("src/x.py":185:35)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000003A933A9AA9BEC3962B038F9741B6FBCFF362C449EBD075221981015226D35A10AD16A41D3FF7F6DF",
      weights1: "0x08000000BB45513974DB26247F60E03C2E47450A"
    }
  }
#-}
