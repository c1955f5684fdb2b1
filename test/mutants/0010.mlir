#x_y0 = 0 : index
!T_0 = tuple<f8E8M0FNU>
#l_x1 = loc("src/x.py":214:0)
#L2 = loc(fused["dir/with space.c":130:4294967295, #l_x1])
!ty1 = tensor<3x2x0x1xsi8, "sparse">
#map3 = 42 : index
#l_x4 = loc("a.mlir":139:73)
!T_2 = si1
!ty3 = f8E3M4
!ty4 = memref<84xindex, affine_map<(d0) -> (d0)>>
#attr_5 = array<i64: -139612498743372035>
#attr_6 = @s$

"builtin.module"() ({
 %0 = "z.nop"(): () -> (tensor<i8>)
 %1 = "d.op_1"(%0)<{x0}> {x0= #x_y0, attr