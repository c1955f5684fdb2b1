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
	^bb3(%value4: !ty1 loc("a.mlir":33:21 to 33:51), %5: (complex<f8E5M2>, ui8) -> (memref<48xi128>, complex<f64>), %value6: i128 loc("with \"q\"")):
		%7 = "foo.compute"() {sym_name0= affine_set<(d0, d1, d2) : (-(d2) - d0 >= 0, d2 <= 3, d2 >= 0)>, value1= 98.99E1 : f16, d.k2= 0x7FFFFFFFFFFFFFFF: si64}: () -> si8 loc("a.mlir":432:117)
		%v8 = "foo.compute"() {k$0}: () -> si128
		%x9 = "foo.bar.baz"(%v8, %3#2) {foo.k0= @_priv, a1= unit}: (si128, !ty1) -> memref<1xi128,
    7> loc("":3:9 to :13)
		%undefined_value:2 = "x.y"(): () -> (complex<f16>, !ty1) loc("src/x.py":418:376)
		"foo.br"(%a.b10#0)[^bb4]<{value0= [796.237384, 61.62E7 : bf16, sparse<[], []> : tensor<4xi8>, [0: ui32,  loc(fused<#foo.m>[]), -4:  si3, array<i64: 1>]], value1= #attr_0}>: (complex<f16>) -> () loc("with \"q\"")
	^bb4(%value11: !ty0, %12: !alias_2 loc(fused[#L1]), %v13 : f64):
		%value14 = "foo.bar.baz"(%value0#0, %value11, %12) {my.k0}: (!ty0, !ty0, !alias_2) -> !ty0 loc(#loc2)
		%v15 = "x.y"(%value11) {k$0= #loc3}: (!ty0) -> tuple<i64>
		%_16:3 = "foo.bar"(%12): (!alias_2) -> (i24, !ty3, !ty3)
		%v17 = "foo.compute"(%_16#2, %_16#2) ({
}, {
}) {value0= #attr_4}: (!ty3, !ty3) -> (() -> (complex<f16>, ui16))
		%v18 = "a.b"() {b0= !alias_2, _u1= #loc3, k$2= 1 : index}: () -> ((f64, memref<?xf64>) -> vector<[2]x6xsi8>) loc(callsite(#loc2 at "a.mlir":35:65 to :72))
	}): (!ty1, !ty1) -> ()
	%value19 = "my_dialect.thing"(): () -> !ty3 loc("op.1")
	%value20 = "d.op_1"(%3#0) <{k$0= 469.815923 : f64, x1, attr2  = dense<[[(38, -79), (95, -34), (32,-59)], [(8, -57), (94, -5), (5, -28)], [(88, -60), (53, -14), (74, -23)], [(8, -7), (57, -76), (41, -66)]]> : tensor<4x3xcomplex<i32>>, "quoted key 3"= {}}>: (!my_dialect.a.b) -> (memref<*xindex, {kind = "scratch"}>)
	%21 = "a.b"(%3#1): (!ty1) -> !T_4
	%v22 = "my_dialect.thing"(%value20) {a0}: (memref<*xindex, {kind = "scratch"}>) -> complex<  f64>
	%tmp_23 = "foo.compute"(): () -> !ty5 loc(#loc5)
}) : () -> () loc("callee"("op.1"))
