!ty0 = tuple<i128, si7, i8, complex<bf16>>
#attr_0 = 1  : si32
!ty1 = tensor<303x3xf8E4M3FN 
 >
!alias_2 = index
#L1 = loc(fused[])
#loc2 = loc("src/x.py":378:50)
#loc3 = "\t"
!ty3 = tensor<2x!foo.t<{?}>>
#attr_4 = affine_map<() -> ((8) ceildiv 3 + 7 * (4))>
!T_4 = complex<i32>
!ty5 = memref<4xi24, 7>
#loc5 = loc(callsite("op.1" at fused[unknown, "":23:73 to :79, "a.mlir":321:482]))

"builtin.module"() ({
	%value0:3 = "foo.bar"() ({
		%1:2 = "a.b"() <{_u0, b1= true, my.k2= true}>: () -> (tensor<50xf8E3M4>, vector<si1>) loc("x") // trailing comment
		"foo.bar.baz"(%1#1, %1#1) {my.k0= sparse<[[1], [1], [1], [1]], [-2147483648, 4294967295, 4294967295, 1]> : tensor<3xi32>, sym_name1= true, _u2}: (vector<si1>, vector<si1>) -> () loc("callee"("name"))
	}): () -> (!ty0, f16, memref<?x54xvector<3x[12]xi8>, affine_map<(i0, i1) -> (i1 - i1 + 6)>, 3>)
	%_2 = "my_dialect.thing"(%value0#2, %value0#0) <{a0= #attr_0}> {sym_name0, z91= 0: i8, sym_name2, foo.k3= unit}: (memref<?x54xvector<3x[12]xi8>, affine_map<(i0, i1) -> (i1 - i1 + 6)>, 3>, !ty0) -> f8E4M3FN loc("n"("":3:32 to 5:23))
	%3:3 = "a.b"(%value0#2) {k$0= #attr_0, _u1, d.k2= dense<[[["z'", "#Ω0\t\t*\n\t/-}é", "\t*!\"\"", " b..\14!\"a -"]], [["Ω\00z%\t\"","", "-\3C", "\68\7f.<\"0\na\t/a*"]], [["-.\00\t\95\n\tX\n@\"\3F", "", "", " "]], [["\78\26\00", "*_\\\00\"{a\\\C3\A9\41}\t", "\40\\@-\00\DB", "\t__ \00\n'\\\t#"]]]> : tensor<4x1x4x!foo.str>, d.k3= 0x0: ui3}: (memref<?x54xvector<3x[12]xi8>, affine_map<(i0, i1) -> (i1 - i1 + 6)>, 3>) -> (!my_dialect.a.b, !ty1, !ty1) // trailing comment
	"foo.bar"(%value0#2, %value0#2,%_2)<{a0= dense<0x1> : vector<1xi24>, my.k1= unit}> {a0 
 = "\\!\7fa\tXX"}: (memref<?x54xvector<3x[12]xi8>, affine_map<(i0, i1) -> (i1 - i1 + 6)>, 3>, memref<?x54xvector<3x[12]xi8>, affine_map<(i0, i1) -> (i1 - i1 + 6)>, 3>, f8E4M3FN) -> ()
	"my_dialect.thing"(%3#2) {}: (!ty1) -> () loc(callsite("":4294967295:17 at "op.1"))
	"d.op_1"(%value0#1, %_2)<{a0= affine_set<(i0, i1, i2) : (9 + i0 * 2 == 0, (i1 * 9) ceildiv 4 == 0)>, b1= -7.11082e+1 : f32, sym_name2= 357.64631 : f8E4M3B11FNUZ, foo.k3}> {sym_name0= dense<353> : tensor<index>} 
 : (f16, f8E4M3FN) -> ()
	"d.op_1"(%3#1, %3#1) ({
	^bb1:
		"cfx.cond_br"(%3#2)[^$2]<{k$0= distinct[3]<>}>:	 (!ty1) -> ()
	^$2:
		"cfx.cond_br"(%3#2, %3#0, %3#2)[^bb3]: (!ty1, !my_dialect.a.b, !ty1) -> () loc("a.mlir":4294967295:6)
	^bb3(%value4: !ty1 l