// ir-gen random --seed 176 --size 15
#map0 = loc("a.mlir":1)

"builtin.module"() <{sym_name = "m2"}> ({
    %r0 = "foo.op"()<{k$0= i8, x1= -1: i32, d.k2= [dense_resource<blob0> : tensor<5xi32>, dense<-59.83E7> : tensor<3xf16>]}>: () -> none loc("src/x.py":314:16)
    // é unicode
    %value1 = "foo.bar.baz"(%r0, %r0): (none, none) -> index loc("":39:3 to 40:26)
    "x.y"(%r0, %r0) {}: (none, none) -> ()
    "foo.op"(%value1, %value1)<{k$0= #map0, z91= affine_map<(d0)[s0] -> ((6 * (6)) floordiv 6)>}> {x0= "\\\08*@b{}🙂-\00\"<", value1= #map0}: (index, index) -> () loc(unknown)
    %value2 = "z.nop"(%value1, %value1, %value1): (index, index, index) -> i32 loc("v"("dir/with space.c":269:108)) // trailing comment
    %value3 = "a.b"(%value1): (index) -> index

    "z.nop"() {"quoted key 0"= dense_resource<weights1> : tensor<2xi64>, d.k1= true, k$2= dense<[[[(97, -64)], [(81, -51)]], [[(21, -18)], [(28, -35)]]]> : tensor<2x2x1xcomplex<i32>>, "quoted key 3"= affine_map<() -> (9 - 1 + 7 + 2, (5) floordiv 8 * 4)>}: () -> () loc("":44:42 to :48)
    // 
    %v4 = "z.nop"() ({
        %5 = "z.nop"(%value3, %value1, %value3) <{d.k0= [[0x88DD : bf16], [27, 0: i1, #map0, dense<546944.0> : tensor<f32>]], b1= distinct[3]<>, k$2= [], b3= #x<"abc">}> ({
        ^1(%6 : memref<4x50x4xf16, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 6>, %_7: tuple<i1024, i7, complex<f6E3M2FN>> loc("f":72:4294967295), %8: i24):
            %9 = "x.y"(%6): (memref<4x50x4xf16, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 6>) -> (complex<f16>)
            %10:2 = "foo.op"() {"quoted key 0"= loc(unknown), d.k1= @f_1::@main::@"a", sym_name2= {}}: () -> (tensor<bf16>, f32) loc("op.1")
            %_11:3 = "z.nop"(%r0, %8): (none, i24) -> (complex<f8E4M3FNUZ>, f6E2M3FN, tensor<8x11x0x8xsi32>) loc(fused<#foo.m>["dir/with space.c":285:0, fused<#foo.m>[unknown], callsite("src/x.py":38:21 to 38:68 at "a.mlir":40:11 to 41:68)])
        }) {my.k0= "\0A'\"" : f8E4M3FNUZ}: (index, index, index -> ((tensor<?x0x?xi3>, si64, tensor<*xindex>) -> (f16, tensor<4xf8E5M2FNUZ>)) loc("":498:352)
        %12 = "d.op_1"() <{}>: () -> (index)
        // // nested
        %value13:3 = "my_dialect.thing"(%value3, %12, %value2): (index, index, i32) -> (f16, index, tuple<memref<*xf64, 2>, i32>) loc(fused["callee"("a.mlir":0:45), "a.mlir":432:34])
    }) {}: () -> !bar.a.b loc(callsite("name" at fused<#foo.m>["dir/with space.c":315:132, "dir/with space.c":12, "x"]))
    %14 = "my_dialect.thing"(%value1, %value3, %r0) {a0= -9223372036854775808 : index, x1= si128}: (index, index, none) -> tuple<!x.t, f8E4M3FN, complex<f6E3M2FN>, f80, si1, f8E4M3FN, index, f8E3M4, tensor<5x?xsi3, {a = 1 : i64}>, ui16, si64, index, i1, si3, i8, index, i32, f8E4M3FNUZ, ui16>
}) : () -> () loc(callsite("op.1" at "":490:466))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000B739A1553D469A85E7CFAD49FF903654C1FFD1BB",
      weights1: "0x080000003074FA74AB304D769DA1172EC5868B50"
    }
  }
#-}
