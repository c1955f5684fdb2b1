#attr_0 = 62: i24

%value0 = "z.nop"()<{"quoted key 0"= tensor<?x0xsi24>, z91, attr2}> ({
 %v1 = "my_dialect.thing"() {k$0= #attr_0, attr1= 61.87E3 : f8E4M3}: () -> tensor<6x?x401x919xi32> loc("a.mlir":1:34 to 1:4)
}, {
}): () -> tuple<index> loc("with \"q\"")
%v2:2 = "bar.yield"(%value0, %value0, %value0): (tuple<index>, tuple<index>, tuple<index>) -> (memref<14x53xi8, 4>, index)
%value3:2 = "foo.op"(%value0, %v2#0) ({
^bb1(%4: !x.t_1, %5 : index, %undefined_value: f64 loc(unknown)):
 "foo.br"(%v2#1)[^2, ^2] ({
  "z.nop"(%value0, %v2#0)<{k$0= affine_map<(d0, d1, d2)[] -> ()>}> ({
   %7 = "foo.compute"() {attr0= dense<2147483647> : tensor<1xsi32>}: () -> complex<f32> loc(unknown)
  }): (tuple<index>, memref<14x53xi8, 4>) -> ()
  %a.b8:3 = "x.y"(%v2#1, %5) {a0= #attr_0, my.k1= i64}: (index, index) -> (ui32, complex<f64>, si128)
  "foo.br"(%v2#1, %a.b8#1)[^exit4, ^exit4]: (index, complex<f64>) -> ()
 ^exit4(%value9: complex<bf16>, %v10: !foo.t<19 {"x y" a.b} -0> loc("":46:2 to 49:4)):
  "cfx.cond_br"(%v10, %v2#1)[^x.y5] {attr0= true, a1= -29335: i32, b2= @c}: (!foo.t<19 {"x y" a.b} -0>, index) -> () loc(fused["with \"q\"", fused["dir/with space.c":252:0, "src/x.py":28:45 to 31:78, "f":413:285]])
 ^x.y5(%v11: tensor<0xindex>, %_12 : f4E2M1FN loc("":30:3 to 33:55), %value13: vector<6x14xi32>):
  %value14:2 = "a.b"(): () -> (f8E4M3B11FNUZ, (!x.t) -> memref<2xi1024>)
 }) {sym_name0, x1= unit}: (index) -> ()
^2():
 "a.jump"(%5, %value0, %v2#1)[^2] {}: (index, tuple<index>, index) -> ()
}) {value0= #attr_0, sym_name1= {_u0= -24952: si17, b1, "quoted key 2"= loc(fused["":223:336, "f":4294967295:377]), attr3= "' \t\\\00*\F1 "}, d.k2, "quoted key 3"}: (tuple<index>, memref<14x53xi8, 4>) -> (vector<13x8xbf16>, bf16) loc("with \"q\"")
"bar.yield"(%value3#1, %v2#0) {sym_name0= #attr_0, b1= 0: ui1024, b2}: (bf16, memref<14x53xi8, 4>) -> ()
