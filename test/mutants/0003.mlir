// ir-gen random --seed 112 --size 11
#l_x0 = loc(unknown)

"builtin.module"() <{sym_name = "m0"}> ({
%_0 = "bar.yield"(): () -> ((si24, vector<11x[5] x 5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>)
%_1 = "z.nop"(%_0, %_0) {x0}:	 ((si24, vector<11x[5] x 5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, (si24, vector<11x[5] x 5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>) -> !x.t
%value2:3 = "d.op_1"(%_1, %_0, %_1) <{k$0= @s$, k$1}>: (!x.t, (si24, vector<11x[5] x 5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, !x.t) -> (tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64,index,  i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128,tensor<11xi128>, ui64, complex<f64 
 >, i8, f8E5M2FNUZ, f8E8M0FNU>, f8E5M2FNUZ, complex<f8E5M2FNUZ>) loc("f":35:22 to 35:49)
%3 = "foo.bar.baz"(%value2#0, %_1): (tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64,index,  i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128,tensor<11xi128>, ui64, complex<f64 
 >, i8, f8E5M2FNUZ, f8E8M0FNU>, !x.t) -> (index)
%_4 = "my_dialect.thing"() {_u0= @x.y}:  () -> f16 loc("name")
%5:2 = "foo.op"(%3) {attr0= 0x54C6B085DC63A20B : f64, value1, my.k2= false}  : (index) -> (memref<732x29x?xsi1>, memref<?xf8E4M3FN, "local mem">)
"x.y"(%value2#0, %5#1, %_4): (tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64,index,  i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128,tensor<11xi128>, ui64, complex<f64 
 >, i8, f8E5M2FNUZ, f8E8M0FNU>, memref<?xf8E4M3FN, "local mem">, f16) -> () loc("with \"q\"")
%6 = "foo.bar"(%_0, %5#1, %undefined_value) ({
^0(%value7: bf16, %8: tensor<787x5 x 46 x ?xf32, #foo.enc<{13, -2, ?} {10,-4} <28, 76>>> loc(#l_x0), %_9: vector<13 x f4E2M1FN>):
%10 = "bar.yield"(%_9, %value2#0)<{"quoted key 0" 
 = 338457: i32, k$1= #bar.flag, k$2= loc("a.mlir":77)}>: (vector<13 x f4E2M1FN>, tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64,index,  i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128,tensor<11xi128>, ui64, complex<f64 
 >, i8, f8E5M2FNUZ, f8E8M0FNU>) -> (memref<4x?xvector<f64>, strided<[47, 1], offset: ?>>) loc("f":222:31) // trailing comment
}): ((si24, vector<11x[5] x 5xf16>, tensor<32xindex>) -> memref<2x?xvector<[16]xi32>, strided<[?, 1], offset: ?>, 5>, memref<?xf8E4M3FN, "local mem">, tuple<index, f8E4M3, index, f8E4M3B11FNUZ, f64, i64,index,  i64, f64, f6E3M2FN, tensor<1x1x?x2xcomplex<f8E4M3B11FNUZ>>, none, ui128,tensor<11xi128>, ui64, complex<f64 
 >, i8, f8E5M2FNUZ, f8E8M0FNU>) -> !foo<"a b"> loc("with \"q\"")
%11 = "a.b"(): () -> tensor<vector<14 x [13] x f16>> loc("a.mlir":28:43 to 31:60)
%_12 = "foo.compute"() {}: () -> complex<f4E2M1FN>
}) {foo.module_attr = 9.999999e9 : f8E4M3} : () -> () loc(unknown)
