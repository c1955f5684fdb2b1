#loc0 = loc("a.mlir":6:36 to 8:69)

%0 = "foo.bar"() ({
^0:
  "my_dialect.thing"() ({
    %2, %x3:3 = "x.y"(%a.b1, %a.b1) {value0= tuple<>, z91, foo.k2= #x.p<[{f32 0 ?} <? , "x y"> "x y"] , i8 , <-2, -8, "x y">>}: (ui64, ui64) -> (i16, none, memref<24x36xi64, {kind = "scratch"}>, tensor<4x9x2x0xui32>)
    %4 = "x.y"(%x3#2) {}: (tensor<4x9x2x0xui32>) -> memref<*xvector<7xindex>>
    %$5 = "foo.op"(%x3#1)<{b0= [@"x y"]}>: (memref<24x36xi64, {kind = "scratch"}>) -> !foo.v<? true>
    %6 = "foo.compute"(%x3#2, %x3#2): (tensor<4x9x2x0xui32>, tensor<4x9x2x0xui32>) -> tuple<i32, memref<686x616x3xi64, affine_map<(d0, d1, d2) -> (((2) ceildiv 3) floordiv 5)>>, f8E4M3, i8> loc("src/x.py":417:144)
  }): () -> () loc("op.1")
  %_7:3 = "z.nop"() {x0= 0xB : f4E2M1FN, b1, my.k2}: () -> (complex<ui8>, tensor<?x?xsi3, {a = 1 : i64}>, tf32)
  %8 = "foo.bar.baz"(%_7#2) {foo.k0= 1: i1, value1= [0x0: i1024]}: (tf32) -> !bar.t loc(callsite(callsite(#loc0 at "f":95:324) at callsite("op.1" at "":8:462)))
}): () -> (bf16)
%value9 = "foo.bar"(%0, %0, %0) {_u0= 0x2 : index, d.k1= unit, attr2= distinct[2]<dense<1.0> : tensor<f8E5M2>>}: (bf16, bf16, bf16) -> complex<i8> loc("op.1")
%10 = "foo.bar.baz"(%value9, %value9): (complex<i8>, complex<i8>) -> (none) loc("dir/with space.c":39:32 to :38) // trailing comment
%_11 = "x.y"() <{d.k0= "_%\C5\C3\A9X"}>: () -> f32
